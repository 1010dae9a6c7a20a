// The open-data files beside the JSON: CSV versions of the legislation status and news, and the
// VPN provider data. Written at build and by data:publish, so they never disagree with the JSON.
import { strengthOf } from "../../data/model/evidence-strength";
import { overallRating } from "../../data/model/overall-rating";
import { METRICS, SCORED_METRICS } from "../../data/schema/metrics";
import { changeDirection, type HistoryChange } from "../../data/model/status-history";
import type { Country, NewsItem, UnCountry, VpnCompanies, VpnProvider } from "../../data/schema";
import { toCsv } from "./csv";

/** Evidence columns come last, so readers of the earlier columns by position are not broken. */
const STATUS_CSV_HEADER = [
  "iso_a3",
  "name",
  ...METRICS,
  "last_change",
  "last_verified",
  "key_sources",
  ...SCORED_METRICS.map((metric) => `${metric}_evidence` as const),
  "surveys",
] as const;

/** Every UN member, one row each; members without a file are grey with empty dates. */
export function statusCsv(unCountries: readonly UnCountry[], countries: readonly Country[]): string {
  const byIso = new Map(countries.map((country) => [country.iso_a3, country]));
  const rows = [...unCountries]
    .sort((a, b) => a.iso_a3.localeCompare(b.iso_a3))
    .map((un) => {
      const country = byIso.get(un.iso_a3);
      const statuses = SCORED_METRICS.map((metric) => country?.statuses[metric] ?? "grey");
      const overall = country ? overallRating(country.statuses) : "grey";
      const strengths = SCORED_METRICS.map((metric) => strengthOf(country, metric));
      // The surveys each inferred green rests on, as "metric: id; id".
      const surveys = SCORED_METRICS.flatMap((metric) => {
        const entry = country?.evidence?.[metric];
        return entry?.strength === "no_restriction_found" ? [`${metric}: ${entry.surveys.map((survey) => survey.id).join("; ")}`] : [];
      }).join(" | ");
      return [
        un.iso_a3,
        un.name,
        ...statuses,
        overall,
        country?.last_change ?? "",
        country?.last_verified ?? "",
        country?.sources_primary.length ?? 0,
        ...strengths,
        surveys,
      ];
    });
  return toCsv(STATUS_CSV_HEADER, rows);
}

const NEWS_CSV_HEADER = ["date", "country", "type", "topic", "title", "summary", "url", "source"] as const;

export function newsCsv(news: readonly NewsItem[]): string {
  return toCsv(
    NEWS_CSV_HEADER,
    news.map((item) => [item.date, item.country, item.type, item.topic, item.title, item.summary, item.url, item.source.name]),
  );
}

const HISTORY_CSV_HEADER = ["id", "date", "country", "subdivision", "metric", "from", "to", "direction", "since_at_least", "summary", "sources"] as const;

/** One row per status change, newest first; sources as "url; url". */
export function historyCsv(changes: readonly HistoryChange[]): string {
  return toCsv(
    HISTORY_CSV_HEADER,
    changes.map((change) => [
      change.id,
      change.date,
      change.country,
      change.subdivision ?? "",
      change.metric,
      change.from,
      change.to,
      changeDirection(change),
      change.since_at_least ? "true" : "false",
      change.summary,
      change.sources.map((source) => source.url),
    ]),
  );
}

export type VpnDataDocument = { generated_at: string; providers: VpnProvider[]; companies: VpnCompanies | null };

export function vpnDataDocument(providers: readonly VpnProvider[], companies: VpnCompanies | undefined, generatedAt: string): VpnDataDocument {
  return { generated_at: generatedAt, providers: [...providers].sort((a, b) => a.slug.localeCompare(b.slug)), companies: companies ?? null };
}
