// `npm run data:review`: the editors' freshness report. Per country: the oldest and newest evidence,
// cells resting on a single source or only on Freedom House, established / inferred / in-review
// counts, and news newer than the entry. The same rows are published as /data/data-review.json
// and shown on /data. Exits 1 only when the data has problems (npm run data:check).
import path from "node:path";
import { checkData, formatProblem } from "../data/check/check-data";
import { greyCells, reviewRows } from "../data/model/review";
import { SCORED_METRICS } from "../data/schema/metrics";

const { countries, news, problems, warnings } = checkData(path.resolve(import.meta.dirname, "..", "data"));
if (problems.length > 0) {
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  console.error("data:review: fix the problems above first (npm run data:check).");
  process.exit(1);
}
const rows = reviewRows(countries, news);
const short: Record<string, string> = {
  vpn_status: "vpn",
  age_verification: "age",
  censorship_surveillance: "cens",
  data_protection: "data",
  social_media_blocking: "social",
};
const list = (metrics: readonly string[]) => metrics.map((metric) => short[metric]).join(",") || "-";
const header = ["iso", "oldest", "newest", "verified", "est", "inf", "grey", "single-source", "FH-only", "newer news"];
const table = rows.map((row) => [
  row.iso_a3,
  row.oldest_evidence ?? "-",
  row.newest_evidence ?? "-",
  row.last_verified,
  String(row.established),
  String(row.inferred),
  String(row.in_review),
  list(row.single_source),
  list(row.freedom_house_only),
  row.newer_news.map((item) => item.date).join(",") || "-",
]);
const widths = header.map((title, index) => Math.max(title.length, ...table.map((cells) => cells[index]!.length)));
const line = (cells: readonly string[]) =>
  cells
    .map((cell, index) => cell.padEnd(widths[index]!))
    .join("  ")
    .trimEnd();
console.log(line(header));
for (const cells of table) console.log(line(cells));

const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
const oldest = [...rows]
  .filter((row) => row.oldest_evidence)
  .sort((a, b) => a.oldest_evidence!.localeCompare(b.oldest_evidence!))
  .slice(0, 5);
console.log(
  `\n${rows.length} countries, ${rows.length * SCORED_METRICS.length} cells: ${sum((row) => row.established)} established, ${sum((row) => row.inferred)} no restriction found, ${sum((row) => row.in_review)} in review.`,
);
console.log(`Cells on a single key source: ${sum((row) => row.single_source.length)}; on Freedom House alone: ${sum((row) => row.freedom_house_only.length)}.`);
console.log(`Oldest evidence: ${oldest.map((row) => `${row.iso_a3} ${row.oldest_evidence}`).join(", ")}.`);
console.log(`Countries with news newer than their last change: ${rows.filter((row) => row.newer_news.length > 0).length}.`);
const grey = greyCells(countries);
console.log(`\nGrey cells (${grey.length}):`);
for (const metric of SCORED_METRICS) {
  const cells = grey.filter((cell) => cell.metric === metric);
  console.log(`  ${metric} (${cells.length})`);
  for (const cell of cells) console.log(`    ${cell.iso_a3} ${cell.name}: ${cell.reason}`);
}
if (warnings.length > 0) {
  console.log(`\nWarnings (${warnings.length}):`);
  for (const warning of warnings) console.log(`  ${formatProblem(warning)}`);
}
