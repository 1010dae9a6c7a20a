// Build-time only: the prerendered tracker's view of the checked data.
import { checkData, formatProblem } from "@data/check/check-data";
import path from "node:path";
import { dataUpdatedAt } from "@data/model/data-updated-at";
import type { Country, UnCountry } from "@data/schema";
import { recentNews } from "./recent-news";
import { toTrackerCountries, type TrackerSnapshot } from "./tracker-data";

type CheckedData = { countries: Country[]; unCountries: UnCountry[]; news: ReturnType<typeof checkData>["news"] };

// Builds run from the project root (npm scripts); the bundled loader cannot use its own location.
const DATA_DIR = path.resolve(process.cwd(), "data");

let cached: CheckedData | undefined;
export function loadCheckedData(): CheckedData {
  if (cached) return cached;
  const checked = checkData(DATA_DIR);
  if (checked.problems.length > 0) throw new Error(`The data has problems:\n${checked.problems.map(formatProblem).join("\n")}`);
  cached = checked;
  return checked;
}

export function buildTrackerSnapshot(now = new Date()): TrackerSnapshot {
  const { countries, unCountries, news } = loadCheckedData();
  return {
    builtAt: now.toISOString(),
    updatedAt: dataUpdatedAt(countries),
    // Aliases and summaries arrive with the published files moments after load; the snapshot
    // keeps what the first paint shows (names, statuses, dates) to keep the page light.
    countries: toTrackerCountries(unCountries, countries).map((country) => ({ ...country, aliases: [], summary: null })),
    // Enough for the desktop (8) and mobile (6) panels; the browser recomputes against today.
    news: recentNews(news, now, 8),
  };
}
