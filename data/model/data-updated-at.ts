import type { Country } from "../schema";

/** The data's own last update: the newest verification or change date, so rebuilding unchanged data changes nothing. */
export function dataUpdatedAt(countries: readonly Pick<Country, "last_verified" | "last_change">[]): string {
  const newest =
    countries
      .flatMap((country) => [country.last_verified, country.last_change])
      .sort()
      .at(-1) ?? "1970-01-01";
  return `${newest}T00:00:00Z`;
}
