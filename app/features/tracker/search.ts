import { searchCountries as search, type SearchResult } from "@data/model/country-search";

export const DESKTOP_SEARCH_LIMIT = 8;
export type { SearchResult };

/** Trimmed, case-insensitive substring match on the name or any alias (docs/product.md#country-search; data/model/country-search.ts). */
export function searchCountries<T extends { name: string; aliases: readonly string[] }>(
  countries: readonly T[],
  query: string,
  limit = DESKTOP_SEARCH_LIMIT,
): SearchResult<T> {
  return search(countries, query, limit);
}
