import type { Country, ScoredMetric } from "@data/schema";
import { HISTORY_START, SCORED_METRICS } from "@data/schema/metrics";
import { historyKey } from "@data/model/history-key";
import { changeDirection, dayOf, evidenceDates, flattenHistory, statusSince, type HistoryChange } from "@data/model/status-history";
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import { formatDate } from "~/lib/format-date";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { useCountryName } from "../country-names";
import { countrySlug } from "../country-slug";
import { historyRevision } from "../history/status-history-data";
import { StatusDot } from "../status-dot";
import { useLabels } from "../use-labels";
import { timelineMessages } from "./timeline-messages";
import type { LazyTimeline as OnDemandTimeline } from "./lazy-timeline";
import { TranslatedText, type BriefTranslation } from "./translated-text";

// The history fetched on demand: the drawer's, or the page's after a live update. A country page
// shows the history in its HTML, so it does not load this code (docs/decisions/0021-smaller-javascript.md).
type LazyTimelineModule = { LazyTimeline: typeof OnDemandTimeline };
let lazyTimelineModule: LazyTimelineModule | undefined;

/** Loads the on-demand timeline; once it has loaded, a timeline that switches to it never suspends. */
export function preloadLazyTimeline(): Promise<LazyTimelineModule> {
  return import("./lazy-timeline").then((module) => (lazyTimelineModule = module));
}

// A loaded module is handed to React at once (a thenable that resolves synchronously), so neither the
// drawer nor a country page after a live update shows an empty section while React waits a tick.
const LazyTimeline = lazy(
  () =>
    ({
      then: (resolve: (module: { default: LazyTimelineModule["LazyTimeline"] }) => void, reject: (error: unknown) => void) => {
        if (lazyTimelineModule) resolve({ default: lazyTimelineModule.LazyTimeline });
        else preloadLazyTimeline().then((module) => resolve({ default: module.LazyTimeline }), reject);
      },
    }) as unknown as Promise<{ default: LazyTimelineModule["LazyTimeline"] }>,
);

type TimelineProps = { country: Country; headingId: string; H: "h2" | "h3"; translation?: BriefTranslation };

/**
 * The brief's history: since when each status is on record, then every dated change, newest first,
 * each with its sources and its place on /changes. On the country page the changes are in the HTML;
 * in the tracker's drawer they load when the reader asks (today's tracker never fetches them).
 */
export function StatusTimeline({ country, headingId, H, translation }: TimelineProps) {
  const t = useMessages(timelineMessages);
  // After a live update, the prerendered history may be out of date: the published one replaces it.
  const revision = useSyncExternalStore(historyRevision.subscribe, historyRevision.get, historyRevision.server);
  const changes = country.history && revision === 0 ? flattenHistory([country]) : null;
  return (
    <section aria-labelledby={headingId} className="status-timeline">
      <H id={headingId}>{t("historyOfChanges")}</H>
      {changes ? (
        <TimelineBody country={country} changes={changes} translation={translation} />
      ) : (
        <Suspense fallback={null}>
          <LazyTimeline country={country} wantedAtOnce={Boolean(country.history)} updated={revision > 0} translated={translation !== undefined} />
        </Suspense>
      )}
    </section>
  );
}

