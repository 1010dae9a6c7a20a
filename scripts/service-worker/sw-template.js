/* Privacy Atlas service worker, built by scripts/postbuild.ts with workbox-build (injectManifest).
 * Pages, their router data and the assets are precached, so every page reads offline after one
 * visit. The published data is fetched network-first, with the cached copy as the fallback.
 * Requests to /api/* are never intercepted (docs/product.md#service-worker-and-start-up). Plain JS: it is not bundled. */
/* global importScripts, workbox, self, caches, Response, __DATA_FILES__ */
importScripts("/__WORKBOX_DIR__/workbox-sw.js");
workbox.setConfig({ modulePathPrefix: "/__WORKBOX_DIR__/", debug: false });

const { precacheAndRoute, cleanupOutdatedCaches, matchPrecache } = workbox.precaching;
const { registerRoute, NavigationRoute, setCatchHandler } = workbox.routing;
const { NetworkFirst } = workbox.strategies;

const DATA_CACHE = "privacy-atlas-data";
const PAGES_CACHE = "privacy-atlas-pages";
const DATA_FILES = __DATA_FILES__;
const APP_SHELL = "/app-shell.html";

const isApi = (url) => url.pathname === "/api" || url.pathname.startsWith("/api/");

// Query strings (?metric=…, ?country=…) do not change a prerendered page or its router data.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

// The published data: always try the network first, so a reader sees the newest version.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith("/data/") && request.method === "GET",
  new NetworkFirst({ cacheName: DATA_CACHE, networkTimeoutSeconds: 6 }),
);

// Pages not precached (the country briefs): network first, then the copy seen before, then the app shell.
registerRoute(new NavigationRoute(new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 6 }), { denylist: [/^\/api(\/|$)/] }));

setCatchHandler(async ({ request, url }) => {
  if (request.mode === "navigate" && !isApi(url)) return (await matchPrecache(APP_SHELL)) ?? Response.error();
  return Response.error();
});

// The data is read offline after one visit, even on pages that had not fetched it yet.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(DATA_CACHE)
      .then((cache) => cache.addAll(DATA_FILES))
      .catch(() => undefined),
  );
});

// A new version waits until the reader accepts the "reload" toast.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});
