// Build-time only: the prerendered tracker's view of the checked data.
import { dataUpdatedAt } from "@data/model/data-updated-at";
import { loadCheckedData } from "~/lib/checked-data.server";
import { recentNews } from "./recent-news";
import { toTrackerCountries, type TrackerSnapshot } from "./tracker-data";

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
