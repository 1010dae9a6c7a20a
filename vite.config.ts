import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { createRequire } from "node:module";
import path from "node:path";
import { DEFAULT_SITE_ORIGIN, siteOriginFromEnv } from "./scripts/lib/build-site-origin";

const siteOrigin = siteOriginFromEnv() ?? DEFAULT_SITE_ORIGIN;
// Where readers write to (corrections, review requests); defaults to the editors' box at the site's own domain.
const contactEmail = process.env.CONTACT_EMAIL ?? `editors@${new URL(siteOrigin).hostname.replace(/^www\./, "")}`;

const require = createRequire(import.meta.url);
const reactRouterDist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist", "production");
// Every environment inherits the top-level build options; the prerender's build stays unminified
// and without source maps, as Vite leaves a server build by default.
function browserBuildOnly(): Plugin {
  return {
    name: "minify-browser-build-only",
    configEnvironment(name) {
      return name === "client" ? undefined : { build: { minify: false, sourcemap: false } };
    },
  };
}

// react-router's package exports only its development build (with dev-only warnings); the browser gets
// the production build it ships beside it. The prerender keeps the package's own exports, so it and
// @react-router/node share one copy.
function reactRouterProductionBuild(): Plugin {
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      const file = files[source];
      return file === undefined ? null : path.join(reactRouterDist, file);
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), browserBuildOnly(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app"), "@data": path.resolve(import.meta.dirname, "data") } },
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
    __CONTACT_EMAIL__: JSON.stringify(contactEmail),
    // The build's year, fixed in the bundle: a page hydrated in a later year still matches its HTML.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // Hashed assets are served immutable; keep chunk names readable in budget reports.
    assetsInlineLimit: 0,
    // Terser, two passes, ES2020 output and no Safari 10 workarounds (Vite turns them on; the build's
    // target browsers are far newer): every page's shared JavaScript is about 3.6 KiB (gzip) smaller than
    // with esbuild's minifier (docs/decisions/0021-smaller-javascript.md). Comments go, licence
    // banners too, as they did with esbuild here. The browser's build only: see browserBuildOnly().
    minify: "terser",
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 2 }, format: { comments: false } },
    // Source maps only when asked (BUILD_SOURCEMAP=1), for bench/bundle-modules.ts: "hidden", so no
    // script points to them, and such a build is for measuring, not for serving.
    sourcemap: process.env.BUILD_SOURCEMAP === "1" ? "hidden" : false,
    rollupOptions: {
      // Named chunks rather than merged small ones (docs/decisions/0008).
      output: {
        // Keep the small modules the VPN pages share together, so merging never drags them into
        // a chunk every page loads (the home page's budget is tight: docs/decisions/0004). Not the
        // source links: a country page's VPN section needs only them, not the whole group.
        manualChunks(id) {
          if (/[\\/]app[\\/]features[\\/]vpn[\\/](vpn-format|review[\\/]score-badge|ownership[\\/]relationship-labels)\.tsx?$/.test(id)) return "vpn-common";
          // The list and table components the content pages share: one request rather than two,
          // and kept out of the chunks every page loads (docs/decisions/0008).
          if (/[\\/]app[\\/]components[\\/]ui[\\/](source-list|data-table)\.tsx$/.test(id)) return "ui";
          // Only what every page uses: the inline scripts' source (prerender only), the CSV writer and the web-vitals logger (loaded at idle) stay out.
          if (/[\\/]app[\\/]lib[\\/][^/\\]+\.tsx?$/.test(id) && !/(service-worker-script|csv|checked-data\.server|web-vitals)\.ts$/.test(id)) return "lib";
          // Small modules the layout needs on every page travel with lib rather than as their own requests.
          if (/[\\/]app[\\/](site-nav\.ts|components[\\/](error-fallback|not-found-view)\.tsx|components[\\/]ui[\\/]toast\.ts)$/.test(id)) return "lib";
          if (/[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/.test(id)) return "react";
          return undefined;
        },
      },
    },
  },
});
