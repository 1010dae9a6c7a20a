import { WORLD_MAP_PATH, type MapGeometry } from "./map-geometry";

// The tracker's loader hands the projected world to the prerender that follows it, so the page's
// SVG has every shape while the page's data, which the browser decodes on every load, does not.
let prerendered: MapGeometry | undefined;

export function setPrerenderGeometry(geometry: MapGeometry): void {
  prerendered = geometry;
}

export function prerenderGeometry(): MapGeometry {
  if (!prerendered) throw new Error("The tracker's loader did not provide the map geometry before rendering");
  return prerendered;
}

let pending: Promise<MapGeometry> | undefined;

/** In the browser, for a map the page did not bring (a client-side navigation): the build's file, fetched once. */
export function fetchMapGeometry(): Promise<MapGeometry> {
  if (!pending) {
    pending = fetch(WORLD_MAP_PATH).then(async (response) => {
      if (!response.ok) throw new Error(`${WORLD_MAP_PATH}: HTTP ${response.status}`);
      return (await response.json()) as MapGeometry;
    });
    // A failed fetch is not kept: Retry asks again.
    pending.catch(() => (pending = undefined));
  }
  return pending;
}
