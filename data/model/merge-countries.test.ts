import { describe, expect, it } from "vitest";
import type { Country, UnCountry } from "../schema";
import { mergeCountries } from "./merge-countries";

const un = (iso_a3: string, name: string): UnCountry => ({
  name,
  aliases: [],
  iso_a3,
  iso_a2: iso_a3.slice(0, 2),
  iso_numeric: "001",
  lat: 0,
  lng: 0,
  region: "",
  subregion: "",
});

const country = {
  iso_a3: "GBR",
  name: "United Kingdom",
  aliases: ["Blighty"],
  summary: "s",
  notes: "",
  last_change: "2025-07-25",
  last_verified: "2026-11-20",
  statuses: { vpn_status: "green", age_verification: "red", censorship_surveillance: "amber", data_protection: "green", social_media_blocking: "green" },
  digital_rights: { privacy_law: "x", surveillance: "y" },
  laws: [],
  sources_primary: [],
  sources_secondary: [],
  subnational: [],
} satisfies Country;

describe("mergeCountries", () => {
  it("joins by ISO alpha-3, computes the overall rating and keeps UN order", () => {
    const merged = mergeCountries([un("FRA", "France"), un("GBR", "United Kingdom")], [country]);
    expect(merged.map((entry) => [entry.iso_a3, entry.hasData])).toEqual([
      ["FRA", false],
      ["GBR", true],
    ]);
    expect(merged[1]!.statuses.overall_rating).toBe("green");
    expect(merged[1]!.statuses.age_verification).toBe("red");
    expect(merged[1]!.aliases).toContain("Blighty");
  });

  it("gives members without data all-grey statuses, including the overall rating", () => {
    const [france] = mergeCountries([un("FRA", "France")], [country]);
    expect(Object.values(france!.statuses)).toEqual(Array(6).fill("grey"));
    expect(france!.data).toBeNull();
  });
});
