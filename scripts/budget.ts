// `npm run budget`: per route, the gzip bytes of JS and CSS its prerendered HTML loads, read from
// the build output. Exits 1 when a route is over its budget.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { englishPath, languageOfPath } from "../app/lib/i18n/languages";

const CLIENT = path.resolve(import.meta.dirname, "..", "build", "client");
const KIB = 1024;
/** Gzip JS budgets in KiB; routes not listed use the default. */
// The tracker: what its current design needs (166.5 KiB on 2026-11-26, after its map shapes left
// its router data and its title stopped loading the site's page catalogue; 158.4 since its drawer
// loads with the first brief) plus a small margin.
// The home page: 120.9 KiB before the interface text became translatable (issue 22), 123.8 after:
// the message runtime, the language switcher and the layout's catalogue load on every page
// (docs/decisions/0020-interface-text.md). Its budget keeps it from growing further.
const JS_BUDGET_KIB: Record<string, number> = { "/": 124.5, "/legal-tracker": 160 };
const DEFAULT_JS_BUDGET_KIB = 160;
/** A translated page may load at most this much more than its English page (issue 22). */
const TRANSLATION_EXTRA_KIB = 10;

const gzipCache = new Map<string, number>();
function gzipBytes(urlPath: string): number {
  let size = gzipCache.get(urlPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(CLIENT, urlPath)), { level: 9 }).length;
    gzipCache.set(urlPath, size);
  }
  return size;
}

function htmlPages(dir: string, prefix = ""): Array<{ route: string; file: string }> {
  const pages: Array<{ route: string; file: string }> = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== "assets" && name !== "data") pages.push(...htmlPages(full, `${prefix}/${name}`));
    } else if (name === "index.html") pages.push({ route: prefix || "/", file: full });
  }
  return pages;
}

/**
 * JS a page loads before it is interactive: module preloads, module imports in inline bootstraps,
 * and the modules a deferred bootstrap preloads and imports (scripts/lib/defer-hydration.ts).
 */
export function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) js.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) js.add(match[1]!);
  for (const bootstrap of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of bootstrap[1]!.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) js.add(match[1]!);
  }
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(match[1]!);
  return { js: [...js], css: [...css] };
}

const pages = htmlPages(CLIENT)
  .map(({ route, file }) => ({ route, ...assetsOf(readFileSync(file, "utf8")) }))
  .sort((a, b) => a.route.localeCompare(b.route));
if (pages.length === 0) {
  console.error("budget: no prerendered pages in build/client; run `npm run build` first.");
  process.exit(1);
}
// The shared base is what every page loads; "own" is what a route adds on top.
const shared = pages.map((page) => new Set(page.js)).reduce((a, b) => new Set([...a].filter((x) => b.has(x))));
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
const kib = (bytes: number) => (bytes / KIB).toFixed(1).padStart(7);

console.log(`Shared base JS (every page): ${kib(sum(shared))} KiB gzip\n`);
console.log(`${"route".padEnd(40)} ${"JS KiB".padStart(7)} ${"own JS".padStart(7)} ${"CSS KiB".padStart(7)}  budget`);
// "/fa/legal-tracker" is "/legal-tracker" in Persian (app/lib/i18n/languages.ts).
const englishOf = (route: string) => (languageOfPath(route) === "en" ? null : englishPath(route));
const jsOfRoute = new Map(pages.map((page) => [page.route, sum(page.js)]));
let over = 0;
const extras: Array<{ route: string; extra: number }> = [];
for (const page of pages) {
  const js = sum(page.js);
  const own = sum(page.js.filter((file) => !shared.has(file)));
  const english = englishOf(page.route);
  const englishJs = english === null ? undefined : jsOfRoute.get(english);
  // A translated page's budget is its English page's JS plus the allowance, whatever that is.
  const budget = englishJs === undefined ? (JS_BUDGET_KIB[page.route] ?? DEFAULT_JS_BUDGET_KIB) : englishJs / KIB + TRANSLATION_EXTRA_KIB;
  if (englishJs !== undefined) extras.push({ route: page.route, extra: js - englishJs });
  const ok = js <= budget * KIB;
  if (!ok) over += 1;
  console.log(`${page.route.padEnd(40)} ${kib(js)} ${kib(own)} ${kib(sum(page.css))}  ${ok ? "ok" : "OVER"} (${budget.toFixed(1)} KiB)`);
}
if (extras.length > 0) {
  const most = extras.reduce((a, b) => (b.extra > a.extra ? b : a));
  console.log(
    `\nTranslated pages: at most ${kib(most.extra).trim()} KiB gzip more JS than their English page (${most.route}; allowed ${TRANSLATION_EXTRA_KIB} KiB).`,
  );
}
if (over > 0) {
  console.error(`\nbudget: ${over} route${over === 1 ? "" : "s"} over the JS budget.`);
  process.exit(1);
}
