import { describe, expect, it } from "vitest";
import type { LegislationStatusDocument } from "../../data/schema";
import { diffStatusDocuments } from "./diff";
import { country } from "./test-helpers";

const doc = (...countries: Array<ReturnType<typeof country>>) => ({ updated_at: "2026-11-21T00:00:00Z", countries }) as unknown as LegislationStatusDocument;

describe("diffStatusDocuments", () => {
  it("reports nothing for identical versions", () => {
    expect(diffStatusDocuments(doc(country("GBR", "UK")), doc(country("GBR", "UK")))).toEqual([]);
  });

  it("reports each changed metric, the summary and last_change, one update per country", () => {
    const next = { ...country("GBR", "UK", "red"), summary: "New.", last_change: "2026-11-01" };
    const [update] = diffStatusDocuments(doc(country("GBR", "UK"), country("FRA", "France")), doc(next, country("FRA", "France")));
    expect(update!.iso_a3).toBe("GBR");
    expect(update!.changes.map((c) => c.field)).toEqual(["vpn_status", "summary", "last_change"]);
    expect(update!.summary).toMatch(/^UK: VPN status changed from Legal & accessible to Banned or heavily restricted \(\+2 more changes\)\.$/);
  });

  it("includes the computed overall rating when it changes", () => {
    const green = {
      ...country("DEU", "Germany"),
      statuses: { vpn_status: "green", age_verification: "green", censorship_surveillance: "green", data_protection: "green", social_media_blocking: "green" },
    };
    const red = { ...green, statuses: { ...green.statuses, censorship_surveillance: "red", data_protection: "red", vpn_status: "red" } };
    const [update] = diffStatusDocuments(doc(green as never), doc(red as never));
    expect(update!.changes).toContainEqual({ field: "overall_rating", from: "green", to: "amber" });
  });

  it("reports a country that appears", () => {
    const [update] = diffStatusDocuments(doc(), doc(country("GBR", "UK")));
    expect(update!.changes[0]).toEqual({ field: "vpn_status", from: null, to: "green" });
  });

  it("dates a status change from the history entry that records it, and says what happened", () => {
    const history = [
      {
        id: "gbr-vpn-status-2026-11-01",
        country: "GBR",
        date: "2026-11-01",
        metric: "vpn_status",
        from: "green",
        to: "red",
        summary: "A fixture ban took effect.",
      },
      {
        id: "gbr-gb-sct-vpn-status-2026-10-01",
        country: "GBR",
        subdivision: "GB-SCT",
        date: "2026-10-01",
        metric: "vpn_status",
        from: "green",
        to: "red",
        summary: "Not national.",
      },
    ];
    const [update] = diffStatusDocuments(doc(country("GBR", "UK")), doc(country("GBR", "UK", "red")), history);
    expect(update!.changes[0]).toEqual({
      field: "vpn_status",
      from: "green",
      to: "red",
      date: "2026-11-01",
      change_summary: "A fixture ban took effect.",
      change_id: "gbr-vpn-status-2026-11-01",
    });
    expect(update!.summary).toBe(
      "UK: VPN status changed from Legal & accessible to Banned or heavily restricted on 1 November 2026. A fixture ban took effect.",
    );
  });

  it("leaves a change undated when no history entry goes from the old colour to the new", () => {
    const history = [
      { id: "x", country: "GBR", date: "2020-01", metric: "vpn_status", from: "amber", to: "red", summary: "Another step.", since_at_least: true as const },
    ];
    const [update] = diffStatusDocuments(doc(country("GBR", "UK")), doc(country("GBR", "UK", "red")), history);
    expect(update!.changes[0]).toEqual({ field: "vpn_status", from: "green", to: "red" });
  });
});
