import type { Metric } from "@data/schema/metrics";
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { NO_DATA_LABEL } from "../metrics";
import type { TrackerCountry } from "../tracker-data";
import type { MapGeometry } from "./map-geometry";
import { applyShapeStates, MAP_METRIC_ATTRIBUTE, mapLabel, mapShapesMarkup, markerRadius } from "./map-markup";
import { useMapView, type ZoomLimits } from "./use-map-view";

type Props = {
  geometry: MapGeometry;
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
};

// Runs before paint in the browser; on the server (prerender) there is nothing to update.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** The country element an event happened on, if any. */
const countryOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<SVGElement>(".map-country[data-iso]") : null);
const openable = (element: SVGElement | null) => (element?.hasAttribute("tabindex") ? element.dataset.iso! : null);

/**
 * The world map as plain SVG: the countries come prerendered in the HTML with their statuses for
 * every metric, and React never owns them (no hydration work per country). The metric is one
 * attribute on the <svg> that the stylesheet turns into colours; data changes are written to the
 * few elements that differ; pointer, focus and keys are handled once, on the map.
 * Only countries with data can be focused and opened (spec section 5).
 */
export function WorldMap({ geometry, countries, metric, zoom, centre, onSelect, onHover, onFocusCountry, className }: Props) {
  const svgRef = useRef<SVGSVGElement>(null);
  const shapesRef = useRef<SVGGElement>(null);
  const map = useMapView(svgRef, geometry, { ...zoom, centre });
  const onWheel = map.onWheel;

  // Written once, from the data and metric of the first render: the same string the prerender
  // wrote, so hydration keeps the elements as they are. Later changes go through applyShapeStates.
  const [markup] = useState(() => ({ __html: mapShapesMarkup(geometry, countries, metric, zoom.initial) }));

  // The first render's elements already say what the markup said: nothing to compare until data or metric change.
  const written = useRef({ countries, metric });
  useIsomorphicLayoutEffect(() => {
    if (written.current.countries === countries && written.current.metric === metric) return;
    written.current = { countries, metric };
    if (shapesRef.current) applyShapeStates(shapesRef.current, countries, metric);
  }, [countries, metric]);

  useIsomorphicLayoutEffect(() => {
    const r = markerRadius(map.view.k);
    shapesRef.current?.querySelectorAll("circle.map-country").forEach((circle) => circle.setAttribute("r", r));
  }, [map.view.k]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    // Non-passive so the wheel zooms the map instead of scrolling the page while over it.
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, [onWheel]);

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
    if (iso && !map.wasDragged()) onSelect(iso);
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const iso = openable(countryOf(event.target));
    if (!iso) return;
    event.preventDefault();
    onSelect(iso);
  };
  const onFocus = (event: FocusEvent<SVGSVGElement>) => {
    const iso = openable(countryOf(event.target));
    if (iso) (onFocusCountry ?? onHover)?.(iso);
  };

  return (
    <div className={`map-frame ${className ?? ""}`}>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        className="world-map"
        role="group"
        aria-label={mapLabel(metric)}
        {...{ [MAP_METRIC_ATTRIBUTE]: metric }}
        data-zoom={map.view.k.toFixed(3)}
        // At the default view a vertical swipe scrolls the page; zoomed in, the map takes the gesture.
        style={{ touchAction: map.view.k > zoom.initial + 1e-6 ? "none" : "pan-y" }}
        {...map.handlers}
        onPointerOver={onPointerOver}
        onPointerOut={onPointerOut}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <defs>
          {/* Inferred greens: the status colour with stripes, told apart without colour (legend). */}
          <pattern id="evidence-inferred-hatch" patternUnits="userSpaceOnUse" width="5" height="5" patternTransform="rotate(45)">
            <rect width="5" height="5" className="hatch-base" />
            <line x1="0" y1="0" x2="0" y2="5" className="hatch-line" />
          </pattern>
        </defs>
        <rect width={geometry.width} height={geometry.height} className="map-ocean" />
        <g transform={map.transform}>
          <g ref={shapesRef} className="map-shapes" dangerouslySetInnerHTML={markup} suppressHydrationWarning />
        </g>
      </svg>
      <div className="map-controls" role="group" aria-label="Map zoom">
        <button type="button" className="map-control" onClick={map.zoomIn} disabled={!map.canZoomIn} aria-label="Zoom in" title="Zoom in">
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className="map-control" onClick={map.zoomOut} disabled={!map.canZoomOut} aria-label="Zoom out" title="Zoom out">
          <span aria-hidden="true">−</span>
        </button>
        <button type="button" className="map-control" onClick={map.reset} aria-label="Reset map view" title="Reset map view">
          <span aria-hidden="true">⟲</span>
        </button>
      </div>
      <p className="sr-only">Countries shown as {NO_DATA_LABEL.toLowerCase()} cannot be opened yet.</p>
    </div>
  );
}
