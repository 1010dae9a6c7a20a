import type { ClaimSource } from "@data/schema/vpn";
import { SourceList } from "~/components/ui/source-list";
import { formatDate } from "~/lib/format-date";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { sourceLinkMessages } from "./source-links-messages";

/**
 * The sources behind one claim: each a link with its date, so readers can judge freshness: "12 March
 * 2024" for a dated page, "accessed 21 November 2026" for an undated live page, in the page's
 * language (a translated brief's VPN section cites the providers' reports this way).
 */
export function SourceLinks({ sources }: { sources: readonly ClaimSource[] }) {
  const language = useLanguage();
  const t = useMessages(sourceLinkMessages);
  if (sources.length === 0) return <span className="text-muted">No source yet</span>;
  return (
    <SourceList
      sources={sources}
      className="source-links"
      note={(source) => (source.date ? formatDate(source.date, language) : t("accessed", { date: formatDate(source.accessed, language) }))}
    />
  );
}
