import type { Metric } from "@data/schema/metrics";
import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { formatDate } from "~/lib/format-date";
import { useHydrated } from "~/lib/use-hydrated";
import { CountriesTable } from "./countries-table";
import { CountryDrawer } from "./country-drawer";
import { CountrySearch } from "./country-search";
import { InfoCard } from "./info-card";
import { Legend } from "./legend";
import { LoadingIndicator } from "./loading-indicator";
import type { MapGeometry } from "./map/map-geometry";
import { DESKTOP_ZOOM } from "./map/use-map-view";
import { WorldMap } from "./map/world-map";
import { MetricSelect } from "./metric-select";
import { NewsPanel } from "./news-panel";
import { DESKTOP_NEWS_LIMIT } from "./recent-news";
import { DESKTOP_SEARCH_LIMIT } from "./search";
import { trackerStats } from "./statistics";
import { StatsRow } from "./stats-row";
import type { TrackerSnapshot } from "./tracker-data";
import { DEFAULT_METRIC } from "./metrics";
import { readTrackerUrl, writeTrackerUrl } from "./url-state";
import { useTrackerData } from "./use-tracker-data";

export const TRACKER_TITLE = "Legislation & Censorship Tracker";
export const HOVER_INTENT_MS = 120;

export function TrackerPage({ snapshot, geometry, share }: { snapshot: TrackerSnapshot; geometry: MapGeometry; share: React.ReactNode }) {
  const data = useTrackerData(snapshot, { newsLimit: DESKTOP_NEWS_LIMIT });
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  // The URL is read after hydration so the first render matches the prerendered (default) view.
  const state = hydrated ? readTrackerUrl(params) : { metric: DEFAULT_METRIC, country: null };
  const [hovered, setHoveredNow] = useState<string | null>(null);
  // The pointer must rest on a country briefly before the card switches to it, so moving from a
  // country to its card's button across other countries keeps the card; focus switches at once.
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const setHovered = (iso: string | null, immediate = false) => {
    clearTimeout(hoverTimer.current);
    if (immediate) setHoveredNow(iso);
    else hoverTimer.current = setTimeout(() => setHoveredNow(iso), HOVER_INTENT_MS);
  };
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  const [tableOpen, setTableOpen] = useState(false);

  const byIso = useMemo(() => new Map(data.countries.map((country) => [country.iso_a3, country])), [data.countries]);
  const stats = useMemo(() => trackerStats(data.countries, state.metric), [data.countries, state.metric]);
  const selected = state.country && byIso.get(state.country)?.hasData ? byIso.get(state.country)! : null;

  const update = (next: { metric?: Metric; country?: string | null }) =>
    setParams((current) => writeTrackerUrl(current, { ...readTrackerUrl(current), ...next }), { preventScrollReset: true });
  const open = (iso: string) => update({ country: iso });

  return (
    <div className="tracker mx-auto max-w-7xl">
      <header className="tracker-header">
        <div>
          <h1>{TRACKER_TITLE}</h1>
          <p className="text-sm text-muted">
            Last updated <time dateTime={data.updatedAt ?? undefined}>{formatDate(data.updatedAt)}</time> · Information, not legal
            advice
          </p>
        </div>
        {share}
      </header>

      {/* A fixed slot, so the indicator coming and going never shifts the page. */}
      <div className="loading-slot">{data.loading || data.progress > 0 ? <LoadingIndicator progress={data.progress} /> : null}</div>
      {data.error ? (
        <div className="notice notice-error" role="alert">
          <p>
            <strong>Error loading data.</strong> Failed to load legislation data: {data.error.message}. The map shows no statuses
            until it loads.
          </p>
          <button type="button" className="btn btn-outline btn-sm" onClick={data.retry}>
            Retry
          </button>
        </div>
      ) : null}

      <StatsRow stats={stats} />

      <div className="tracker-controls">
        <MetricSelect value={state.metric} onChange={(metric) => update({ metric })} />
        <CountrySearch countries={data.countries} metric={state.metric} limit={DESKTOP_SEARCH_LIMIT} onPick={open} />
      </div>

      <div
        className="tracker-map-area"
        onPointerLeave={() => setHovered(null)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(null, true);
        }}
      >
        <WorldMap
          geometry={geometry}
          countries={byIso}
          metric={state.metric}
          zoom={DESKTOP_ZOOM}
          centre={geometry.centres.desktop}
          onSelect={open}
          onHover={setHovered}
          onFocusCountry={(iso) => setHovered(iso, true)}
        />
        <InfoCard country={hovered ? (byIso.get(hovered) ?? null) : null} metric={state.metric} onOpen={open} />
      </div>
      <Legend metric={state.metric} />

      <div className="tracker-lower">
        <NewsPanel items={data.news} countryName={data.nameOf} />
        <details className="card" onToggle={(event) => setTableOpen(event.currentTarget.open)}>
          <summary className="font-semibold">All {data.countries.length} countries as a table</summary>
          {tableOpen ? <CountriesTable countries={data.countries} metric={state.metric} onOpen={open} /> : null}
        </details>
      </div>

      <CountryDrawer
        open={selected !== null}
        name={selected?.name ?? null}
        country={data.fullCountry(selected?.iso_a3 ?? null)}
        state={data.briefState}
        onClose={() => update({ country: null })}
        onRetry={data.retry}
      />
    </div>
  );
}
