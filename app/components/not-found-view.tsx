import { Link } from "react-router";

export function NotFoundView() {
  return (
    <article className="prose-page">
      <h1>Page not found</h1>
      <p className="lead">We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
      <ul>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/legal-tracker">Legislation &amp; Censorship Tracker</Link>
        </li>
        <li>
          <Link to="/compare">Compare VPNs</Link>
        </li>
      </ul>
    </article>
  );
}
