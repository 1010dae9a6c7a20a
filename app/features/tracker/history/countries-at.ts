import { overallRating } from "@data/model/overall-rating";
import { statusesAt } from "@data/model/status-history";
import type { StatusHistoryDocument } from "@data/schema";
import { SCORED_METRICS, type ScoredMetric } from "@data/schema/metrics";
import type { TrackerCountry } from "../tracker-data";

/**
 * The tracker's countries as of `date` (the date control): each cell recoloured from the national
 * history, grey where nothing was on record yet, the overall rating recomputed from those cells
 * when all five are on record.
 */
export function countriesAt(
  countries: readonly TrackerCountry[],
  history: Pick<StatusHistoryDocument, "changes" | "on_record_since">,
  date: string,
): TrackerCountry[] {
  const byCountry = new Map<string, StatusHistoryDocument["changes"]>();
  // Published newest first; statusesAt wants each chain oldest first. Subdivisions are not on the map.
  for (const change of [...history.changes].reverse()) {
    if (change.subdivision) continue;
    const list = byCountry.get(change.country) ?? [];
    list.push(change);
    byCountry.set(change.country, list);
  }
  return countries.map((country) => {
    if (!country.hasData) return country;
    const changes = byCountry.get(country.iso_a3) ?? [];
    const since = history.on_record_since[country.iso_a3] ?? {};
    const evidence = Object.fromEntries(SCORED_METRICS.map((metric) => [metric, since[metric] ? [since[metric]] : []])) as Record<ScoredMetric, string[]>;
    const scored = statusesAt(country.statuses, changes, date, evidence);
    const changed = new Set(changes.map((change) => change.metric));
    // Today's formula scores a grey cell low; in the past grey means "no record", so the overall
    // rating is shown only where all five cells are on record that day.
    const complete = SCORED_METRICS.every((metric) => scored[metric] !== "grey");
    return {
      ...country,
      statuses: { ...scored, overall_rating: complete ? overallRating(scored) : "grey" },
      // A green resting on surveys stays marked as such while it is the same, unchanged cell.
      inferred: country.inferred.filter((metric) => !changed.has(metric) && scored[metric] === "green"),
    };
  });
}
