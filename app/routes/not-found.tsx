import { Link } from "react-router";
import { pageMeta } from "~/lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Page not found",
    description: "The page you asked for does not exist on Privacy Atlas.",
    canonicalPath: "/404",
    noindex: true,
  });
}

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

export default NotFoundView;
