import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender-paths";

// Every route is prerendered to static HTML and hydrates as a single-page app (docs/decisions/0001-static-prerender.md).
export default {
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
