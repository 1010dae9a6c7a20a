import type { Country, MergedCountry, UnCountry } from "../schema";
import { METRICS, type Metric, type Status } from "../schema/metrics";
import { overallRating } from "./overall-rating";

export const ALL_GREY: Readonly<Record<Metric, Status>> = Object.freeze(
  Object.fromEntries(METRICS.map((metric) => [metric, "grey"])) as Record<Metric, Status>,
);

/** Joins the UN list with the published data by ISO alpha-3; members without data stay all grey. */
export function mergeCountries(unCountries: readonly UnCountry[], data: readonly Country[]): MergedCountry[] {
  const byIso = new Map(data.map((country) => [country.iso_a3, country]));
  return unCountries.map((un) => {
    const country = byIso.get(un.iso_a3) ?? null;
    if (!country) return { ...un, hasData: false, statuses: { ...ALL_GREY }, data: null };
    const statuses = { ...country.statuses, overall_rating: overallRating(country.statuses) };
    return {
      ...un,
      aliases: [...new Set([...un.aliases, ...(country.aliases ?? [])])],
      hasData: true,
      statuses,
      data: country,
    };
  });
}
