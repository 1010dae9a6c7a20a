// The published documents (/data/*.json) built from checked data: one function for the build,
// data:publish and the tracker's prerendered snapshot, so their versions match.
import { dataUpdatedAt } from "./data-updated-at";
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
} from "../schema";

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
