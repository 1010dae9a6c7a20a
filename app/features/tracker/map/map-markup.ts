// The map's countries as plain SVG markup that React never owns (docs/decisions/0013-map-without-hydration.md):
// every shape carries its status for every metric, the <svg> says which metric is shown, and the
// stylesheet resolves the colour, so switching metric is one attribute change.
import { METRICS, type Metric, type Status } from "@data/schema/metrics";
import { escapeHtml } from "~/lib/escape-html";
import { formatMessage } from "~/lib/i18n/format-message";
import { countryPagePath } from "../country-slug";
import { isInferred, METRIC_LABELS, statusText } from "../metrics";
import type { TrackerCountry } from "../tracker-data";
import type { Labels } from "../use-labels";
import type { MapGeometry } from "./map-geometry";
import { trackerMapMessages, type TrackerMapKey } from "./messages";

/**
 * The words and links the markup is written with, in the page's language. The markup is built
 * outside React (and by the build's scripts), so the map makes this with its hooks and passes it.
 */
export type MapMarkupText = {
  /** The map's messages: a `Translate` from `useMessages(trackerMapMessages)` fits. */
  t: (key: TrackerMapKey, values?: Record<string, string | number>) => string;
  /** The metric and status labels (`useLabels()`). */
  labels: Pick<Labels, "metric" | "statusText">;
  /** A country's displayed name (`useCountryName()`); its link is still made from the English name. */
  countryName: (country: { iso_a3: string; name: string }) => string;
  /** Where a link to an English path goes from the page (`localizedLink(…).to`). */
  path: (englishPath: string) => string;
};

/** The English page's text: the default where a caller names none (the build's scripts, the tests). */
export const ENGLISH_MAP_TEXT: MapMarkupText = {
  t: (key, values) => formatMessage(trackerMapMessages.english[key], values),
  labels: { metric: (metric) => METRIC_LABELS[metric], statusText },
  countryName: (country) => country.name,
  path: (englishPath) => englishPath,
};

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
const INFERRED_ATTRIBUTE = "data-inferred";
/** On the <svg>: the metric the map is coloured by. */
export const MAP_METRIC_ATTRIBUTE = "data-metric";

/** Marker radius at zoom k: constant on screen as the map zooms. */
export const markerRadius = (k: number) => (4.5 / Math.sqrt(k)).toFixed(3);

type ShapeState = { status: Record<Metric, Status>; inferred: string; label: string | null; href: string | null };

/** What one country's element says: its statuses, which greens are inferred, and its label for the metric shown. */
function shapeState(country: TrackerCountry | undefined, metric: Metric, text: MapMarkupText): ShapeState {
  const hasData = country?.hasData ?? false;
  const status = Object.fromEntries(METRICS.map((m) => [m, hasData ? country!.statuses[m] : "grey"])) as Record<Metric, Status>;
  const inferred = hasData ? METRICS.filter((m) => status[m] === "green" && isInferred(country!, m)).join(" ") : "";
  return {
    status,
    inferred,
    label: hasData ? shapeLabel(country!, metric, text) : null,
    // The address is made from the English name, whatever name the page shows.
    href: hasData ? text.path(countryPagePath(country!.name)) : null,
  };
}

function shapeLabel(country: TrackerCountry, metric: Metric, text: MapMarkupText): string {
  const status = country.statuses[metric];
  return text.t("countryStatus", {
    country: text.countryName(country),
    status: text.labels.statusText(metric, status, status === "green" && isInferred(country, metric)),
  });
}

function attributes(iso: string, state: ShapeState, marker: boolean, tabStop: boolean, point?: { cx: number; cy: number }): string {
  const parts = [`data-iso="${iso}"`, `class="map-country${marker ? " map-marker" : ""}"`];
  for (const metric of METRICS) parts.push(`${STATUS_ATTRIBUTE[metric]}="${state.status[metric]}"`);
  if (state.inferred) parts.push(`${INFERRED_ATTRIBUTE}="${state.inferred}"`);
  // Only countries with data are links (docs/product.md#tracker-map); the map is one Tab stop, the arrow keys
  // move between them (map-keyboard.ts), so all but one are out of the Tab order.
  if (state.label !== null) parts.push(`href="${state.href}"`, `tabindex="${tabStop ? 0 : -1}"`, `aria-label="${escapeHtml(state.label)}"`);
  // Where the arrow keys and the focus ring place the country (map-keyboard.ts, world-map.tsx).
  if (point) parts.push(`data-cx="${point.cx}"`, `data-cy="${point.cy}"`);
  return parts.join(" ");
}

