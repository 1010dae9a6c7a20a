import type { Country } from "@data/schema";
import type { Metric } from "@data/schema/metrics";
import { type ReactNode, startTransition, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { formatDate } from "~/lib/format-date";
import { useLanguage, useMessages, useTranslatedPageMessages } from "~/lib/i18n/i18n-context";
import { englishPath } from "~/lib/i18n/languages";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { onIdle } from "~/lib/on-idle";
import { useHydrated } from "~/lib/use-hydrated";
import { countryPageMessages } from "./country-page-messages";
import { trackerMessages } from "./messages";
import type { trackerPageMessages } from "./translated-page-messages";
import type { CountryDrawer as CountryDrawerType } from "./country-drawer";
import { useBriefTranslation } from "./brief/use-brief-translation";
import { CountriesTable } from "./countries-table";
import { CountrySearch } from "./country-search";
import { InfoCard } from "./info-card";
import { MetricLegends } from "./legend";
import { LoadingIndicator } from "./loading-indicator";
import type { MapFrame } from "./map/map-geometry";
import { DESKTOP_ZOOM } from "./map/use-map-view";
import { WorldMap } from "./map/world-map";
import { MetricSelect } from "./metric-select";
import { NewsPanel } from "./news-panel";
import { DESKTOP_NEWS_LIMIT } from "./recent-news";
import { DESKTOP_SEARCH_LIMIT } from "./search";
import { trackerStats } from "./statistics";
import { MetricStatsRows } from "./stats-row";
import type { FetchMode, TrackerSnapshot } from "./tracker-data";
import { DEFAULT_METRIC, METRIC_ORDER } from "./metrics";
import { readTrackerUrl, todayIso, writeTrackerUrl } from "./url-state";
import type { countriesAt as CountriesAtFn } from "./history/countries-at";
import { DateControl } from "./history/date-control";
import { useStatusHistory } from "./history/use-status-history";
import { useTrackerData } from "./use-tracker-data";
import { MapErrorBoundary } from "./map/map-error-boundary";
import { MOBILE_ZOOM } from "./map/use-map-view";
import { MobileCountryList } from "./mobile-country-list";
import { matchesMobileLayout, useMobileLayout } from "./use-mobile-layout";

type CountriesAt = typeof CountriesAtFn;

// The drawer (and the dialog code under it) is not in the page's first scripts: most visits read the
// map and never open a brief. It loads once the page is quiet, or at once when a brief is asked for,
// and renders without a Suspense boundary, so the first open never waits on a fallback.
type Drawer = typeof CountryDrawerType;
let loadedDrawer: Drawer | null = null;
const loadDrawer = () => import("./country-drawer").then((module) => (loadedDrawer = module.CountryDrawer));

/** The mobile recent-updates list shows the latest 6 (docs/product.md#recent-news). */
const MOBILE_NEWS_LIMIT = 6;

const HOVER_INTENT_MS = 120;

type TrackerPageProps = {
  snapshot: TrackerSnapshot;
  map: MapFrame;
  /** Slots filled by the route with other features (share, live-updates status, follow button). */
  share: ReactNode;
  status?: ReactNode;
  briefActions?: (country: { iso_a3: string; name: string }) => ReactNode;
  /** "Using a VPN here" for the brief in the drawer, composed by the route from the vpn feature. */
  briefVpnSection?: (country: Country) => ReactNode;
};

export function TrackerPage({ snapshot, map, share, status, briefActions, briefVpnSection }: TrackerPageProps) {
  const mobile = useMobileLayout();
  const t = useMessages(trackerMessages);
  const title = useMessages(countryPageMessages)("trackerTitle");
  const translatedPage = useTranslatedPageMessages<typeof trackerPageMessages>("tracker");
  const language = useLanguage();
  const localized = useLocalizedPath();
  const date = (value: string | null | undefined) => formatDate(value, language);
  // Mobile fetches the status data with cache: 'no-store' (docs/product.md#data-loading-and-caching); decided once, before the first fetch.
  const [cache] = useState<FetchMode>(() => (matchesMobileLayout() ? "no-store" : "default"));
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  // The URL is read after hydration so the first render matches the prerendered (default) view.
  const state = hydrated ? readTrackerUrl(params) : { metric: DEFAULT_METRIC, country: null, date: null };
  // The build's day first (the prerendered date field's max and value), the reader's once hydrated.
  const [today, setToday] = useState(() => snapshot.builtAt.slice(0, 10));
  useEffect(() => startTransition(() => setToday(todayIso())), []);
  // A search link (?q=) fills the search boxes once hydrated; the service worker may have answered it with the plain page.
  const searchLink = hydrated ? params.get("q")?.trim().slice(0, 100) || null : null;
  const [hovered, setHoveredNow] = useState<string | null>(null);
  // The snapshot lacks summaries, aliases and briefs: the full document is fetched once the reader
  // reaches for one (a hover card, a search, a brief), not on every load.
  const [searching, setSearching] = useState(false);
  const full = searching || searchLink !== null || hovered !== null || state.country !== null;
  const data = useTrackerData(snapshot, { cache, newsLimit: mobile ? MOBILE_NEWS_LIMIT : DESKTOP_NEWS_LIMIT, full });
  // The pointer must rest on a country briefly before the card switches to it, so moving from a
  // country to its card's button across other countries keeps the card; focus switches at once.
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The country waiting for the pointer to rest on it; moving on restarts the wait, and reaching
  // the card cancels it, so travelling to the card's button never switches the card.
  const pendingHover = useRef<{ iso: string | null } | null>(null);
  const armHover = () => {
    clearTimeout(hoverTimer.current);
    const pending = pendingHover.current;
    if (pending) hoverTimer.current = setTimeout(() => ((pendingHover.current = null), setHoveredNow(pending.iso)), HOVER_INTENT_MS);
  };
  const setHovered = (iso: string | null, immediate = false) => {
    clearTimeout(hoverTimer.current);
    pendingHover.current = immediate ? null : { iso };
    if (immediate) setHoveredNow(iso);
    else armHover();
  };
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  // A past date (?date=) loads the history and recolours the map, figures, table and search as of that day.
  // The history and the code that reads it load only then: today's tracker carries neither.
  const history = useStatusHistory(state.date !== null);
  const [recolour, setRecolour] = useState<{ countriesAt: CountriesAt } | null>(null);
  // A chunk that fails to load reloads the page once (app/lib/chunk-error-recovery.ts), hence `void`.
  useEffect(() => {
    if (state.date && !recolour) void import("./history/countries-at").then(({ countriesAt }) => setRecolour({ countriesAt }));
  }, [state.date, recolour]);
  const past = state.date !== null && history.status === "ready" && recolour ? state.date : null;
  const historyData = history.data;
  const countries = useMemo(
    () => (past && historyData && recolour ? recolour.countriesAt(data.countries, historyData, past) : data.countries),
    [data.countries, historyData, past, recolour],
  );
  const byIso = useMemo(() => new Map(countries.map((country) => [country.iso_a3, country])), [countries]);
  // Every metric's figures are in the page (stats-row.tsx), so all are computed.
  const stats = useMemo(() => new Map(METRIC_ORDER.map((metric) => [metric, trackerStats(countries, metric)])), [countries]);
  const selected = state.country && byIso.get(state.country)?.hasData ? byIso.get(state.country)! : null;
  const fullCountry = data.fullCountry(selected?.iso_a3 ?? null);
  const brief = useBriefTranslation(fullCountry);
  const [CountryDrawer, setCountryDrawer] = useState<Drawer | null>(() => loadedDrawer);
  const wantsDrawer = selected !== null;
  useEffect(() => {
    if (CountryDrawer) return;
    let live = true;
    // A chunk that fails to load reloads the page once (app/lib/chunk-error-recovery.ts), hence `void`.
    const load = () => void loadDrawer().then((drawer) => live && setCountryDrawer(() => drawer));
    if (wantsDrawer) load();
    const cancel = wantsDrawer ? () => undefined : onIdle(load);
    return () => {
      live = false;
      cancel();
    };
  }, [CountryDrawer, wantsDrawer]);

  const update = (next: { metric?: Metric; country?: string | null; date?: string | null }) =>
    setParams((current) => writeTrackerUrl(current, { ...readTrackerUrl(current), ...next }), { preventScrollReset: true });
  const open = (iso: string) => update({ country: iso });

  return (
    // data-metric: the stylesheet shows this metric's legend and statistics, and colours the map by it.
    <div className="tracker mx-auto max-w-7xl" data-metric={state.metric} data-past={past ?? undefined}>
      <header className="tracker-header">
        <div>
          <h1>{title}</h1>
          <p className="text-sm text-muted">
            {t.rich(
              "lastUpdated",
              {
                time: (text) => <time dateTime={data.updatedAt ?? undefined}>{text}</time>,
                changes: (text) => <a href={localized("/changes").to}>{text}</a>,
              },
              { date: date(data.updatedAt) },
            )}
          </p>
          {language === "en" ? null : (
            <p className="text-sm">
              {translatedPage.rich("translatedTrackerNote", {
                english: (text) => (
                  <a href={englishPath("/legal-tracker")} hrefLang="en">
                    {text}
                  </a>
                ),
              })}
            </p>
          )}
          {status}
        </div>
        {share}
      </header>

      {/* Filled by the server for readers without JavaScript who follow ?country= or search (server/tracker-requests.ts). */}
      <noscript data-slot="tracker-notice" />

      {/* A fixed slot, so the indicator coming and going never shifts the page; nothing loads before hydration. */}
      <div className="loading-slot">{hydrated && (data.loading || data.progress > 0) ? <LoadingIndicator progress={data.progress} /> : null}</div>
      {data.error ? (
        <div className="notice notice-error" role="alert">
          <p className="error-title">{t("errorLoadingTitle")}</p>
          <p>{t("errorLoading", { message: data.error.message })}</p>
          <p className="text-sm text-muted">{t("mapShowsNoStatuses")}</p>
          {/* Mobile reloads the page; desktop fetches again in place (docs/product.md#tracker-page). */}
          <button type="button" className="btn btn-outline btn-sm" onClick={mobile ? () => window.location.reload() : data.retry}>
            {t("retry")}
          </button>
        </div>
      ) : null}

      {state.date ? (
        <PastNotice
          date={state.date}
          state={past ? "ready" : history.status === "ready" ? "loading" : history.status}
          error={history.error}
          onRetry={history.retry}
          onToday={() => update({ date: null })}
        />
      ) : null}

      <div className="tracker-desktop-only">
        <MetricStatsRows stats={stats} current={state.metric} past={past !== null} />
      </div>

      {/* On a phone the search comes first (the map follows); it is a GET form that works without JavaScript. */}
      <div className="tracker-mobile-only" onFocus={() => setSearching(true)}>
        <MobileCountryList countries={countries} metric={state.metric} onOpen={open} initialQuery={searchLink} />
      </div>

      <div className="tracker-controls">
        <MetricSelect value={state.metric} onChange={(metric) => update({ metric })} />
        <DateControl date={state.date} today={today} onChange={(date) => update({ date })} />
        <div className="tracker-desktop-only" onFocus={() => setSearching(true)}>
          <CountrySearch countries={countries} metric={state.metric} limit={DESKTOP_SEARCH_LIMIT} onPick={open} initialQuery={searchLink} />
        </div>
      </div>
      <div className="tracker-mobile-only">
        <MetricLegends />
        {hydrated && data.loading ? (
          <p className="text-sm text-muted" role="status">
            {t("loadingMapData")}
          </p>
        ) : null}
      </div>

      <div
        className="tracker-map-area"
        onPointerLeave={() => setHovered(null)}
        onPointerMove={() => {
          if (pendingHover.current) armHover();
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(null, true);
        }}>
        <MapErrorBoundary>
          <WorldMap
            frame={map}
            countries={byIso}
            metric={state.metric}
            zoom={mobile ? MOBILE_ZOOM : DESKTOP_ZOOM}
            centre={mobile ? map.centres.mobile : map.centres.desktop}
            onSelect={open}
            onHover={mobile ? undefined : setHovered}
            onFocusCountry={(iso) => setHovered(iso, true)}
            skipTo="tracker-after-map"
          />
        </MapErrorBoundary>
        <div
          className="tracker-desktop-only"
          onPointerEnter={() => {
            clearTimeout(hoverTimer.current);
            pendingHover.current = null;
          }}>
          <InfoCard country={hovered ? (byIso.get(hovered) ?? null) : null} metric={state.metric} onOpen={open} />
        </div>
      </div>
      {/* Where "Skip the map" lands: past the map, its zoom buttons and the hover card. */}
      <span id="tracker-after-map" className="sr-only" tabIndex={-1}>
        {t("endOfMap")}
      </span>
      <div className="tracker-desktop-only">
        <MetricLegends />
      </div>

      <div className="tracker-lower">
        {/* Mobile hides the panel when there is nothing to show (docs/product.md#tracker-page). */}
        {mobile && data.news.length === 0 ? null : <NewsPanel items={data.news} countryName={data.nameOf} />}
        {/* In the HTML, closed: readers without JavaScript open it to reach every country's page. */}
        <details className="card countries-table-card" id="countries">
          <summary className="font-semibold">
            {past ? t("tableSummaryPast", { count: countries.length, date: date(past) }) : t("tableSummary", { count: countries.length })}
          </summary>
          <CountriesTable countries={countries} onOpen={open} />
        </details>
      </div>

      {CountryDrawer ? (
        <>
          <CountryDrawer
            variant={mobile ? "sheet" : "drawer"}
            open={selected !== null}
            name={selected?.name ?? null}
            iso={selected?.iso_a3 ?? null}
            country={brief.country}
            translation={brief.translation}
            state={data.briefState}
            onClose={() => update({ country: null })}
            onRetry={data.retry}
            actions={selected && briefActions ? briefActions(selected) : null}
            vpnSection={briefVpnSection}
          />
        </>
      ) : null}
    </div>
  );
}

/** Says plainly that the page shows the past, and how to come back; while loading or failing, says that instead. */
function PastNotice({
  date,
  state,
  error,
  onRetry,
  onToday,
}: {
  date: string;
  state: "idle" | "loading" | "error" | "ready";
  error: Error | null;
  onRetry: () => void;
  onToday: () => void;
}) {
  const t = useMessages(trackerMessages);
  const language = useLanguage();
  if (state === "error") {
    return (
      <div className="notice notice-error" role="alert">
        <p>{t("historyErrorPast", { message: error?.message ?? "" })}</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
          {t("retry")}
        </button>{" "}
        <button type="button" className="btn btn-sm" onClick={onToday}>
          {t("backToToday")}
        </button>
      </div>
    );
  }
  return (
    <div className="notice past-notice" role="status">
      {state === "ready" ? (
        <p>
          {t.rich("pastNotice", { strong: (text) => <strong>{text}</strong> }, { date: formatDate(date, language) })}{" "}
          <button type="button" className="btn btn-sm" onClick={onToday}>
            {t("backToToday")}
          </button>
        </p>
      ) : (
        <p>{t("pastLoading", { date: formatDate(date, language) })}</p>
      )}
    </div>
  );
}
