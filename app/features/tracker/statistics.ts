import type { MergedCountry, Metric } from "@data/schema";

export type TrackerStats = { tracked: number; free: number; restricted: number; prohibited: number; unknown: number };

/** The statistics row: the total is every UN country loaded; countries without data count as grey. */
export function trackerStats(countries: ReadonlyArray<Pick<MergedCountry, "hasData" | "statuses">>, metric: Metric): TrackerStats {
  const stats: TrackerStats = { tracked: countries.length, free: 0, restricted: 0, prohibited: 0, unknown: 0 };
  for (const country of countries) {
    const status = country.hasData ? country.statuses[metric] : "grey";
    if (status === "green") stats.free += 1;
    else if (status === "amber") stats.restricted += 1;
    else if (status === "red") stats.prohibited += 1;
    else stats.unknown += 1;
  }
  return stats;
}
