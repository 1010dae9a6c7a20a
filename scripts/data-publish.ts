// `npm run data:publish`: checks data/ and rewrites the published /data/* and feeds in the build,
// without a rebuild. A running server notices the new version and streams what changed.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkData, formatProblem } from "../data/check/check-data";
import { unrecordedChanges } from "../data/model/status-history";
import { precompressFiles } from "./lib/precompress";
import { buildPublishedData, PUBLISHED_FILES, writePublishedData } from "./lib/publish-data";
import { siteOrigin, writeDerivedFiles } from "./lib/publish-derived";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, "build"));
// The server's PUBLISHED_DATA_DIR, when the data lives outside the build (shared by several machines).
const outDir = path.resolve(process.env.PUBLISHED_DATA_DIR ?? path.join(buildDir, "client", "data"));
const checked = checkData(path.join(root, "data"));
if (checked.problems.length > 0) {
  console.error(`data:publish refused: ${checked.problems.length} problem(s); nothing was published.`);
  for (const problem of checked.problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
// A colour that changes must arrive with its dated history entry (data/README.md, "History").
const currentFile = path.join(outDir, PUBLISHED_FILES.status);
if (existsSync(currentFile)) {
  const current = JSON.parse(readFileSync(currentFile, "utf8")) as { countries?: Parameters<typeof unrecordedChanges>[0] };
  const missing = unrecordedChanges(current.countries ?? [], checked.countries);
  if (missing.length > 0) {
    console.error(`data:publish refused: ${missing.length} status change(s) without a history entry; nothing was published.`);
    for (const change of missing) {
      const where = change.subdivision ? `${change.country} (${change.subdivision})` : change.country;
      console.error(
        `  data/countries/${change.country}.json: ${where} ${change.metric} goes from ${change.from} to ${change.to}: add {"date", "metric": "${change.metric}", "from": "${change.from}", "to": "${change.to}", "summary", "sources"} at the end of its history`,
      );
    }
    process.exit(1);
  }
}
const published = buildPublishedData(checked.countries, checked.news, checked.unCountries, checked.surveys);
const written = writePublishedData(outDir, published);
for (const file of written) console.log(`published ${path.relative(root, file)}`);
// The CSV downloads and the feeds follow the JSON, so they never disagree with it.
// Feeds are written into this machine's build, with the origin the build recorded.
const derived = writeDerivedFiles(path.join(buildDir, "client"), checked, siteOrigin(buildDir), new Date(), outDir);
// The server sends only precompressed forms; until these are written it sends the files uncompressed.
console.log(`precompressed ${await precompressFiles([...written, ...derived])} files (brotli and gzip)`);
console.log(`published ${derived.length} CSV, VPN data and feed files`);
console.log(`data:publish: ${published.status.countries.length} countries, ${published.news.items.length} news items.`);
