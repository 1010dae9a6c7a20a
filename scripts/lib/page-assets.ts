// The prerendered pages of a build and the scripts and stylesheets each loads: what `npm run budget`
// and bench/compare-js.ts count.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The gzip size (level 9) of a build's file by its URL path, each file compressed once. */
export function gzipSizer(client: string): (urlPath: string) => number {
  const sizes = new Map<string, number>();
  return (urlPath) => {
    let size = sizes.get(urlPath);
    if (size === undefined) sizes.set(urlPath, (size = gzipSync(readFileSync(path.join(client, urlPath)), { level: 9 }).length));
    return size;
  };
}

export function htmlPages(dir: string, prefix = ""): Array<{ route: string; file: string }> {
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
