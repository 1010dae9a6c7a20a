import type { Metric } from "@data/schema/metrics";
import { formatDate } from "~/lib/format-date";
import { isInferred, METRIC_LABELS, METRIC_ORDER, NO_DATA_LABEL, statusText } from "./metrics";
import { StatusDot } from "./status-dot";
import type { TrackerCountry } from "./tracker-data";

/** The card beside the map: the hovered or focused country, or a hint when there is none. */
export function InfoCard({ country, metric, onOpen }: { country: TrackerCountry | null; metric: Metric; onOpen: (iso: string) => void }) {
  if (!country) {
    return (
      <aside className="info-card" aria-label="Country details" data-testid="info-card">
        <h2 className="info-card-title">Explore the map</h2>
        <p className="text-sm text-muted">
          Hover over or tab to a country to see its status. Press Enter, click, or search to open its full brief with sources.
        </p>
      </aside>
    );
  }
  const status = country.hasData ? country.statuses[metric] : "grey";
  return (
    <aside className="info-card" aria-label="Country details" aria-live="polite" data-testid="info-card">
      <p className="info-card-status">
        <StatusDot status={status} inferred={isInferred(country, metric)} />{" "}
        {country.hasData ? statusText(metric, status, isInferred(country, metric)) : NO_DATA_LABEL}
      </p>
      <h2 className="info-card-title">{country.name}</h2>
      {country.hasData ? (
        <>
          {/* First, so it is always in view however long the card: the card scrolls, the page never moves. */}
          <button type="button" className="btn btn-secure btn-sm mb-2" onClick={() => onOpen(country.iso_a3)}>
            View country brief
          </button>
          <p className="text-xs text-muted">
            Updated {formatDate(country.last_change)} · Verified {formatDate(country.last_verified)}
          </p>
          <p className="info-card-summary mt-2 text-sm">{country.summary}</p>
          <ul className="mt-3 space-y-1 text-sm">
            {METRIC_ORDER.map((m) => (
              <li key={m} className="flex items-start gap-2">
                <StatusDot status={country.statuses[m]} inferred={isInferred(country, m)} />
                <span>
                  <span className="text-muted">{METRIC_LABELS[m]}:</span> {statusText(m, country.statuses[m], isInferred(country, m))}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">We have not yet published a sourced brief for {country.name}. Its statuses stay grey until we have evidence.</p>
      )}
    </aside>
  );
}
