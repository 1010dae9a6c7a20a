import type { ClaimSource } from "@data/schema/vpn";
import { SourceList } from "~/components/ui/source-list";
import { sourceDateLabel } from "../vpn-format";

/** The sources behind one claim: each a link with its date, so readers can judge freshness. */
export function SourceLinks({ sources }: { sources: readonly ClaimSource[] }) {
  if (sources.length === 0) return <span className="text-muted">No source yet</span>;
  return <SourceList sources={sources} className="source-links" note={sourceDateLabel} />;
}
