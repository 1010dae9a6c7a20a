// `npm run data:check`: validates every data file; exits 1 naming file, field and reason.
import path from "node:path";
import { checkData, formatProblem } from "../data/check/check-data";

const dataDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "data"));
const { countries, news, unCountries, vpns, problems, warnings } = checkData(dataDir);

// Warnings never fail the check: they point at entries that may need a look.
for (const warning of warnings) console.warn(`  warning: ${formatProblem(warning)}`);

if (problems.length > 0) {
  console.error(`data:check found ${problems.length} problem${problems.length === 1 ? "" : "s"}:`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(
  `data:check passed: ${unCountries.length} UN members, ${countries.length} countries with data, ${news.length} news items, ${vpns.length} VPN providers.`,
);
