// `BUILD_SOURCEMAP=1 npm run build`, then `npx tsx bench/bundle-modules.ts /legal-tracker/germany`:
// the scripts that page loads, each with its gzip bytes and the source modules inside it by
// minified characters, read from the source maps. Where to look when a page's JavaScript grows.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import { assetsOf } from "../scripts/lib/page-assets";

const CLIENT = path.resolve(import.meta.dirname, "..", "build", "client");
const route = process.argv[2] ?? "/";
const html = path.join(CLIENT, route, "index.html");
if (!existsSync(html)) {
  console.error(`bundle-modules: no prerendered page at ${route} (build/client${route}/index.html)`);
  process.exit(2);
}

/** Minified characters per source module in one script, from its source map. */
function modulesOf(file: string): Map<string, number> {
  const code = readFileSync(file, "utf8");
  const lines = code.split("\n");
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8")) as RawSourceMap);
  const sizes = new Map<string, number>();
  let previous: { line: number; column: number; source: string } | null = null;
  consumer.eachMapping((mapping) => {
    if (previous) {
      const length = mapping.generatedLine === previous.line ? mapping.generatedColumn - previous.column : lines[previous.line - 1]!.length - previous.column;
      sizes.set(previous.source, (sizes.get(previous.source) ?? 0) + length);
    }
    const source = (mapping.source ?? "?").replace(/^.*node_modules\//, "node_modules/").replace(/^(\.\.\/)+/, "");
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source };
  });
  const last = previous as { line: number; column: number; source: string } | null;
  if (last) sizes.set(last.source, (sizes.get(last.source) ?? 0) + lines[last.line - 1]!.length - last.column);
  return sizes;
}

let total = 0;
for (const script of assetsOf(readFileSync(html, "utf8")).js) {
  const file = path.join(CLIENT, script);
  const gzip = gzipSync(readFileSync(file, "utf8").replace(/\n\/\/# sourceMappingURL=.*$/, ""), { level: 9 }).length;
  total += gzip;
  console.log(`\n${script}  ${gzip} B gzip`);
  if (!existsSync(`${file}.map`)) {
    console.log("  (no source map: build with BUILD_SOURCEMAP=1)");
    continue;
  }
  for (const [source, size] of [...modulesOf(file)].sort((a, b) => b[1] - a[1])) console.log(`  ${String(size).padStart(7)}  ${source}`);
}
console.log(`\n${route}: ${total} B of JavaScript (gzip level 9, without the source-map comments)`);
