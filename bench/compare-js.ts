// `npx tsx bench/compare-js.ts <before>/build/client [after]/build/client`: the exact gzip bytes of
// JavaScript each English page loads in two builds (as `npm run budget` counts them), and every page
// that got heavier. Issue 22 asked that English pages load no more than before; this is how it was
// checked (docs/decisions/0021-smaller-javascript.md). Exits 1 when a page got heavier.
import { readFileSync } from "node:fs";
import path from "node:path";
import { languageOfPath } from "../app/lib/i18n/languages";
import { assetsOf, gzipSizer, htmlPages } from "../scripts/lib/page-assets";

const [beforeDir, afterDir = path.resolve(import.meta.dirname, "..", "build", "client")] = process.argv.slice(2);
if (!beforeDir) {
  console.error("usage: npx tsx bench/compare-js.ts <before build/client> [after build/client]");
  process.exit(2);
}

function jsBytesByPage(client: string): Map<string, number> {
  const gzip = gzipSizer(client);
  const pages = new Map<string, number>();
  for (const page of htmlPages(client)) {
    if (languageOfPath(page.route) !== "en") continue;
    const { js } = assetsOf(readFileSync(page.file, "utf8"));
    pages.set(
      page.route,
      js.reduce((total, file) => total + gzip(file), 0),
    );
  }
  return pages;
}

const before = jsBytesByPage(beforeDir);
const after = jsBytesByPage(afterDir);
// Country pages and VPN reviews: one line for each group, with its heaviest change.
const group = (route: string) => route.replace(/^\/legal-tracker\/.+/, "/legal-tracker/*").replace(/^\/vpn\/.+/, "/vpn/*");
const groups = new Map<string, { pages: number; before: number; after: number }>();
let heavier = 0;
for (const [route, bytes] of after) {
  const old = before.get(route);
  if (old === undefined) continue;
  if (bytes > old) heavier += 1;
  const entry = groups.get(group(route));
  if (!entry) groups.set(group(route), { pages: 1, before: old, after: bytes });
  else {
    entry.pages += 1;
    if (bytes - old > entry.after - entry.before) Object.assign(entry, { before: old, after: bytes });
  }
}
console.log(`${"page (heaviest change in a group)".padEnd(40)} ${"pages".padStart(5)} ${"before".padStart(8)} ${"after".padStart(8)} ${"change".padStart(7)}`);
for (const [route, { pages, before: old, after: bytes }] of [...groups].sort((a, b) => b[1].after - b[1].before - (a[1].after - a[1].before))) {
  console.log(`${route.padEnd(40)} ${String(pages).padStart(5)} ${String(old).padStart(8)} ${String(bytes).padStart(8)} ${String(bytes - old).padStart(7)}`);
}
const compared = [...after.keys()].filter((route) => before.has(route)).length;
console.log(`\n${compared} English pages in both builds (bytes, gzip level 9); ${heavier} load more JavaScript than before.`);
process.exit(heavier > 0 ? 1 : 0);
