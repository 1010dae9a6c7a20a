/** The world map, projected once at build time (Equal Earth, world-atlas 110m); the browser only colours, zooms and listens. */
export type MapGeometry = {
  width: number;
  height: number;
  /**
   * UN members with a shape, keyed by ISO alpha-3 (joined on the ISO numeric id, never the name);
   * (cx, cy) is the country's own point (un-countries' latitude and longitude), which stays inside
   * a country drawn in several pieces where the middle of its box would not (Russia, Fiji, France).
   */
  shapes: Array<{ iso: string; d: string; cx: number; cy: number }>;
  /** UN members too small for the 110m shapes: a marker at their location. */
  markers: Array<{ iso: string; x: number; y: number }>;
  /** Land that is not a UN member (Antarctica, Greenland, Western Sahara…): drawn, never interactive. */
  other: string;
  /** Projected centres for the reset view: desktop [0, 25], mobile [0, 20]. */
  centres: { desktop: [number, number]; mobile: [number, number] };
};

/**
 * What a tracker page needs of the map in its data: the size and the reset centres. The shapes
 * are in the prerendered SVG, and a page drawn in the browser fetches them (map-shapes-source.ts).
 */
export type MapFrame = Pick<MapGeometry, "width" | "height" | "centres">;

export const mapFrame = ({ width, height, centres }: MapGeometry): MapFrame => ({ width, height, centres });

/** The projected world as a file the build writes (app/routes/world-map-geometry.ts). */
export const WORLD_MAP_PATH = "/legal-tracker/world-map.json";

export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 600;
