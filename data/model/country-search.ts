// Country search, shared by the tracker in the browser and the server that answers it without JavaScript.
type Searchable = { name: string; aliases: readonly string[] };
export type SearchResult<T> = { matches: T[]; total: number };

/** Trimmed substring match on the name or any alias, ignoring case and accents (normalizeForSearch). */
export function searchCountries<T extends Searchable>(countries: readonly T[], query: string, limit: number): SearchResult<T> {
  const needle = normalizeForSearch(query.trim());
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
  const name = normalizeForSearch(country.name);
  if (name.startsWith(needle)) return 0;
  if (name.includes(needle)) return 1;
  const aliases = country.aliases.map(normalizeForSearch);
  if (aliases.some((alias) => alias.startsWith(needle))) return 2;
  if (aliases.some((alias) => alias.includes(needle))) return 3;
  return NO_MATCH;
}

/**
 * What a search compares: lower case without accents or other marks ("cote" finds Côte d'Ivoire,
 * "turkiye" Türkiye), without the joiners and kashida of Arabic script, and with the Arabic and
 * Persian forms of yeh and kaf taken as one, so either keyboard finds a name.
 */
export function normalizeForSearch(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/\u200c|\u200d|\u0640/gu, "")
    .replace(/[\u0649\u064a]/gu, "\u06cc")
    .replace(/\u0643/gu, "\u06a9")
    .replace(/[\u2018\u2019]/gu, "'")
    .toLocaleLowerCase("en");
}
