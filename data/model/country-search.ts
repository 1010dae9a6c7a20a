// Country search, shared by the tracker in the browser and the server that answers it without JavaScript.
type Searchable = { name: string; aliases: readonly string[] };
export type SearchResult<T> = { matches: T[]; total: number };

/** Trimmed, case-insensitive substring match on the name or any alias. */
export function searchCountries<T extends Searchable>(countries: readonly T[], query: string, limit: number): SearchResult<T> {
  const needle = normalize(query.trim());
  if (!needle) return { matches: [], total: 0 };
  const ranked = countries
    .map((country) => ({ country, rank: matchRank(country, needle) }))
    .filter((entry) => entry.rank < NO_MATCH)
    // Names before aliases, starts before substrings ("kingdom" finds United Kingdom before
    // "Kingdom of Bahrain"), then alphabetically.
    .sort((a, b) => a.rank - b.rank || a.country.name.localeCompare(b.country.name));
  return { matches: ranked.slice(0, limit).map((entry) => entry.country), total: ranked.length };
}

const NO_MATCH = 4;

function matchRank(country: Searchable, needle: string): number {
  const name = normalize(country.name);
  if (name.startsWith(needle)) return 0;
  if (name.includes(needle)) return 1;
  const aliases = country.aliases.map(normalize);
  if (aliases.some((alias) => alias.startsWith(needle))) return 2;
  if (aliases.some((alias) => alias.includes(needle))) return 3;
  return NO_MATCH;
}

function normalize(value: string): string {
  return value.toLocaleLowerCase("en");
}
