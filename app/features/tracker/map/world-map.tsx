import type { Metric } from "@data/schema/metrics";
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { useCountryName } from "../country-names";
import type { TrackerCountry } from "../tracker-data";
import { useLabels } from "../use-labels";
import type { MapFrame } from "./map-geometry";
import { fetchMapGeometry, prerenderGeometry } from "./map-shapes-source";
import { isArrowKey, nextCountry, type MapPoint } from "./map-keyboard";
import { applyShapeStates, ensureTabStop, MAP_METRIC_ATTRIBUTE, mapLabel, mapShapesMarkup, markerRadius, type MapMarkupText } from "./map-markup";
import { trackerMapMessages } from "./messages";
import { useMapView, type ZoomLimits } from "./use-map-view";
import { isPlainClick } from "~/lib/plain-click";
import { initialMarkup } from "../prerendered-markup";
import { useHydrated } from "~/lib/use-hydrated";
import { useIsomorphicLayoutEffect } from "~/lib/use-isomorphic-layout-effect";

type Props = {
  frame: MapFrame;
  countries: ReadonlyMap<string, TrackerCountry>;
  metric: Metric;
  zoom: Omit<ZoomLimits, "centre">;
  centre: [number, number];
  onSelect: (iso: string) => void;
  /** Pointer resting on a country. */
  onHover?: (iso: string | null) => void;
  /** Keyboard focus on a country. */
  onFocusCountry?: (iso: string) => void;
  className?: string;
  /** The id of the element the "Skip the map" link moves focus to. */
  skipTo?: string;
};

/** The country element an event happened on, if any. */
const countryOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<SVGElement>(".map-country[data-iso]") : null);
const openable = (element: SVGElement | null) => (element?.hasAttribute("href") ? element.dataset.iso! : null);
/** The largest ring drawn around a country, in map units: a country in far-apart pieces gets a ring at its own point. */
const MAX_RING = 40;
/**
 * Where a country is, in map units: its own point when the build gave one (data-cx, data-cy: inside
 * the country even when it is drawn in far-apart pieces), else its box's centre; and its size.
 */
function boxOf(element: SVGGraphicsElement) {
  const box = element.getBBox();
  const cx = element.getAttribute("data-cx");
  const cy = element.getAttribute("data-cy");
  const r = Math.min(Math.hypot(box.width, box.height) / 2, MAX_RING);
  if (cx !== null && cy !== null) return { x: Number(cx), y: Number(cy), r };
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, r };
}

/**
 * The world map as plain SVG: the countries come prerendered in the HTML with their statuses for
 * every metric, and React never owns them (no hydration work per country). The metric is one
 * attribute on the <svg> that the stylesheet turns into colours; data changes are written to the
 * few elements that differ; pointer, focus and keys are handled once, on the map.
 * Only countries with data can be focused and opened (docs/product.md#tracker-map).
 */
