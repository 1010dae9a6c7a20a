import { Link } from "react-router";

/** The honest notice on pages whose full content is still being written. */
export function InProgressNotice() {
  return (
    <aside className="notice" aria-label="Page status">
      <p>
        <strong>This page is being written.</strong> Its full content will appear here once every fact in it has been sourced and
        checked under our <Link to="/evidence-policy">evidence policy</Link>. Meanwhile, the{" "}
        <Link to="/legal-tracker">legislation tracker</Link> and the <Link to="/privacy-guide">privacy guide</Link> are the places
        to start.
      </p>
    </aside>
  );
}
