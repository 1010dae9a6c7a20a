import { mergeCountries } from "@data/model/merge-countries";
import type { Country, LegislationStatusDocument, NewsDocument, NewsItem, UnCountryList } from "@data/schema";
import { inferredMetrics } from "@data/model/evidence-strength";
import type { Metric, ScoredMetric, Status } from "@data/schema/metrics";
import { queryOptions } from "@tanstack/react-query";
import { hasArray, HttpError } from "./published-json";

/** What the map, search, statistics and hover card need about one UN member. */
export type TrackerCountry = {
  iso_a3: string;
  name: string;
  aliases: string[];
  hasData: boolean;
  statuses: Record<Metric, Status>;
  /** Green cells that rest on the absence of a restriction in comprehensive surveys. */
  inferred: ScoredMetric[];
  summary: string | null;
  last_change: string | null;
  last_verified: string | null;
};

/** The build-time view the prerendered page shows until the browser has fetched fresh data. */
export type TrackerSnapshot = { builtAt: string; versions: DataVersions; updatedAt: string | null; countries: TrackerCountry[]; news: NewsItem[] };

/** data/versions.json: the version of each published document (scripts/lib/publish-data.ts). */
export type DataVersions = { status: string; news: string };

export function toTrackerCountries(unList: UnCountryList["countries"], data: readonly Country[]): TrackerCountry[] {
  return mergeCountries(unList, data).map((entry) => ({
    iso_a3: entry.iso_a3,
    name: entry.name,
    aliases: entry.aliases,
    hasData: entry.hasData,
    statuses: entry.statuses,
    inferred: inferredMetrics(entry.data),
    summary: entry.data?.summary ?? null,
    last_change: entry.data?.last_change ?? null,
    last_verified: entry.data?.last_verified ?? null,
  }));
}

const DATA_URLS = {
  versions: "/data/versions.json",
  status: "/data/legislation-status.json",
  news: "/data/legislation-news.json",
  un: "/data/un-countries.json",
} as const;

async function fetchJson<T>(url: string, key: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new HttpError(response.status);
  const body: unknown = await response.json();
  if (!hasArray(body, key)) throw new Error(`Unexpected data in ${url}: no "${key}" list`);
  return body as T;
}

// Query settings (docs/product.md#data-loading-and-caching): stale after 5 minutes, no refetch on
// focus, unused entries kept 300000 ms, 3 retries with backoff from 1000 ms doubling per attempt,
// capped at 30000 ms.
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  gcTime: 300_000,
  refetchOnWindowFocus: false,
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} as const;

export type FetchMode = "default" | "no-store";

export const statusQuery = (cache: FetchMode = "default") =>
  queryOptions({
    queryKey: ["legislation-status", cache],
    // The document is large and replaced whole on each publish: deep-comparing it costs more than it saves.
    structuralSharing: false,
    queryFn: ({ signal }): Promise<LegislationStatusDocument> => fetchJson(DATA_URLS.status, "countries", { signal, cache }),
  });

/** A few dozen bytes: whether the prerendered snapshot is still current. */
export const versionsQuery = (cache: FetchMode = "default") =>
  queryOptions({
    queryKey: ["data-versions", cache],
    // Read once per load (and again when a live update arrives), never retried for long: on
    // failure the page fetches the documents themselves, as it did before versions existed.
    staleTime: Infinity,
    retry: 0,
    queryFn: async ({ signal }): Promise<DataVersions> => {
      const response = await fetch(DATA_URLS.versions, { signal, cache: cache === "no-store" ? "no-store" : "no-cache" });
      if (!response.ok) throw new HttpError(response.status);
      const body = (await response.json()) as Partial<DataVersions> | null;
      if (typeof body?.status !== "string" || typeof body.news !== "string") throw new Error(`Unexpected data in ${DATA_URLS.versions}`);
      return { status: body.status, news: body.news };
    },
  });

export const newsQuery = () =>
  queryOptions({
    queryKey: ["legislation-news"],
    queryFn: ({ signal }): Promise<NewsDocument> => fetchJson(DATA_URLS.news, "items", { signal }),
  });

export const unCountriesQuery = () =>
  queryOptions({
    queryKey: ["un-countries"],
    // The signal aborts the request when the reader leaves the page (docs/product.md#data-loading-and-caching).
    queryFn: async ({ signal }): Promise<UnCountryList> => {
      const response = await fetch(DATA_URLS.un, { signal });
      if (!response.ok) {
        console.error(`Failed to load UN countries (${response.status})`);
        throw new HttpError(response.status);
      }
      const body: unknown = await response.json();
      if (!hasArray(body, "countries")) throw new Error(`Unexpected data in ${DATA_URLS.un}: no "countries" list`);
      return body as UnCountryList;
    },
  });