export function WorldMap({ frame, countries, metric, zoom, centre, onSelect, onHover, onFocusCountry, className, skipTo }: Props) {
  const svgRef = useRef<SVGSVGElement>(null);
  const hydrated = useHydrated();
  const shapesRef = useRef<SVGGElement>(null);
  const map = useMapView(svgRef, frame, { ...zoom, centre });
  const onWheel = map.onWheel;
  const t = useMessages(trackerMapMessages);
  const labels = useLabels();
  const countryName = useCountryName();
  const localized = useLocalizedPath();
  // The words the countries' markup is written with, in the page's language.
  const text = useMemo<MapMarkupText>(
    () => ({ t, labels, countryName, path: (englishPath) => localized(englishPath).to }),
    [t, labels, countryName, localized],
  );

  // The prerender's shapes, which hydration keeps without building them again. Later changes go
  // through applyShapeStates.
  const [markup] = useState(() => initialMarkup(() => mapShapesMarkup(prerenderGeometry(), countries, metric, zoom.initial, text)));

  // The first render's elements already say what the markup said: nothing to compare until data, metric or language change.
  const written = useRef({ countries, metric, text });
  const latest = useRef({ countries, metric, text, k: map.view.k });
  latest.current = { countries, metric, text, k: map.view.k };

  // A page the build did not draw (a client-side navigation, or hydration that fell back to a
  // client render) fetches the shapes once and writes them with the data and metric of that moment.
  const [shapes, setShapes] = useState<"ready" | "loading" | "failed">("ready");
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!shapesRef.current || shapesRef.current.childElementCount > 0) return;
    let current = true;
    setShapes("loading");
    fetchMapGeometry().then(
      (geometry) => {
        const element = shapesRef.current;
        if (!current || !element) return;
        const { countries, metric, text, k } = latest.current;
        element.innerHTML = mapShapesMarkup(geometry, countries, metric, k, text);
        written.current = { countries, metric, text };
        centres.current = null;
        setShapes("ready");
      },
      (error: unknown) => {
        console.error("Map shapes failed to load:", error);
        if (current) setShapes("failed");
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  useIsomorphicLayoutEffect(() => {
    if (written.current.countries === countries && written.current.metric === metric && written.current.text === text) return;
    written.current = { countries, metric, text };
    if (shapesRef.current && applyShapeStates(shapesRef.current, countries, metric, text) > 0) ensureTabStop(shapesRef.current);
    centres.current = null;
  }, [countries, metric, text]);

  useIsomorphicLayoutEffect(() => {
    const r = markerRadius(map.view.k);
    shapesRef.current?.querySelectorAll(".map-marker circle, circle.map-marker").forEach((circle) => circle.setAttribute("r", r));
  }, [map.view.k]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    // Non-passive so the wheel zooms the map instead of scrolling the page while over it.
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, [onWheel]);

  // Enlarged, the map fills the screen at the screen's height and scrolls natively, so a phone
  // shows countries several times larger; Escape or the button brings it back.
  const [enlarged, setEnlarged] = useState(false);
  useEffect(() => {
    if (!enlarged) return;
    const onKey = (event: globalThis.KeyboardEvent) => event.key === "Escape" && setEnlarged(false);
    document.addEventListener("keydown", onKey);
    document.documentElement.classList.add("map-enlarged");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove("map-enlarged");
    };
  }, [enlarged]);
  // While enlarged the map covers the page: Tab and Shift+Tab cycle through the map's own stops.
  const frameRef = useRef<HTMLDivElement>(null);
  const onFrameKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const frame = frameRef.current;
    if (!enlarged || event.key !== "Tab" || !frame) return;
    const stops = [...frame.querySelectorAll<HTMLElement>('a.map-country[tabindex="0"], .map-controls button:not([disabled])')];
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !frame.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  // Opening a brief leaves the enlarged map, so the brief is never behind it.
  const select = (iso: string) => {
    setEnlarged(false);
    onSelect(iso);
  };
  const hoveredIso = useRef<string | null>(null);
  const onPointerOver = (event: PointerEvent<SVGSVGElement>) => {
    const iso = countryOf(event.target)?.dataset.iso ?? null;
    if (iso === null || iso === hoveredIso.current) return;
    hoveredIso.current = iso;
    onHover?.(iso);
  };
  const onPointerOut = (event: PointerEvent<SVGSVGElement>) => {
    if (!countryOf(event.relatedTarget)) hoveredIso.current = null;
  };
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const iso = openable(countryOf(event.target));
    if (!iso) return;
    // A modified click keeps the link's own behaviour (a new tab or window for the country page).
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (!map.wasDragged()) select(iso);
  };

  // The countries' centres in map units, measured on the first arrow key and after data changes.
  const centres = useRef<MapPoint[] | null>(null);
  const measure = () =>
    (centres.current ??= [...(shapesRef.current?.querySelectorAll<SVGGraphicsElement>("a.map-country") ?? [])].map((element) => ({
      iso: element.dataset.iso!,
      ...boxOf(element),
    })));
  const moveFocus = (element: SVGElement, iso: string) => {
    const target = shapesRef.current?.querySelector<SVGElement>(`a.map-country[data-iso="${iso}"]`);
    if (!target) return;
    element.setAttribute("tabindex", "-1");
    target.setAttribute("tabindex", "0");
    target.focus();
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const element = countryOf(event.target);
    const iso = openable(element);
    if (!element || !iso) return;
    if (isArrowKey(event.key)) {
      event.preventDefault();
      const points = measure();
      const from = points.find((point) => point.iso === iso);
      const next = from ? nextCountry(from, points, event.key) : null;
      if (next) moveFocus(element, next);
      return;
    }
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    select(iso);
  };

  // A ring drawn around the focused country, large enough to see on the smallest one at any zoom.
  const [ring, setRing] = useState<{ x: number; y: number; r: number } | null>(null);
  const onFocus = (event: FocusEvent<SVGSVGElement>) => {
    const element = countryOf(event.target);
    const iso = openable(element);
    if (!element || !iso) return;
    // The focused country becomes the map's Tab stop, so Tab back into the map returns to it.
    shapesRef.current?.querySelectorAll('a.map-country[tabindex="0"]').forEach((other) => other !== element && other.setAttribute("tabindex", "-1"));
    element.setAttribute("tabindex", "0");
    setRing(element.matches(":focus-visible") ? boxOf(element as unknown as SVGGraphicsElement) : null);
    (onFocusCountry ?? onHover)?.(iso);
  };
  const onBlur = (event: FocusEvent<SVGSVGElement>) => {
    if (!countryOf(event.relatedTarget)) setRing(null);
  };
  const ringRadius = ring ? Math.max(ring.r, 10 / map.view.k) + 4 / map.view.k : 0;

  return (
    // onKeyDown only keeps Tab inside the enlarged map; the controls inside are the interactive elements.
    <div ref={frameRef} className={`map-frame ${enlarged ? "is-enlarged" : ""} ${className ?? ""}`} onKeyDown={onFrameKeyDown}>
      {skipTo ? (
        <a href={`#${skipTo}`} className="skip-map">
          {t("skipMap")}
        </a>
      ) : null}
      <svg
        ref={svgRef}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        className="world-map"
        role="group"
        aria-label={mapLabel(metric, hydrated, text)}
        {...{ [MAP_METRIC_ATTRIBUTE]: metric }}
        data-zoom={map.view.k.toFixed(3)}
        // At the default view a vertical swipe scrolls the page; zoomed in, the map takes the gesture.
        style={{ touchAction: map.view.k > zoom.initial + 1e-6 ? "none" : "pan-y" }}
        {...map.handlers}
        onPointerOver={onPointerOver}
        onPointerOut={onPointerOut}
        onClick={onClick}
        // A tap on a country before the scripts are ready opens its brief once they are (scripts/lib/defer-hydration.ts).
        data-replay-clicks=""
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}>
        <defs>
          {/* Inferred greens: the status colour with stripes, told apart without colour (legend). */}
          <pattern id="evidence-inferred-hatch" patternUnits="userSpaceOnUse" width="5" height="5" patternTransform="rotate(45)">
            <rect width="5" height="5" className="hatch-base" />
            <line x1="0" y1="0" x2="0" y2="5" className="hatch-line" />
          </pattern>
        </defs>
        <rect width={frame.width} height={frame.height} className="map-ocean" />
        <g transform={map.transform}>
          <g ref={shapesRef} className="map-shapes" dangerouslySetInnerHTML={markup} suppressHydrationWarning />
          {ring ? (
            <g className="map-focus-ring" aria-hidden="true">
              <circle cx={ring.x} cy={ring.y} r={ringRadius} className="map-focus-ring-outer" />
              <circle cx={ring.x} cy={ring.y} r={ringRadius} className="map-focus-ring-inner" />
            </g>
          ) : null}
        </g>
      </svg>
      {shapes === "loading" ? (
        <p className="map-shapes-status" role="status">
          {t("loadingMap")}
        </p>
      ) : shapes === "failed" ? (
        <div className="map-shapes-status" role="alert">
          <p>{t("mapCouldNotLoad")}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAttempt((value) => value + 1)}>
            {t("retry")}
          </button>
        </div>
      ) : null}
      <div className="map-controls" role="group" aria-label={t("mapZoom")}>
        <button type="button" className="map-control" onClick={map.zoomIn} disabled={!map.canZoomIn} aria-label={t("zoomIn")} title={t("zoomIn")}>
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className="map-control" onClick={map.zoomOut} disabled={!map.canZoomOut} aria-label={t("zoomOut")} title={t("zoomOut")}>
          <span aria-hidden="true">−</span>
        </button>
        <button type="button" className="map-control" onClick={map.reset} aria-label={t("resetView")} title={t("resetView")}>
          <span aria-hidden="true">⟲</span>
        </button>
        <button
          type="button"
          className="map-control"
          onClick={() => setEnlarged((value) => !value)}
          aria-pressed={enlarged}
          aria-label={t("enlargeMap")}
          title={enlarged ? t("backToPage") : t("enlargeMap")}>
          <span aria-hidden="true">{enlarged ? "✕" : "⤢"}</span>
        </button>
      </div>
      <p className="sr-only">{t("noDataCountries")}</p>
    </div>
  );
}
