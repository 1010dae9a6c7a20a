import type { Metric } from "@data/schema/metrics";
import { memo, useEffect, useRef, type KeyboardEvent } from "react";
import { isInferred, METRIC_LABELS, NO_DATA_LABEL, statusText } from "../metrics";
import type { TrackerCountry } from "../tracker-data";
import type { MapGeometry } from "./map-geometry";
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

/**
 * The world map as plain SVG: shapes and markers come prerendered in the HTML, coloured by the
 * chosen metric. Only countries with data can be focused and opened (spec section 5).
 */
export function WorldMap({ geometry, countries, metric, zoom, centre, onSelect, onHover, onFocusCountry, className }: Props) {
  const svgRef = useRef<SVGSVGElement>(null);
  const map = useMapView(svgRef, geometry, { ...zoom, centre });
  const onWheel = map.onWheel;

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    // Non-passive so the wheel zooms the map instead of scrolling the page while over it.
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, [onWheel]);

  // Stable handlers that read the latest props, so memoised shapes re-render only when their own
  // colour or label changes (the page re-renders often while data loads).
  const latest = useRef({ onSelect, onHover, onFocusCountry, wasDragged: map.wasDragged });
  latest.current = { onSelect, onHover, onFocusCountry, wasDragged: map.wasDragged };
  const handlers = useRef<ShapeHandlers>({
    click: (iso) => {
      if (!latest.current.wasDragged()) latest.current.onSelect(iso);
    },
    activate: (iso) => latest.current.onSelect(iso),
    hover: (iso) => latest.current.onHover?.(iso),
    focus: (iso) => (latest.current.onFocusCountry ?? latest.current.onHover)?.(iso),
  }).current;

  const shapeProps = (iso: string) => {
    const country = countries.get(iso);
    const status = country?.hasData ? country.statuses[metric] : "grey";
    const inferred = country ? isInferred(country, metric) && status === "green" : false;
    return { iso, status, inferred, label: country?.hasData ? `${country.name}: ${statusText(metric, status, inferred)}` : null, handlers };
  };

  return (
    <div className={`map-frame ${className ?? ""}`}>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        className="world-map"
        role="group"
        aria-label={`World map coloured by ${METRIC_LABELS[metric]}. Countries with data can be opened with Enter or Space.`}
        data-zoom={map.view.k.toFixed(3)}
        // At the default view a vertical swipe scrolls the page; zoomed in, the map takes the gesture.
        style={{ touchAction: map.view.k > zoom.initial + 1e-6 ? "none" : "pan-y" }}
        {...map.handlers}
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
          <path d={geometry.other} className="map-other" aria-hidden="true" />
          {geometry.shapes.map((shape) => (
            <CountryShape key={shape.iso} d={shape.d} {...shapeProps(shape.iso)} />
          ))}
          {geometry.markers.map((marker) => (
            <CountryMarker key={marker.iso} cx={marker.x} cy={marker.y} r={4.5 / Math.sqrt(map.view.k)} {...shapeProps(marker.iso)} />
          ))}
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

type ShapeHandlers = {
  click: (iso: string) => void;
  activate: (iso: string) => void;
  hover: (iso: string) => void;
  focus: (iso: string) => void;
};
type ShapeProps = { iso: string; status: string; inferred: boolean; label: string | null; handlers: ShapeHandlers };

/** Attributes and handlers of one country: focusable and clickable only with data (spec section 5). */
function shapeAttributes({ iso, status, inferred, label, handlers }: ShapeProps) {
  const base = {
    "data-iso": iso,
    "data-status": status,
    "data-evidence": inferred ? "no_restriction_found" : undefined,
    className: `map-country status-${status}${inferred ? " evidence-inferred" : ""}`,
    onPointerEnter: () => handlers.hover(iso),
  } as const;
  if (label === null) return base;
  return {
    ...base,
    tabIndex: 0,
    role: "button",
    "aria-label": label,
    onClick: () => handlers.click(iso),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        handlers.activate(iso);
      }
    },
    onFocus: () => handlers.focus(iso),
  };
}

const CountryShape = memo(function CountryShape({ d, ...props }: ShapeProps & { d: string }) {
  return <path d={d} {...shapeAttributes(props)} />;
});

const CountryMarker = memo(function CountryMarker({ cx, cy, r, ...props }: ShapeProps & { cx: number; cy: number; r: number }) {
  return <circle cx={cx} cy={cy} r={r} {...shapeAttributes(props)} />;
});
