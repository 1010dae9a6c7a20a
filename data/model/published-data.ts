// The published documents (/data/*.json) built from checked data: one function for the build,
// data:publish and the tracker's prerendered snapshot, so their versions match.
import { withNamesInTranslationLanguages } from "./country-names";
import { dataUpdatedAt } from "./data-updated-at";
import { flattenHistory, onRecordSince } from "./status-history";
import {
  legislationStatusDocumentSchema,
  HISTORY_START,
  newsDocumentSchema,
  statusHistoryDocumentSchema,
  unCountryListSchema,
  type Country,
  type LegislationStatusDocument,
  type NewsDocument,
  type NewsItem,
  type StatusHistoryDocument,
  type Survey,
  type UnCountryList,
  type UnCountry,
} from "../schema";

export type PublishedData = { status: LegislationStatusDocument; news: NewsDocument; un: UnCountryList; history: StatusHistoryDocument };

/** The status document leaves the history out: the tracker loads it only when a reader asks for the past. */
function withoutHistory(country: Country): Country {
  const { history: _history, ...rest } = country;
  return { ...rest, subnational: rest.subnational.map(({ history: _entryHistory, ...entry }) => entry) };
}

export function buildPublishedData(
  countries: readonly Country[],
  news: readonly NewsItem[],
  unCountries: readonly UnCountry[],
  surveys: readonly Survey[] = [],
): PublishedData {
  const updatedAt = dataUpdatedAt(countries);
  const byIso = [...countries].sort((a, b) => a.iso_a3.localeCompare(b.iso_a3));
  const sorted = byIso.map(withoutHistory);
  return {
    status: legislationStatusDocumentSchema.parse({ updated_at: updatedAt, countries: sorted, surveys: [...surveys].sort((a, b) => a.id.localeCompare(b.id)) }),
    news: newsDocumentSchema.parse({ updated_at: updatedAt, items: news }),
    un: unCountryListSchema.parse({ countries: unCountries.map(withNamesInTranslationLanguages) }),
    history: statusHistoryDocumentSchema.parse({
      updated_at: updatedAt,
      history_start: HISTORY_START,
      on_record_since: Object.fromEntries(byIso.map((country) => [country.iso_a3, onRecordSince(country)])),
      changes: flattenHistory(countries),
    }),
  };
}
