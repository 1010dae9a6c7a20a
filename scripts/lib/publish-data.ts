import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataUpdatedAt } from "../../data/model/data-updated-at";
import {
  legislationStatusDocumentSchema,
  newsDocumentSchema,
  unCountryListSchema,
  type Country,
  type LegislationStatusDocument,
  type NewsDocument,
  type NewsItem,
  type Survey,
  type UnCountryList,
  type UnCountry,
} from "../../data/schema";

export type PublishedData = { status: LegislationStatusDocument; news: NewsDocument; un: UnCountryList };


export function buildPublishedData(countries: readonly Country[], news: readonly NewsItem[], unCountries: readonly UnCountry[], surveys: readonly Survey[] = []): PublishedData {
  const updatedAt = dataUpdatedAt(countries);
  const sorted = [...countries].sort((a, b) => a.iso_a3.localeCompare(b.iso_a3));
  return {
    status: legislationStatusDocumentSchema.parse({ updated_at: updatedAt, countries: sorted, surveys: [...surveys].sort((a, b) => a.id.localeCompare(b.id)) }),
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

/** Writes a file beside its final name, then renames it, so a reader never sees half a file. */
export function writeAtomically(target: string, text: string): string {
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, target);
  return target;
}
