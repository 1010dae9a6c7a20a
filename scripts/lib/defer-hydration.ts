// Every prerendered page paints from its HTML and stylesheet alone; its scripts (React, the route
// modules) start loading only after that first paint, so they never compete with it for the network (docs/decisions/0013-map-without-hydration.md). The route stays a React
// Router route: the same modules hydrate it, a moment later.

/** React Router's bootstrap: static imports of the manifest and route modules, then the entry. */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"]+");[ \t]*$/gm;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * Rewrites one page: the modulepreload links leave the head, and the bootstrap waits for the first
 * frame, then preloads the same modules in parallel (a few per task) and runs as before (manifest first, as its
 * static import did). Returns null when the page has no bootstrap to defer.
 */
export function deferHydration(html: string, { hydrateAs }: { hydrateAs?: string } = {}): string | null {
  const bootstraps = [...html.matchAll(BOOTSTRAP)];
  if (bootstraps.length === 0) return null;
  if (bootstraps.length > 1) throw new Error("defer-hydration: more than one React Router bootstrap in one page");
  const body = bootstraps[0]![1]!;
  const imports = [...body.matchAll(STATIC_IMPORT)].map((match) => ({ name: match[1], specifier: match[2]! }));
  const [manifest, ...routes] = imports;
  if (!manifest || manifest.name || routes.some((route) => !route.name)) {
    throw new Error("defer-hydration: the bootstrap no longer has the shape this script expects (import manifest; import * as routeN ...)");
  }
  const rest = body.replace(STATIC_IMPORT, "").trim();
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);

  // The not-found page is served at any unknown address, but was rendered for `hydrateAs`: the
  // router hydrates there (so its first render matches the HTML), then the address is put back.
  const asPath = hydrateAs
    ? `var here=location.pathname+location.search+location.hash;if(location.pathname!==${JSON.stringify(hydrateAs)}){history.replaceState(history.state,"",${JSON.stringify(hydrateAs)});new MutationObserver(function(r,o){if(document.documentElement.getAttribute("data-hydrated")==="true"){o.disconnect();history.replaceState(history.state,"",here)}}).observe(document.documentElement,{attributes:true,attributeFilter:["data-hydrated"]})}`
    : "";
  const script = [
    "(function(){",
    `var preload=${JSON.stringify(preloads)};`,
    "function start(){",
    asPath,
    // Two links a task: each request costs the main thread ~10 ms on a slow phone, and fifteen in
    // one task were a long task of their own (bench/lighthouse.sh, tracker trace).
    'var i=0;(function more(){for(var n=i+2;i<n&&i<preload.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=preload[i];document.head.appendChild(l)}if(i<preload.length)setTimeout(more,0)})();',
    `import(${manifest.specifier}).then(function(){return Promise.all([${routes.map((route) => `import(${route.specifier})`).join(",")}])}).then(function(modules){`,
    routes.map((route, index) => `var ${route.name}=modules[${index}];`).join(""),
    rest,
    "})}",
    // After the first frame is painted (frames wait for the stylesheet), so the page is on screen
    // before any script is fetched; not the load event, which a slow image could hold back.
    "requestAnimationFrame(function(){setTimeout(start,0)})",
    "})();",
  ].join("");

  return html.replace(MODULE_PRELOAD, "").replace(bootstraps[0]![0], `<script type="module">${script}</script>`);
}
