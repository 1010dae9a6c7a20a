import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  legislationStatusDocumentSchema,
  newsDocumentSchema,
  unCountryListSchema,
  type Country,
  type LegislationStatusDocument,
  type NewsDocument,
  type NewsItem,
  type UnCountryList,
  type UnCountry,
} from "../../data/schema";

export type PublishedData = { status: LegislationStatusDocument; news: NewsDocument; un: UnCountryList };

/** The data's own last update: the newest verification or change date, so rebuilding unchanged data changes nothing. */
export function dataUpdatedAt(countries: readonly Country[]): string {
  const newest = countries.flatMap((country) => [country.last_verified, country.last_change]).sort().at(-1) ?? "1970-01-01";
  return `${newest}T00:00:00Z`;
}

export function buildPublishedData(countries: readonly Country[], news: readonly NewsItem[], unCountries: readonly UnCountry[]): PublishedData {
  const updatedAt = dataUpdatedAt(countries);
  const sorted = [...countries].sort((a, b) => a.iso_a3.localeCompare(b.iso_a3));
  return {
    status: legislationStatusDocumentSchema.parse({ updated_at: updatedAt, countries: sorted }),
    news: newsDocumentSchema.parse({ updated_at: updatedAt, items: news }),
    un: unCountryListSchema.parse({ countries: unCountries }),
  };
}

export const PUBLISHED_FILES = {
  status: "legislation-status.json",
  news: "legislation-news.json",
  un: "un-countries.json",
} as const;

/** Writes each file to a temporary name, then renames it, so a reader never sees half a file. */
export function writePublishedData(outDir: string, data: PublishedData): string[] {
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const [key, name] of Object.entries(PUBLISHED_FILES) as Array<[keyof PublishedData, string]>) {
    const target = path.join(outDir, name);
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(data[key]));
    renameSync(temporary, target);
    written.push(target);
  }
  return written;
}
