import { ALL_GREY } from "@data/model/merge-countries";
import type { UnCountry } from "@data/schema";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { recentNews } from "./recent-news";
import {
  newsQuery,
  statusQuery,
  toTrackerCountries,
  unCountriesQuery,
  versionsQuery,
  type FetchMode,
  type TrackerCountry,
  type TrackerSnapshot,
} from "./tracker-data";

const PROGRESS_RESET_MS = 400;

/**
 * The tracker's data (docs/product.md#data-loading-and-caching): the prerendered snapshot, and the
 * published files only when they are newer than the snapshot (data/versions.json says so, or
 * cannot be read) or when the reader needs what the snapshot leaves out (`full`: summaries,
 * aliases, briefs). On failure the status data becomes empty (all grey) and the news an empty list.
 */
export function useTrackerData(
  snapshot: TrackerSnapshot,
  { cache = "default", newsLimit, full = false }: { cache?: FetchMode; newsLimit: number; full?: boolean },
) {
  const versions = useQuery(versionsQuery(cache));
  const statusNewer = versions.isError || (versions.data !== undefined && versions.data.status !== snapshot.versions.status);
  const newsNewer = versions.isError || (versions.data !== undefined && versions.data.news !== snapshot.versions.news);
  const status = useQuery({ ...statusQuery(cache), enabled: statusNewer || full });
  const news = useQuery({ ...newsQuery(), enabled: newsNewer });
  const un = useQuery({ ...unCountriesQuery(), enabled: statusNewer || full });
  const hydrated = useHydrated();
  // Dates relative to today use the build day until hydration, so the first render matches the HTML.
  const now = useMemo(() => (hydrated ? new Date() : new Date(snapshot.builtAt)), [hydrated, snapshot.builtAt]);

  const unList: UnCountry[] = useMemo(
    () =>
      un.data?.countries ??
      snapshot.countries.map((c) => ({
        name: c.name,
        aliases: c.aliases,
        iso_a3: c.iso_a3,
        iso_a2: "",
        iso_numeric: "",
        lat: 0,
        lng: 0,
        region: "",
        subregion: "",
      })),
    [un.data, snapshot.countries],
  );

  const countries: TrackerCountry[] = useMemo(() => {
    if (status.isError) {
      return unList.map((c) => ({
        iso_a3: c.iso_a3,
        name: c.name,
        aliases: c.aliases,
        hasData: false,
        statuses: { ...ALL_GREY },
        inferred: [],
        summary: null,
        last_change: null,
        last_verified: null,
      }));
    }
    if (status.data) return toTrackerCountries(unList, status.data.countries);
    return snapshot.countries;
  }, [status.isError, status.data, unList, snapshot.countries]);

  const newsItems = useMemo(() => {
    if (news.isError) return [];
    return recentNews(news.data ? news.data.items : snapshot.news, now, newsLimit);
  }, [news.isError, news.data, snapshot.news, now, newsLimit]);

  // Progress: 10 while fetching, 100 when done, back to 0 after 400 ms (docs/product.md#data-loading-and-caching).
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (status.isFetching) return setProgress(10);
    if (!status.isSuccess) return setProgress(0);
    setProgress(100);
    const timer = setTimeout(() => setProgress(0), PROGRESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status.isFetching, status.isSuccess]);

  const nameOf = useMemo(() => {
    const names = new Map(countries.map((c) => [c.iso_a3, c.name]));
    names.set("EUU", "European Union");
    return (code: string) => names.get(code) ?? code;
  }, [countries]);

  return {
    countries,
    news: newsItems,
    nameOf,
    updatedAt: status.isError ? null : (status.data?.updated_at ?? snapshot.updatedAt),
    // "Loading" only while colours may still change: fetching what the snapshot leaves out changes none.
    loading: statusNewer && status.isLoading,
    progress,
    error: status.isError ? (status.error as Error) : null,
    fullCountry: (iso: string | null) => (iso ? (status.data?.countries.find((c) => c.iso_a3 === iso) ?? null) : null),
    briefState: status.isError ? ("error" as const) : status.data ? ("ready" as const) : ("loading" as const),
    retry: () => {
      if (versions.isError) void versions.refetch();
      if (status.isError || status.data) void status.refetch();
      if (news.isError || news.data) void news.refetch();
      if (un.isError) void un.refetch();
    },
  };
}
