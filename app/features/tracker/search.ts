export const DESKTOP_SEARCH_LIMIT = 8;

type Searchable = { name: string; aliases: readonly string[] };
export type SearchResult<T> = { matches: T[]; total: number };

/** Spec section 5: trimmed, case-insensitive substring match on the name or any alias. */
export function searchCountries<T extends Searchable>(countries: readonly T[], query: string, limit = DESKTOP_SEARCH_LIMIT): SearchResult<T> {
  const needle = normalize(query.trim());
  if (!needle) return { matches: [], total: 0 };
  const found = countries.filter((country) => [country.name, ...country.aliases].some((name) => normalize(name).includes(needle)));
  // Names that start with the query come first, then the rest alphabetically.
  found.sort((a, b) => {
    const aStarts = normalize(a.name).startsWith(needle) ? 0 : 1;
    const bStarts = normalize(b.name).startsWith(needle) ? 0 : 1;
    return aStarts - bStarts || a.name.localeCompare(b.name);
  });
  return { matches: found.slice(0, limit), total: found.length };
}

function normalize(value: string): string {
  return value.toLocaleLowerCase("en");
}
