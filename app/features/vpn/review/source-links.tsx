import type { ClaimSource } from "@data/schema/vpn";
import { sourceDateLabel } from "../vpn-format";

/** The sources behind one claim: each a link with its date, so readers can judge freshness. */
export function SourceLinks({ sources }: { sources: readonly ClaimSource[] }) {
  if (sources.length === 0) return <span className="text-muted">No source yet</span>;
  return (
    <ul className="source-links">
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url} rel="noopener noreferrer">
            {source.title}
          </a>{" "}
          <span className="text-muted">({sourceDateLabel(source)})</span>
        </li>
      ))}
    </ul>
  );
}
