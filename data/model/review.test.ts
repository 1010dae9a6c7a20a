import { describe, expect, it } from "vitest";
import type { Country, NewsItem } from "../schema";
import { greyCells, reviewRows } from "./review";

// Invented fixtures: the rows depend only on what these say.
const country = {
  iso_a3: "AAA",
  name: "Fixtureland",
  last_change: "2025-01-10",
  last_verified: "2026-11-01",
  statuses: { vpn_status: "green", age_verification: "green", censorship_surveillance: "amber", data_protection: "grey", social_media_blocking: "red" },
  evidence: {
    age_verification: { strength: "no_restriction_found", checked: "2026-11-01", surveys: [] },
    data_protection: { strength: "in_review", reason: "The draft law's status is unclear." },
  },
  sources_primary: [
    {
      title: "FH",
      url: "https://freedomhouse.org/country/fixtureland/freedom-net/2025",
      date: "2025-11-01",
      metrics: ["censorship_surveillance", "social_media_blocking"],
    },
    { title: "News", url: "https://news.example/a", date: "2024-03-02", metrics: ["vpn_status", "social_media_blocking"] },
  ],
  subnational: [],
} as unknown as Country;
const news = [
  { country: "AAA", date: "2025-06-01", title: "Later law", topic: "vpn", type: "enacted" },
  { country: "AAA", date: "2024-06-01", title: "Earlier law", topic: "vpn", type: "enacted" },
  { country: "BBB", date: "2026-06-01", title: "Elsewhere", topic: "vpn", type: "enacted" },
] as NewsItem[];

describe("editors' review", () => {
  it("counts strengths, single-source and Freedom-House-only cells, and newer news", () => {
    const [row] = reviewRows([country], news);
    expect(row).toMatchObject({
      oldest_evidence: "2024-03-02",
      newest_evidence: "2025-11-01",
      established: 3,
      inferred: 1,
      in_review: 1,
      single_source: ["vpn_status", "censorship_surveillance"],
      freedom_house_only: ["censorship_surveillance"],
      newer_news: [{ date: "2025-06-01", title: "Later law" }],
    });
  });

  it("lists every grey cell with its reason", () => {
    expect(greyCells([country])).toEqual([{ iso_a3: "AAA", name: "Fixtureland", metric: "data_protection", reason: "The draft law's status is unclear." }]);
  });
});
