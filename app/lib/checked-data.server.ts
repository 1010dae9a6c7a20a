// Build-time only: the checked data files, read once per build process for the prerender loaders.
import { checkData, formatProblem, type CheckedData } from "@data/check/check-data";
import path from "node:path";

// Builds run from the project root (npm scripts); the bundled loader cannot use its own location.
const DATA_DIR = path.resolve(process.cwd(), "data");

let cached: CheckedData | undefined;

/** Every data file, validated; a build with any problem stops here with the list. */
export function loadCheckedData(): CheckedData {
  if (cached) return cached;
  const checked = checkData(DATA_DIR);
  if (checked.problems.length > 0) throw new Error(`The data has problems:\n${checked.problems.map(formatProblem).join("\n")}`);
  cached = checked;
  return checked;
}
