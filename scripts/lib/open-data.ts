// The open-data files beside the JSON: CSV versions of the legislation status and news, and the
// VPN provider data. Written at build and by data:publish, so they never disagree with the JSON.
import { overallRating } from "../../data/model/overall-rating";
import { METRICS, SCORED_METRICS } from "../../data/schema/metrics";
import type { Country, NewsItem, UnCountry, VpnCompanies, VpnProvider } from "../../data/schema";
import { toCsv } from "./csv";

export const STATUS_CSV_HEADER = ["iso_a3", "name", ...METRICS, "last_change", "last_verified", "key_sources"] as const;

/** Every UN member, one row each; members without a file are grey with empty dates. */
export function statusCsv(unCountries: readonly UnCountry[], countries: readonly Country[]): string {
  const byIso = new Map(countries.map((country) => [country.iso_a3, country]));
  const rows = [...unCountries]
    .sort((a, b) => a.iso_a3.localeCompare(b.iso_a3))
    .map((un) => {
      const country = byIso.get(un.iso_a3);
      const statuses = SCORED_METRICS.map((metric) => country?.statuses[metric] ?? "grey");
      const overall = country ? overallRating(country.statuses) : "grey";
      return [un.iso_a3, un.name, ...statuses, overall, country?.last_change ?? "", country?.last_verified ?? "", country?.sources_primary.length ?? 0];
    });
  return toCsv(STATUS_CSV_HEADER, rows);
}

export const NEWS_CSV_HEADER = ["date", "country", "type", "topic", "title", "summary", "url", "source"] as const;

export function newsCsv(news: readonly NewsItem[]): string {
  return toCsv(
    NEWS_CSV_HEADER,
    news.map((item) => [item.date, item.country, item.type, item.topic, item.title, item.summary, item.url, item.source.name]),
  );
}

export type VpnDataDocument = { generated_at: string; providers: VpnProvider[]; companies: VpnCompanies | null };

export function vpnDataDocument(providers: readonly VpnProvider[], companies: VpnCompanies | undefined, generatedAt: string): VpnDataDocument {
  return { generated_at: generatedAt, providers: [...providers].sort((a, b) => a.slug.localeCompare(b.slug)), companies: companies ?? null };
}