/** Today's statuses since when, then the changes, newest first (also shown by lazy-timeline.tsx). */
export function TimelineBody({
  country,
  changes,
  showSince = true,
  translation,
}: {
  country: Country;
  changes: ReadonlyArray<HistoryChange & { fallback?: "stale" | "missing" }>;
  showSince?: boolean;
  translation?: BriefTranslation;
}) {
  const t = useMessages(timelineMessages);
  const labels = useLabels();
  const language = useLanguage();
  const localized = useLocalizedPath();
  const countryName = useCountryName();
  const date = (value: string) => formatDate(value, language);
  const national = changes.filter((change) => !change.subdivision).reverse();
  const dates = evidenceDates(country);
  const places = new Map(country.subnational.map((entry) => [entry.iso_code, entry.name]));
  const since = !showSince
    ? []
    : SCORED_METRICS.flatMap((metric) => {
        const status = country.statuses[metric];
        const on = status === "grey" ? null : statusSince(national, metric, dates[metric]);
        return on ? [{ metric, status, ...on }] : [];
      });
  return (
    <div>
      {since.length > 0 ? (
        <>
          <p className="text-sm">{t("statusesOnRecord")}</p>
          <ul className="brief-list timeline-since">
            {since.map(({ metric, status, date: on, atLeast }) => (
              <li key={metric}>
                <span className="font-medium">{labels.metric(metric)}:</span> {labels.status(metric, status)}{" "}
                {dayOf(on) < HISTORY_START
                  ? t("sinceBefore", { start: date(HISTORY_START), date: date(on) })
                  : t(atLeast ? "sinceAtLeast" : "since", { date: date(on) })}
                {atLeast && dayOf(on) >= HISTORY_START ? <span className="text-muted"> {t("undatedChange")}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {changes.length === 0 ? (
        <p>{t("noChangeSince", { date: date(HISTORY_START) })}</p>
      ) : (
        <ol className="timeline" aria-label={t("changesIn", { country: countryName(country) })}>
          {changes.map((change) => (
            <TimelineEntry
              key={change.id}
              change={change}
              place={change.subdivision ? places.get(change.subdivision) : undefined}
              translation={change.subdivision ? undefined : translation}
            />
          ))}
        </ol>
      )}
      <p className="text-sm">
        <a href={`${localized("/changes").to}?country=${country.iso_a3}`}>{t("allChanges")}</a> ·{" "}
        <a href={`/feeds/changes/${countrySlug(country.name)}.xml`} type="application/atom+xml">
          {t("changesFeed", { country: countryName(country) })}
        </a>
      </p>
    </div>
  );
}

/** One change; on /changes it carries its anchor (`id`) and its country's link (`country`). */
export function TimelineEntry({
  change,
  place,
  id,
  country,
  translation,
}: {
  /** `fallback`: on /changes in a translated language, this change's summary is the English (stale or never translated). */
  change: HistoryChange & { fallback?: "stale" | "missing" };
  place?: string;
  id?: string;
  country?: ReactNode;
  translation?: BriefTranslation;
}) {
  const metric: ScoredMetric = change.metric;
  const direction = changeDirection(change);
  const t = useMessages(timelineMessages);
  const labels = useLabels();
  const language = useLanguage();
  const localized = useLocalizedPath();
  const date = (value: string) => formatDate(value, language);
  return (
    <li className="timeline-entry" data-direction={direction} id={id}>
      <p className="timeline-head">
        {country}
        <time dateTime={change.date}>{change.since_at_least ? t("byDate", { date: date(change.date) }) : date(change.date)}</time>
        {place ? <span className="badge">{place}</span> : null}
        <span className="font-medium">{labels.metric(metric)}</span>
      </p>
      <p className="timeline-statuses">
        <StatusDot status={change.from} /> {labels.status(metric, change.from)}{" "}
        <span aria-hidden="true">{language === "fa" || language === "ar" ? "←" : "→"}</span>
        <span className="sr-only">{t("to")}</span> <StatusDot status={change.to} /> {labels.status(metric, change.to)}{" "}
        <span className={`direction direction-${direction}`}>{t("changeDirection", { direction: t(direction) })}</span>
      </p>
      <TranslatedText translation={translation ?? fallbackTranslation(change)} textKey={historyKey(change)}>
        {change.summary}
      </TranslatedText>
      <p className="text-sm">
        {t("sources", { count: change.sources.length })}{" "}
        {change.sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 ? t("sourceSeparator") : null}
            {t.rich(
              "sourceDated",
              {
                // A source's title is in its own language and direction, whatever the page's.
                source: (title) => (
                  <a href={source.url} rel="noopener noreferrer" target="_blank" dir="auto">
                    {title}
                  </a>
                ),
                muted: (text) => <span className="text-muted">{text}</span>,
              },
              { title: source.title, date: date(source.date) },
            )}
          </span>
        ))}{" "}
        · <a href={`${localized("/changes").to}#${change.id}`}>{id ? t("linkToChange") : t("onChangesPage")}</a>
      </p>
    </li>
  );
}

/** A change whose summary the page could not translate: shown like a brief's stale or missing text. */
function fallbackTranslation(change: { date: string; metric: string; fallback?: "stale" | "missing" }): BriefTranslation | undefined {
  if (!change.fallback) return undefined;
  const key = historyKey(change);
  return { stale: change.fallback === "stale" ? [key] : [], missing: change.fallback === "missing" ? [key] : [], englishPath: "/changes" };
}
