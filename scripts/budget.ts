// `npm run budget`: per route, the gzip bytes of JS and CSS its prerendered HTML loads, read from
// the build output. Exits 1 when a route is over its budget.
import { readFileSync } from "node:fs";
import path from "node:path";
import { englishPath, languageOfPath } from "../app/lib/i18n/languages";
import { assetsOf, gzipSizer, htmlPages } from "./lib/page-assets";

const CLIENT = path.resolve(import.meta.dirname, "..", "build", "client");
const KIB = 1024;
/** Gzip JS budgets in KiB; routes not listed use the default. `/legal-tracker/*` is every country page. */
// The pages issue 22 translated load no more than they did before it (a build of 0abd425): the home
// page 120.9 KiB, a country page 136.75, /changes 130.3, /methodology 130.4, /evidence-policy 125.4
// (docs/decisions/0021-smaller-javascript.md). The tracker: what its design needs (166.5 KiB on
// 2026-11-26, 152.6 at 6abaaa4, since its drawer loads with the first brief) plus a margin.
const JS_BUDGET_KIB: Record<string, number> = {
  "/": 120.9,
  "/legal-tracker": 160,
  "/legal-tracker/*": 136.75,
  "/changes": 130.3,
  "/methodology": 130.4,
  "/evidence-policy": 125.4,
};
const DEFAULT_JS_BUDGET_KIB = 160;
/** A translated page may load at most this much more than its English page (issue 22). */
const TRANSLATION_EXTRA_KIB = 10;

const gzipBytes = gzipSizer(CLIENT);

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
  const budget =
    englishJs === undefined
      ? (JS_BUDGET_KIB[page.route] ?? JS_BUDGET_KIB[page.route.replace(/^\/legal-tracker\/.+/, "/legal-tracker/*")] ?? DEFAULT_JS_BUDGET_KIB)
      : englishJs / KIB + TRANSLATION_EXTRA_KIB;
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
