import type { Metric } from "@data/schema/metrics";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { METRIC_LABELS, NO_DATA_LABEL, STATUS_LABELS } from "../metrics";
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

  const interactiveProps = (iso: string) => {
    const country = countries.get(iso);
    const status = country?.hasData ? country.statuses[metric] : "grey";
    const base = { "data-iso": iso, "data-status": status, className: `map-country status-${status}` } as const;
    if (!country?.hasData) {
      return { ...base, onPointerEnter: () => onHover?.(iso) };
    }
    return {
      ...base,
      tabIndex: 0,
      role: "button",
      "aria-label": `${country.name}: ${STATUS_LABELS[metric][status]}`,
      onClick: () => {
        if (!map.wasDragged()) onSelect(iso);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onSelect(iso);
        }
      },
      onFocus: () => (onFocusCountry ?? onHover)?.(iso),
      onPointerEnter: () => onHover?.(iso),
    };
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
        <rect width={geometry.width} height={geometry.height} className="map-ocean" />
        <g transform={map.transform}>
          <path d={geometry.other} className="map-other" aria-hidden="true" />
          {geometry.shapes.map((shape) => (
            <path key={shape.iso} d={shape.d} {...interactiveProps(shape.iso)} />
          ))}
          {geometry.markers.map((marker) => (
            <circle key={marker.iso} cx={marker.x} cy={marker.y} r={4.5 / Math.sqrt(map.view.k)} {...interactiveProps(marker.iso)} />
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
