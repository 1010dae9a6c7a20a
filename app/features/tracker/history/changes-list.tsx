import { changeDirection, type ChangeDirection, type HistoryChange } from "@data/model/status-history";
import { SCORED_METRICS, type ScoredMetric } from "@data/schema/metrics";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { useHydrated } from "~/lib/use-hydrated";
import { TimelineEntry } from "../brief/status-timeline";
import { useCountryName } from "../country-names";
import { countrySlug } from "../country-slug";
import { changesListMessages } from "./changes-list-messages";
import { useLabels } from "../use-labels";

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
  const t = useMessages(changesListMessages);
  const labels = useLabels();
  const language = useLanguage();
  const localized = useLocalizedPath();
  const countryName = useCountryName();
  const [params, setParams] = useSearchParams();
  const regions = useMemo(() => [...new Set(places.map((place) => place.region))].sort(), [places]);
  const regionOf = useMemo(() => new Map(places.map((place) => [place.iso_a3, place.region])), [places]);
  // The English names (slugs are made from them) and the names as the page shows them.
  const nameOf = useMemo(() => new Map(places.map((place) => [place.iso_a3, place.name])), [places]);
  const shownNameOf = useMemo(() => new Map(places.map((place) => [place.iso_a3, countryName(place)])), [places, countryName]);
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
  const countries = [...new Set(changes.map((change) => change.country))].sort((a, b) =>
    (shownNameOf.get(a) ?? a).localeCompare(shownNameOf.get(b) ?? b, language === "en" ? undefined : language),
  );
  const changesPath = localized("/changes").to;
  const count = (() => {
    const country = filter.country ? (shownNameOf.get(filter.country) ?? filter.country) : null;
    if (shown.length === changes.length)
      return country ? t("changesCountIn", { count: changes.length, country }) : t("changesCount", { count: changes.length });
    return country
      ? t("changesShownIn", { shown: shown.length, total: changes.length, country })
      : t("changesShown", { shown: shown.length, total: changes.length });
  })();

  return (
    <>
      <form method="get" action={changesPath} className="changes-filters card" aria-label={t("filterChanges")} onSubmit={(event) => event.preventDefault()}>
        <label>
          <span>{t("metric")}</span>
          <select name="metric" value={filter.metric ?? ""} onChange={(event) => set("metric", event.target.value)}>
            <option value="">{t("allMetrics")}</option>
            {SCORED_METRICS.map((metric) => (
              <option key={metric} value={metric}>
                {labels.metric(metric)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t("region")}</span>
          <select name="region" value={filter.region ?? ""} onChange={(event) => set("region", event.target.value)}>
            <option value="">{t("allRegions")}</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t("direction")}</span>
          <select name="direction" value={filter.direction ?? ""} onChange={(event) => set("direction", event.target.value)}>
            <option value="">{t("tightenedOrLoosened")}</option>
            <option value="tightened">{t("tightenedTowardsRed")}</option>
            <option value="loosened">{t("loosenedTowardsGreen")}</option>
          </select>
        </label>
        <label>
          <span>{t("country")}</span>
          <select name="country" value={filter.country ?? ""} onChange={(event) => set("country", event.target.value)}>
            <option value="">{t("allCountries")}</option>
            {countries.map((iso) => (
              <option key={iso} value={iso}>
                {shownNameOf.get(iso) ?? iso}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <p className="text-sm">{t("filtersNeedScript")}</p>
        </noscript>
      </form>
      <p role="status" className="changes-count">
        {count}
        {shown.length < changes.length ? (
          <>
            {" "}
            ·{" "}
            <Link to={changesPath} preventScrollReset replace>
              {t("showAll")}
            </Link>
          </>
        ) : null}
      </p>
      {shown.length === 0 ? <p>{t("noChangeMatches")}</p> : null}
      <ol className="timeline changes-timeline">
        {shown.map((change) => (
          <TimelineEntry
            key={change.id}
            id={change.id}
            change={change}
            place={change.subdivision ? subdivisions[change.subdivision] : undefined}
            country={
              <Link {...localized(`/legal-tracker/${countrySlug(nameOf.get(change.country) ?? change.country)}`)}>
                {shownNameOf.get(change.country) ?? change.country}
              </Link>
            }
          />
        ))}
      </ol>
    </>
  );
}
