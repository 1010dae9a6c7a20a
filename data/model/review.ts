import { strengthOf } from "./evidence-strength";
import { SCORED_METRICS, type ScoredMetric } from "../schema/metrics";
import type { Country, NewsItem } from "../schema";

/** One country in the editors' review (`npm run data:review`, and the table on /data). */
export type ReviewRow = {
  iso_a3: string;
  name: string;
  last_change: string;
  last_verified: string;
  /** The oldest and newest publication dates among the key sources (subnational ones included). */
  oldest_evidence: string | null;
  newest_evidence: string | null;
  established: number;
  inferred: number;
  in_review: number;
  /** Established cells that rest on one key source only. */
  single_source: ScoredMetric[];
  /** Established cells whose only key sources are Freedom House pages. */
  freedom_house_only: ScoredMetric[];
  /** News items about the country dated after its last change: the entry may be out of date. */
  newer_news: Array<{ date: string; title: string }>;
};

const isFreedomHouse = (url: string) => /^https:\/\/(www\.)?freedomhouse\.org\//.test(url);

export function reviewRows(countries: readonly Country[], news: readonly NewsItem[]): ReviewRow[] {
  return [...countries]
    .sort((a, b) => a.iso_a3.localeCompare(b.iso_a3))
    .map((country) => {
      const dates = [...country.sources_primary, ...country.subnational.flatMap((entry) => entry.sources)].map((source) => source.date).sort();
      const counts = { established: 0, no_restriction_found: 0, in_review: 0 };
      const singleSource: ScoredMetric[] = [];
      const freedomHouseOnly: ScoredMetric[] = [];
      for (const metric of SCORED_METRICS) {
        const strength = strengthOf(country, metric);
        counts[strength] += 1;
        if (strength !== "established") continue;
        const supporting = country.sources_primary.filter((source) => source.metrics.includes(metric));
        if (supporting.length === 1) singleSource.push(metric);
        if (supporting.length > 0 && supporting.every((source) => isFreedomHouse(source.url))) freedomHouseOnly.push(metric);
      }
      return {
        iso_a3: country.iso_a3,
        name: country.name,
        last_change: country.last_change,
        last_verified: country.last_verified,
        oldest_evidence: dates[0] ?? null,
        newest_evidence: dates.at(-1) ?? null,
        established: counts.established,
        inferred: counts.no_restriction_found,
        in_review: counts.in_review,
        single_source: singleSource,
        freedom_house_only: freedomHouseOnly,
        newer_news: news
          .filter((item) => item.country === country.iso_a3 && item.date > country.last_change)
          .map((item) => ({ date: item.date, title: item.title })),
      };
    });
}

/** Every grey cell with its reason, for the methodology page and the closing report. */
export function greyCells(countries: readonly Country[]): Array<{ iso_a3: string; name: string; metric: ScoredMetric; reason: string }> {
  return [...countries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((country) =>
      SCORED_METRICS.filter((metric) => country.statuses[metric] === "grey").map((metric) => {
        const entry = country.evidence?.[metric];
        return { iso_a3: country.iso_a3, name: country.name, metric, reason: entry?.strength === "in_review" ? entry.reason : "No reason recorded." };
      }),
    );
}
