import { describe, expect, it } from "vitest";
import { countryVpnReports, isRecentReport } from "./vpn-country-reports";

const report = (country: string, date: string, outcome: "works" | "blocked" | "mixed" = "blocked") => ({
  country,
  outcome,
  date,
  summary: "A fixture report about a fixture country.",
  source_kind: "news" as const,
  sources: [{ title: "Fixture", url: "https://example.org/r", date }],
});

describe("countryVpnReports", () => {
  it("lists the active providers' reports for one country, newest first", () => {
    const providers = [
      { slug: "alpha", name: "Alpha", status: "active" as const, country_reports: [report("AAA", "2024-01-01"), report("BBB", "2025-01-01")] },
      { slug: "beta", name: "Beta", status: "active" as const, country_reports: [report("AAA", "2025-06-01", "works")] },
      { slug: "gone", name: "Gone", status: "discontinued" as const, country_reports: [report("AAA", "2026-01-01")] },
    ];
    expect(countryVpnReports(providers, "AAA").map((entry) => `${entry.provider} ${entry.date} ${entry.outcome}`)).toEqual([
      "Beta 2025-06-01 works",
      "Alpha 2024-01-01 blocked",
    ]);
    expect(countryVpnReports(providers, "CCC")).toEqual([]);
  });

  it("calls a report recent within three calendar years", () => {
    expect(isRecentReport({ date: "2023-12-31" }, "2026-11-26")).toBe(true);
    expect(isRecentReport({ date: "2022-12-31" }, "2026-11-26")).toBe(false);
  });
});
