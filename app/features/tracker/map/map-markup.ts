// The map's countries as plain SVG markup that React never owns (docs/decisions/0013-map-without-hydration.md):
// every shape carries its status for every metric, the <svg> says which metric is shown, and the
// stylesheet resolves the colour, so switching metric is one attribute change.
import { METRICS, type Metric, type Status } from "@data/schema/metrics";
import { isInferred, METRIC_LABELS, NO_DATA_LABEL, statusText } from "../metrics";
import type { TrackerCountry } from "../tracker-data";
import type { MapGeometry } from "./map-geometry";

/** The attribute on each shape that holds its status for a metric; app.css colours by these. */
export const STATUS_ATTRIBUTE: Record<Metric, string> = {
  overall_rating: "data-overall",
  vpn_status: "data-vpn",
  age_verification: "data-age",
  censorship_surveillance: "data-censorship",
  data_protection: "data-protection",
  social_media_blocking: "data-social",
};
/** Space-separated metrics whose green rests on surveys alone (matched with `~=` in app.css). */
export const INFERRED_ATTRIBUTE = "data-inferred";
/** On the <svg>: the metric the map is coloured by. */
export const MAP_METRIC_ATTRIBUTE = "data-metric";

/** Marker radius at zoom k: constant on screen as the map zooms. */
export const markerRadius = (k: number) => (4.5 / Math.sqrt(k)).toFixed(3);

type ShapeState = { status: Record<Metric, Status>; inferred: string; label: string | null };

/** What one country's element says: its statuses, which greens are inferred, and its label for the metric shown. */
export function shapeState(country: TrackerCountry | undefined, metric: Metric): ShapeState {
  const hasData = country?.hasData ?? false;
  const status = Object.fromEntries(METRICS.map((m) => [m, hasData ? country!.statuses[m] : "grey"])) as Record<Metric, Status>;
  const inferred = hasData ? METRICS.filter((m) => status[m] === "green" && isInferred(country!, m)).join(" ") : "";
  return { status, inferred, label: hasData ? shapeLabel(country!, metric) : null };
}

export function shapeLabel(country: TrackerCountry, metric: Metric): string {
  const status = country.statuses[metric];
  return `${country.name}: ${statusText(metric, status, status === "green" && isInferred(country, metric))}`;
}

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

function attributes(iso: string, state: ShapeState): string {
  const parts = [`data-iso="${iso}"`, 'class="map-country"'];
  for (const metric of METRICS) parts.push(`${STATUS_ATTRIBUTE[metric]}="${state.status[metric]}"`);
  if (state.inferred) parts.push(`${INFERRED_ATTRIBUTE}="${state.inferred}"`);
  // Only countries with data can be focused and opened (spec section 5).
  if (state.label !== null) parts.push('tabindex="0"', 'role="button"', `aria-label="${escapeAttribute(state.label)}"`);
  return parts.join(" ");
}

/** The countries' shapes and markers, in the order the build projected them. */
export function mapShapesMarkup(geometry: MapGeometry, countries: ReadonlyMap<string, TrackerCountry>, metric: Metric, zoom: number): string {
  const out: string[] = [`<path d="${geometry.other}" class="map-other" aria-hidden="true"></path>`];
  for (const shape of geometry.shapes) out.push(`<path d="${shape.d}" ${attributes(shape.iso, shapeState(countries.get(shape.iso), metric))}></path>`);
  const r = markerRadius(zoom);
  for (const marker of geometry.markers) {
    out.push(`<circle cx="${marker.x}" cy="${marker.y}" r="${r}" ${attributes(marker.iso, shapeState(countries.get(marker.iso), metric))}></circle>`);
  }
  return out.join("");
}

/**
 * Brings the prerendered elements up to date with new data: only attributes that differ are
 * written, so an unchanged country costs a few reads. Returns how many elements changed.
 */
export function applyShapeStates(root: ParentNode, countries: ReadonlyMap<string, TrackerCountry>, metric: Metric): number {
  let changed = 0;
  for (const element of root.querySelectorAll<SVGElement>(".map-country[data-iso]")) {
    const state = shapeState(countries.get(element.dataset.iso!), metric);
    let touched = false;
    const set = (name: string, value: string | null) => {
      if (element.getAttribute(name) === value) return;
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
      touched = true;
    };
    for (const m of METRICS) set(STATUS_ATTRIBUTE[m], state.status[m]);
    set(INFERRED_ATTRIBUTE, state.inferred || null);
    set("tabindex", state.label === null ? null : "0");
    set("role", state.label === null ? null : "button");
    set("aria-label", state.label);
    if (touched) changed++;
  }
  return changed;
}

/** The map's accessible name for the metric shown. */
export const mapLabel = (metric: Metric) =>
  `World map coloured by ${METRIC_LABELS[metric]}. Countries with data can be opened with Enter or Space.`;

export { NO_DATA_LABEL };
