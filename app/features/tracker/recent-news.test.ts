import { describe, expect, it } from "vitest";
import type { NewsItem } from "@data/schema";
import { recentNews } from "./recent-news";

const item = (date: string, title = date) => ({ date, title }) as NewsItem;
const now = new Date("2026-11-21T12:00:00Z");

describe("recentNews", () => {
  it("keeps the last six months, newest first", () => {
    const items = [item("2026-05-20"), item("2026-05-21"), item("2026-11-01"), item("2026-08-15")];
    expect(recentNews(items, now).map((i) => i.date)).toEqual(["2026-11-01", "2026-08-15", "2026-05-21"]);
  });

  it("excludes items with an invalid date and items dated after today", () => {
    const items = [item("2026-02-30"), item("not a date"), item("2026-13-01"), item("2026-11-22"), item("2026-10-01")];
    expect(recentNews(items, now).map((i) => i.date)).toEqual(["2026-10-01"]);
  });

  it("returns at most the limit", () => {
    const items = Array.from({ length: 12 }, (_, i) => item(`2026-10-${String(i + 1).padStart(2, "0")}`));
    expect(recentNews(items, now)).toHaveLength(8);
    expect(recentNews(items, now, 6)[0]?.date).toBe("2026-10-12");
  });

  it("copes with a document that lacks items", () => {
    expect(recentNews(undefined, now)).toEqual([]);
  });
});
