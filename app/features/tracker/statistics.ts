import type { Metric, ScoredMetric, Status } from "@data/schema/metrics";

export type TrackerStats = { tracked: number; free: number; freeInferred: number; restricted: number; prohibited: number; unknown: number };

type Counted = { hasData: boolean; statuses: Record<Metric, Status>; inferred?: readonly ScoredMetric[] };

/**
 * The statistics row: the total is every UN country loaded; countries without data count as grey.
 * `freeInferred` counts the greens that rest on the absence of a restriction.
 */
export function trackerStats(countries: readonly Counted[], metric: Metric): TrackerStats {
  const stats: TrackerStats = { tracked: countries.length, free: 0, freeInferred: 0, restricted: 0, prohibited: 0, unknown: 0 };
  for (const country of countries) {
    const status = country.hasData ? country.statuses[metric] : "grey";
    if (status === "green") {
      stats.free += 1;
      if ((country.inferred as readonly string[] | undefined)?.includes(metric)) stats.freeInferred += 1;
    } else if (status === "amber") stats.restricted += 1;
    else if (status === "red") stats.prohibited += 1;
    else stats.unknown += 1;
  }
  return stats;
}
