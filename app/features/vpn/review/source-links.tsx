import type { ClaimSource } from "@data/schema/vpn";
import { SourceList } from "~/components/ui/source-list";
import { formatDate } from "~/lib/format-date";

/** The sources behind one claim: each a link with its date, so readers can judge freshness. */
export function SourceLinks({ sources }: { sources: readonly ClaimSource[] }) {
  if (sources.length === 0) return <span className="text-muted">No source yet</span>;
  return <SourceList sources={sources} className="source-links" note={sourceDateLabel} />;
}

/** "12 March 2024" for a dated page; "accessed 21 November 2026" for an undated live page. */
function sourceDateLabel(source: ClaimSource): string {
  return source.date ? formatDate(source.date) : `accessed ${formatDate(source.accessed)}`;
}
