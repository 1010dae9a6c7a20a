import { changeDirection, type ChangeDirection, type HistoryChange } from "@data/model/status-history";
import { SCORED_METRICS, type ScoredMetric } from "@data/schema/metrics";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { TimelineEntry } from "../brief/status-timeline";
import { countrySlug } from "../country-slug";
import { METRIC_LABELS } from "../metrics";

export type ChangesPlace = { iso_a3: string; name: string; region: string };
export type ChangesFilter = { metric: ScoredMetric | null; region: string | null; direction: ChangeDirection | null; country: string | null };

const DIRECTIONS: readonly ChangeDirection[] = ["tightened", "loosened"];

/** Reads ?metric, ?region, ?direction and ?country; unknown values mean "all". */
function readChangesFilter(params: URLSearchParams, regions: readonly string[]): ChangesFilter {
  const metric = params.get("metric");
  const region = params.get("region");
  const direction = params.get("direction");
  const country = params.get("country")?.toUpperCase() ?? null;
  return {
    metric: (SCORED_METRICS as readonly string[]).includes(metric ?? "") ? (metric as ScoredMetric) : null,
    region: region && regions.includes(region) ? region : null,
    direction: (DIRECTIONS as readonly string[]).includes(direction ?? "") ? (direction as ChangeDirection) : null,
    country: country && /^[A-Z]{3}$/.test(country) ? country : null,
  };
}

function filterChanges(changes: readonly HistoryChange[], filter: ChangesFilter, regionOf: ReadonlyMap<string, string>): HistoryChange[] {
  return changes.filter(
    (change) =>
      (!filter.metric || change.metric === filter.metric) &&
      (!filter.region || regionOf.get(change.country) === filter.region) &&
      (!filter.direction || changeDirection(change) === filter.direction) &&
      (!filter.country || change.country === filter.country),
  );
}

/**
 * Every change, newest first, with filters kept in the URL (a GET form: shared links keep them).
 * The prerendered page lists every change; the filters apply once the page's script runs.
 */
export function ChangesList({
  changes,
  places,
  subdivisions,
}: {
  changes: readonly HistoryChange[];
  places: readonly ChangesPlace[];
  subdivisions: Readonly<Record<string, string>>;
}) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const regions = useMemo(() => [...new Set(places.map((place) => place.region))].sort(), [places]);
  const regionOf = useMemo(() => new Map(places.map((place) => [place.iso_a3, place.region])), [places]);
  const nameOf = useMemo(() => new Map(places.map((place) => [place.iso_a3, place.name])), [places]);
  // The URL is read after hydration so the first render matches the prerendered (unfiltered) list.
  const filter = hydrated ? readChangesFilter(params, regions) : { metric: null, region: null, direction: null, country: null };
  const shown = filterChanges(changes, filter, regionOf);
  const set = (key: keyof ChangesFilter, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { preventScrollReset: true, replace: true },
    );
  const countries = [...new Set(changes.map((change) => change.country))].sort((a, b) => (nameOf.get(a) ?? a).localeCompare(nameOf.get(b) ?? b));

  return (
    <>
      <form method="get" action="/changes" className="changes-filters card" aria-label="Filter the changes" onSubmit={(event) => event.preventDefault()}>
        <label>
          <span>Metric</span>
          <select name="metric" value={filter.metric ?? ""} onChange={(event) => set("metric", event.target.value)}>
            <option value="">All metrics</option>
            {SCORED_METRICS.map((metric) => (
              <option key={metric} value={metric}>
                {METRIC_LABELS[metric]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Region</span>
          <select name="region" value={filter.region ?? ""} onChange={(event) => set("region", event.target.value)}>
            <option value="">All regions</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Direction</span>
          <select name="direction" value={filter.direction ?? ""} onChange={(event) => set("direction", event.target.value)}>
            <option value="">Tightened or loosened</option>
            <option value="tightened">Tightened (towards red)</option>
            <option value="loosened">Loosened (towards green)</option>
          </select>
        </label>
        <label>
          <span>Country</span>
          <select name="country" value={filter.country ?? ""} onChange={(event) => set("country", event.target.value)}>
            <option value="">All countries</option>
            {countries.map((iso) => (
              <option key={iso} value={iso}>
                {nameOf.get(iso) ?? iso}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <p className="text-sm">The filters need JavaScript; every change is listed below, newest first.</p>
        </noscript>
      </form>
      <p role="status" className="changes-count">
        {shown.length === changes.length ? `${changes.length} changes` : `${shown.length} of ${changes.length} changes`}
        {filter.country ? ` in ${nameOf.get(filter.country) ?? filter.country}` : ""}
        {shown.length < changes.length ? (
          <>
            {" "}
            ·{" "}
            <Link to="/changes" preventScrollReset replace>
              Show all
            </Link>
          </>
        ) : null}
      </p>
      {shown.length === 0 ? <p>No change matches these filters.</p> : null}
      <ol className="timeline changes-timeline">
        {shown.map((change) => (
          <TimelineEntry
            key={change.id}
            id={change.id}
            change={change}
            place={change.subdivision ? subdivisions[change.subdivision] : undefined}
            country={
              <Link to={`/legal-tracker/${countrySlug(nameOf.get(change.country) ?? change.country)}`}>{nameOf.get(change.country) ?? change.country}</Link>
            }
          />
        ))}
      </ol>
    </>
  );
}