/** One country: a link to its page wrapping its shape when it has data (it works without script), else the bare shape. */
function countryMarkup(iso: string, shape: string, state: ShapeState, marker: boolean, tabStop: boolean, point?: { cx: number; cy: number }): string {
  if (state.label === null) return shape.replace(/^<(path|circle) /, `<$1 ${attributes(iso, state, marker, false, point)} `);
  return `<a ${attributes(iso, state, marker, tabStop, point)}>${shape}</a>`;
}

/** The country that holds the map's one Tab stop at first: the first with data, by name. */
function firstTabStop(countries: ReadonlyMap<string, TrackerCountry>): string | null {
  let first: TrackerCountry | null = null;
  for (const country of countries.values()) if (country.hasData && (!first || country.name.localeCompare(first.name) < 0)) first = country;
  return first?.iso_a3 ?? null;
}

/** The countries' shapes and markers, in the order the build projected them. */
export function mapShapesMarkup(
  geometry: MapGeometry,
  countries: ReadonlyMap<string, TrackerCountry>,
  metric: Metric,
  zoom: number,
  text: MapMarkupText = ENGLISH_MAP_TEXT,
): string {
  const tabStop = firstTabStop(countries);
  const out: string[] = [`<path d="${geometry.other}" class="map-other" aria-hidden="true"></path>`];
  for (const shape of geometry.shapes) {
    out.push(countryMarkup(shape.iso, `<path d="${shape.d}"></path>`, shapeState(countries.get(shape.iso), metric, text), false, shape.iso === tabStop, shape));
  }
  const r = markerRadius(zoom);
  for (const marker of geometry.markers) {
    const circle = `<circle cx="${marker.x}" cy="${marker.y}" r="${r}"></circle>`;
    out.push(countryMarkup(marker.iso, circle, shapeState(countries.get(marker.iso), metric, text), true, marker.iso === tabStop));
  }
  return out.join("");
}

/**
 * Brings the prerendered elements up to date with new data: only attributes that differ are
 * written, so an unchanged country costs a few reads. Returns how many elements changed.
 */
export function applyShapeStates(
  root: ParentNode,
  countries: ReadonlyMap<string, TrackerCountry>,
  metric: Metric,
  text: MapMarkupText = ENGLISH_MAP_TEXT,
): number {
  let changed = 0;
  for (const element of [...root.querySelectorAll<SVGElement>(".map-country[data-iso]")]) {
    const iso = element.dataset.iso!;
    const state = shapeState(countries.get(iso), metric, text);
    const isLink = element.tagName.toLowerCase() === "a";
    if (isLink !== (state.label !== null)) {
      // A country gained or lost its data: rebuild it as a link or as a bare shape.
      const shape = (isLink ? element.firstElementChild! : element).cloneNode() as SVGElement;
      for (const name of [...shape.getAttributeNames()]) if (!["d", "cx", "cy", "r"].includes(name)) shape.removeAttribute(name);
      const holder = document.createElementNS("http://www.w3.org/2000/svg", "g");
      const point = element.dataset.cx === undefined ? undefined : { cx: Number(element.dataset.cx), cy: Number(element.dataset.cy) };
      holder.innerHTML = countryMarkup(iso, shape.outerHTML, state, element.classList.contains("map-marker"), false, point);
      element.replaceWith(holder.firstElementChild!);
      changed++;
      continue;
    }
    let touched = false;
    const set = (name: string, value: string | null) => {
      if (element.getAttribute(name) === value) return;
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
      touched = true;
    };
    for (const m of METRICS) set(STATUS_ATTRIBUTE[m], state.status[m]);
    set(INFERRED_ATTRIBUTE, state.inferred || null);
    if (isLink) {
      set("aria-label", state.label);
      set("href", state.href);
    }
    if (touched) changed++;
  }
  return changed;
}

/**
 * The map's accessible name for the metric shown. The prerendered page (read without JavaScript
 * too) points to the table; once the page is interactive it names the keys.
 */
export const mapLabel = (metric: Metric, interactive = false, text: MapMarkupText = ENGLISH_MAP_TEXT) =>
  text.t(interactive ? "mapLabelInteractive" : "mapLabelStatic", { metric: text.labels.metric(metric) });

/** Keeps the map one Tab stop after countries gained or lost data: the first link takes it if none has it. */
export function ensureTabStop(root: ParentNode): void {
  const links = root.querySelectorAll<SVGElement>("a.map-country");
  if (links.length === 0 || root.querySelector('a.map-country[tabindex="0"]')) return;
  links[0]!.setAttribute("tabindex", "0");
}
