// `npm run data:publish`: checks data/ and rewrites the published /data/* and feeds in the build,
// without a rebuild. A running server notices the new version and streams what changed.
import path from "node:path";
import { checkData, formatProblem } from "../data/check/check-data";
import { buildPublishedData, writePublishedData } from "./lib/publish-data";
import { siteOrigin, writeDerivedFiles } from "./lib/publish-derived";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, "build"), "client", "data");
const checked = checkData(path.join(root, "data"));
if (checked.problems.length > 0) {
  console.error(`data:publish refused: ${checked.problems.length} problem(s); nothing was published.`);
  for (const problem of checked.problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
const published = buildPublishedData(checked.countries, checked.news, checked.unCountries);
for (const file of writePublishedData(outDir, published)) console.log(`published ${path.relative(root, file)}`);
// The CSV downloads and the feeds follow the JSON, so they never disagree with it.
const derived = writeDerivedFiles(path.dirname(outDir), checked, siteOrigin());
console.log(`published ${derived.length} CSV, VPN data and feed files`);
console.log(`data:publish: ${published.status.countries.length} countries, ${published.news.items.length} news items.`);
