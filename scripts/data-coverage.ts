// `npm run data:coverage`: per metric, how many of the UN members are green, amber, red and grey,
// how many coloured statuses carry a supporting source, and which members have no data yet.
import path from "node:path";
import { mergeCountries } from "../data/model/merge-countries";
import { METRICS, SCORED_METRICS, type Metric } from "../data/schema";
import { checkData, formatProblem } from "../data/check/check-data";

const { unCountries, countries, problems } = checkData(path.resolve(import.meta.dirname, "..", "data"));
if (problems.length > 0) {
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  console.error("data:coverage: fix the problems above first (npm run data:check).");
  process.exit(1);
}
const merged = mergeCountries(unCountries, countries);
const pad = (value: string | number, width: number) => String(value).padStart(width);

console.log(`Coverage of ${merged.length} UN members: ${countries.length} with data, ${merged.length - countries.length} without.\n`);
console.log(`${"metric".padEnd(26)}${pad("green", 7)}${pad("amber", 7)}${pad("red", 7)}${pad("grey", 7)}  sourced`);
for (const metric of METRICS as readonly Metric[]) {
  const counts = { green: 0, amber: 0, red: 0, grey: 0 };
  let coloured = 0;
  let sourced = 0;
  for (const entry of merged) {
    const status = entry.statuses[metric];
    counts[status] += 1;
    if (status === "grey") continue;
    coloured += 1;
    const isScored = (SCORED_METRICS as readonly string[]).includes(metric);
    // The overall rating is computed from the sourced metrics, so it counts as sourced when they are.
    if (!isScored || entry.data?.sources_primary.some((source) => source.metrics.includes(metric as never))) sourced += 1;
  }
  console.log(`${metric.padEnd(26)}${pad(counts.green, 7)}${pad(counts.amber, 7)}${pad(counts.red, 7)}${pad(counts.grey, 7)}  ${sourced}/${coloured}`);
}
const subnational = countries.flatMap((country) => country.subnational);
console.log(
  `\nSubnational entries: ${subnational.length} (${subnational.filter((entry) => Object.values(entry.statuses).some((s) => s !== "grey")).length} coloured)`,
);
const missing = merged.filter((entry) => !entry.hasData).map((entry) => `${entry.name} (${entry.iso_a3})`);
console.log(`\nUN members with no data (${missing.length}):`);
console.log(missing.length ? missing.join(", ") : "none");
