import type { Config } from "@react-router/dev/config";
import { WORLD_MAP_PATH } from "./app/features/tracker/map/map-geometry";
import { prerenderPaths } from "./app/prerender-paths";

// Every route is prerendered to static HTML and hydrates as a single-page app (docs/decisions/0001-static-prerender.md).
export default {
  ssr: false,
  // The pages, and the map's shapes as a file (app/routes/world-map-geometry.ts).
  prerender: () => [...prerenderPaths(), WORLD_MAP_PATH],
} satisfies Config;
