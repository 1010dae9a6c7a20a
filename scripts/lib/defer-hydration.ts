// Every prerendered page paints and reads from its HTML and stylesheet alone. Its scripts (React,
// the route modules) load when the reader first acts (a tap, a key, the mouse, focus), or once the
// page has been loaded and quiet for a few seconds, so start-up never competes with the first
// paint or the first seconds of reading (docs/decisions/0018-scripts-on-intent.md). What the reader
// did before the scripts were ready (a click on a button, an edited field, a submitted form) is
// replayed once React has hydrated. The route stays a React Router route.

/** How long a loaded page stays quiet before its scripts start without the reader acting. */
export const QUIET_AFTER_LOAD_MS = 3000;

/**
 * The waiting part of the bootstrap (plain ES5, it runs before any module). Defines
 * `stopWaiting()` for `start()`, and calls `start()` on the first intent or after the quiet time.
 * - Intent: a pointer pressed, a key, the mouse moved, focus, the wheel (all passive).
 * - Until hydration: a plain click on a button (or a link inside `[data-replay-clicks]`, which the
 *   hydrated page opens in place) is held and replayed; so is a submitted form and every edited
 *   field, whose value React would otherwise not know and put back (the reader's value is written
 *   past React's value tracker, which holds what React rendered, so its change event fires); focus that
 *   moved is given again, so the focused element's handlers run.
 */
const WAIT_FOR_INTENT = [
  'var html=document.documentElement,intents=["pointerdown","keydown","mousemove","focusin","wheel"],opts={capture:true,passive:true};',
  "var held=null,submitted=null,edited=[],focused=false;",
  'function hydrated(){return html.getAttribute("data-hydrated")==="true"}',
  "function onIntent(){start()}",
  "function onFocus(){focused=!hydrated()}",
  "function onClick(e){if(hydrated()||e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||!e.target.closest)return;",
  'var t=e.target.closest("button,[role=button],[data-replay-clicks] a[href]");if(!t)return;e.preventDefault();e.stopImmediatePropagation();held=t;start()}',
  "function onSubmit(e){if(hydrated())return;e.preventDefault();submitted=e.target;start()}",
  // The value is kept now: a render after hydration puts back what React holds.
  'function onEdit(e){if(hydrated())return;var t=e.target,c=t.type==="checkbox"||t.type==="radio";edited=edited.filter(function(x){return x[0]!==t});edited.push([t,c,c?t.checked:t.value]);start()}',
  "function stopWaiting(){intents.forEach(function(t){removeEventListener(t,onIntent,opts)})}",
  "intents.forEach(function(t){addEventListener(t,onIntent,opts)});",
  'document.addEventListener("click",onClick,true);document.addEventListener("submit",onSubmit,true);',
  'document.addEventListener("input",onEdit,true);document.addEventListener("change",onEdit,true);document.addEventListener("focusin",onFocus,true);',
  "function replay(){",
  'document.removeEventListener("click",onClick,true);document.removeEventListener("submit",onSubmit,true);',
  'document.removeEventListener("input",onEdit,true);document.removeEventListener("change",onEdit,true);document.removeEventListener("focusin",onFocus,true);',
  // One step at a time, each once the page is idle after the last, as a reader's events come: a
  // handler that merges into the state it rendered with (the compare filters) must see the previous step's result.
  "var steps=edited.map(function(x){return function(){var el=x[0],v=x[2];if(!el.isConnected)return;",
  // Whether or not a render has put React's value back yet, React's tracker is first set to
  // something else (the element's own setter), so the replayed event always reads as a change.
  "if(x[1]){if(el.checked===v)el.checked=!v;el.click();return}",
  'if(el.tagName==="SELECT"){el.value=v;el.dispatchEvent(new Event("change",{bubbles:true}));return}',
  'el.value=v===""?" ":"";',
  'Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),"value").set.call(el,v);el.dispatchEvent(new Event("input",{bubbles:true}))}});',
  // Focus that moved before hydration is given again, so the element's focus handlers run.
  "steps.push(function(){var a=document.activeElement;if(focused&&a&&a!==document.body&&a.focus){a.blur();a.focus({preventScroll:true})}});",
  "steps.push(function(){if(submitted&&submitted.isConnected)submitted.requestSubmit()});",
  // Dispatched, not held.click(): an SVG link has no click().
  'steps.push(function(){if(held&&held.isConnected)held.dispatchEvent(new MouseEvent("click",{bubbles:true,cancelable:true,view:window}))});',
  "var idle=window.requestIdleCallback||function(f){setTimeout(f,50)};(function next(){var step=steps.shift();if(!step)return;step();requestAnimationFrame(function(){idle(next,{timeout:1000})})})()}",
  'new MutationObserver(function(r,o){if(hydrated()){o.disconnect();replay()}}).observe(html,{attributes:true,attributeFilter:["data-hydrated"]});',
  // After load, not before: a slow image may hold the load event back, but then the reader is
  // still reading; requestIdleCallback (where it exists) keeps the start off a busy moment.
  `function quiet(){setTimeout(function(){var idle=window.requestIdleCallback;idle?idle(start,{timeout:2000}):start()},${QUIET_AFTER_LOAD_MS})}`,
  'if(document.readyState==="complete")quiet();else addEventListener("load",quiet,{once:true});',
].join("");

/** React Router's bootstrap: static imports of the manifest and route modules, then the entry. */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"]+");[ \t]*$/gm;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * Rewrites one page: the modulepreload links leave the head, and the bootstrap waits for the reader's
 * first intent or a quiet moment after load, then preloads the same modules in parallel (a few per
 * task) and runs as before (manifest first, as its static import did). Returns null when the page
 * has no bootstrap to defer.
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
    "var started=false;",
    WAIT_FOR_INTENT,
    "function start(){",
    "if(started)return;started=true;stopWaiting();",
    asPath,
    // Two links a task: each request costs the main thread ~10 ms on a slow phone, and fifteen in
    // one task were a long task of their own (bench/lighthouse.sh, tracker trace).
    'var i=0;(function more(){for(var n=i+2;i<n&&i<preload.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=preload[i];document.head.appendChild(l)}if(i<preload.length)setTimeout(more,0)})();',
    `import(${manifest.specifier}).then(function(){return Promise.all([${routes.map((route) => `import(${route.specifier})`).join(",")}])}).then(function(modules){`,
    routes.map((route, index) => `var ${route.name}=modules[${index}];`).join(""),
    rest,
    "})}",
    "})();",
  ].join("");

  return html.replace(MODULE_PRELOAD, "").replace(bootstraps[0]![0], `<script type="module">${script}</script>`);
}
