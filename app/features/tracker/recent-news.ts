import type { NewsItem } from "@data/schema";

export const DESKTOP_NEWS_LIMIT = 8;
const RECENT_MONTHS = 6;

function parseDay(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : time;
}

/** Items of the last six months with a valid date, newest first (docs/product.md#recent-news). */
export function recentNews(items: readonly NewsItem[] | undefined, now: Date, limit = DESKTOP_NEWS_LIMIT): NewsItem[] {
  if (!Array.isArray(items)) return [];
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - RECENT_MONTHS, now.getUTCDate()));
  return items
    .map((item) => ({ item, time: parseDay(item.date) }))
    .filter((entry): entry is { item: NewsItem; time: number } => entry.time !== null && entry.time >= since.getTime() && entry.time <= now.getTime())
    .sort((a, b) => b.time - a.time)
    .slice(0, limit)
    .map((entry) => entry.item);
}
