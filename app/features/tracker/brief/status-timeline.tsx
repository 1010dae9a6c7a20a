import type { Country, ScoredMetric } from "@data/schema";
import { HISTORY_START, SCORED_METRICS } from "@data/schema/metrics";
import { changeDirection, dayOf, evidenceDates, flattenHistory, statusSince, type HistoryChange } from "@data/model/status-history";
import { useState, useSyncExternalStore, type ReactNode } from "react";
import { formatDate } from "~/lib/format-date";
import { countrySlug } from "../country-slug";
import { changesOf, historyRevision } from "../history/status-history-data";
import { useStatusHistory } from "../history/use-status-history";
import { METRIC_LABELS, STATUS_LABELS } from "../metrics";
import { StatusDot } from "../status-dot";

type TimelineProps = { country: Country; headingId: string; H: "h2" | "h3" };

/**
 * The brief's history: since when each status is on record, then every dated change, newest first,
 * each with its sources and its place on /changes. On the country page the changes are in the HTML;
 * in the tracker's drawer they load when the reader asks (today's tracker never fetches them).
 */
export function StatusTimeline({ country, headingId, H }: TimelineProps) {
  // After a live update, the prerendered history may be out of date: the published one replaces it.
  const revision = useSyncExternalStore(historyRevision.subscribe, historyRevision.get, historyRevision.server);
  const changes = country.history && revision === 0 ? flattenHistory([country]) : null;
  return (
    <section aria-labelledby={headingId} className="status-timeline">
      <H id={headingId}>History of changes</H>
      {changes ? (
        <TimelineBody country={country} changes={changes} />
      ) : (
        <LazyTimeline country={country} wantedAtOnce={Boolean(country.history)} updated={revision > 0} />
      )}
    </section>
  );
}

function LazyTimeline({ country, wantedAtOnce, updated }: { country: Country; wantedAtOnce: boolean; updated: boolean }) {
  const [wantedByReader, setWanted] = useState(false);
  const wanted = wantedAtOnce || wantedByReader;
  const history = useStatusHistory(wanted);
  if (!wanted) {
    return (
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setWanted(true)}>
        Show the history of {country.name}&rsquo;s statuses
      </button>
    );
  }
  if (history.status === "error") {
    return (
      <div className="notice notice-error" role="alert">
        <p>The history could not be loaded ({history.error?.message}).</p>
        <button type="button" className="btn btn-outline btn-sm" onClick={history.retry}>
          Retry
        </button>
      </div>
    );
  }
  const changes = history.status === "ready" ? changesOf(history.data, country.iso_a3) : null;
  return (
    <>
      {/* One live region that stays put: it announces the load, not the whole timeline. */}
      <p role="status" className={changes ? "sr-only" : undefined}>
        {changes ? `History loaded: ${changes.length} change${changes.length === 1 ? "" : "s"}.` : "Loading the history…"}
      </p>
      {/* After a live update the page's statuses may be older than the history: the "since" lines wait for a reload. */}
      {changes ? <TimelineBody country={country} changes={changes} showSince={!updated} /> : null}
    </>
  );
}

function TimelineBody({ country, changes, showSince = true }: { country: Country; changes: readonly HistoryChange[]; showSince?: boolean }) {
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
          <p className="text-sm">Today&rsquo;s statuses are on record:</p>
          <ul className="brief-list timeline-since">
            {since.map(({ metric, status, date, atLeast }) => (
              <li key={metric}>
                <span className="font-medium">{METRIC_LABELS[metric]}:</span> {STATUS_LABELS[metric][status]}{" "}
                {dayOf(date) < HISTORY_START
                  ? `since before ${formatDate(HISTORY_START)} (earliest source: ${formatDate(date)})`
                  : `${atLeast ? "since at least" : "since"} ${formatDate(date)}`}
                {atLeast && dayOf(date) >= HISTORY_START ? (
                  <span className="text-muted"> (the date of its earliest source; the change itself is not dated)</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {changes.length === 0 ? (
        <p>No change of status is recorded since {formatDate(HISTORY_START)}.</p>
      ) : (
        <ol className="timeline" aria-label={`Status changes in ${country.name}, newest first`}>
          {changes.map((change) => (
            <TimelineEntry key={change.id} change={change} place={change.subdivision ? places.get(change.subdivision) : undefined} />
          ))}
        </ol>
      )}
      <p className="text-sm">
        <a href={`/changes?country=${country.iso_a3}`}>All changes</a> ·{" "}
        <a href={`/feeds/changes/${countrySlug(country.name)}.xml`} type="application/atom+xml">
          Changes in {country.name} (Atom feed)
        </a>
      </p>
    </div>
  );
}

/** One change; on /changes it carries its anchor (`id`) and its country's link (`country`). */
export function TimelineEntry({ change, place, id, country }: { change: HistoryChange; place?: string; id?: string; country?: ReactNode }) {
  const metric: ScoredMetric = change.metric;
  const direction = changeDirection(change);
  return (
    <li className="timeline-entry" data-direction={direction} id={id}>
      <p className="timeline-head">
        {country}
        <time dateTime={change.date}>{change.since_at_least ? `By ${formatDate(change.date)}` : formatDate(change.date)}</time>
        {place ? <span className="badge">{place}</span> : null}
        <span className="font-medium">{METRIC_LABELS[metric]}</span>
      </p>
      <p className="timeline-statuses">
        <StatusDot status={change.from} /> {STATUS_LABELS[metric][change.from]} <span aria-hidden="true">→</span>
        <span className="sr-only">to</span> <StatusDot status={change.to} /> {STATUS_LABELS[metric][change.to]}{" "}
        <span className={`direction direction-${direction}`}>({direction})</span>
      </p>
      <p>{change.summary}</p>
      <p className="text-sm">
        Source{change.sources.length > 1 ? "s" : ""}:{" "}
        {change.sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 ? "; " : null}
            <a href={source.url} rel="noopener noreferrer" target="_blank">
              {source.title}
            </a>{" "}
            <span className="text-muted">({formatDate(source.date)})</span>
          </span>
        ))}{" "}
        · <a href={`/changes#${change.id}`}>{id ? "Link to this change" : "On the changes page"}</a>
      </p>
    </li>
  );
}
