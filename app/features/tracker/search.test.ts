import { describe, expect, it } from "vitest";
import type { MergedCountry } from "@data/schema";
import { searchCountries } from "./search";

const country = (name: string, aliases: string[] = [], hasData = true) => ({ name, aliases, hasData, iso_a3: name.slice(0, 3).toUpperCase() }) as MergedCountry;
const list = [
  country("United Kingdom", ["UK", "Britain"]),
  country("United States", ["USA", "America"]),
  country("Türkiye", ["Turkey"]),
  country("Ukraine"),
  country("Tuvalu", [], false),
  country("Mauritius"),
];

describe("searchCountries", () => {
  it("trims and matches case-insensitively as a substring of the name", () => {
    expect(searchCountries(list, "  UNITED ").matches.map((c) => c.name)).toEqual(["United Kingdom", "United States"]);
    expect(searchCountries(list, "kingd").matches.map((c) => c.name)).toEqual(["United Kingdom"]);
  });

  it("ignores accents, and takes the Arabic and Persian yeh and kaf as one", () => {
    expect(searchCountries(list, "turkiye").matches.map((c) => c.name)).toEqual(["Türkiye"]);
    const iran = [country("Iran", ["ایران", "Иран"]), country("Côte d’Ivoire", ["Ivory Coast"])];
    expect(searchCountries(iran, "cote d'iv").matches.map((c) => c.name)).toEqual(["Côte d’Ivoire"]);
    // Typed on an Arabic keyboard (U+064A), stored with the Persian yeh (U+06CC).
    expect(searchCountries(iran, "\u0627\u064a\u0631\u0627\u0646").matches.map((c) => c.name)).toEqual(["Iran"]);
    expect(searchCountries(iran, "иран").matches.map((c) => c.name)).toEqual(["Iran"]);
  });

  it("matches aliases", () => {
    expect(searchCountries(list, "turkey").matches.map((c) => c.name)).toEqual(["Türkiye"]);
    expect(searchCountries(list, "usa").matches.map((c) => c.name)).toEqual(["United States"]);
  });

  it("puts names that start with the query first", () => {
    expect(
      searchCountries(list, "u")
        .matches.map((c) => c.name)
        .slice(0, 4),
    ).toEqual(["Ukraine", "United Kingdom", "United States", "Mauritius"]);
  });

  it("ranks name matches above alias matches", () => {
    const withBahrain = [country("Bahrain", ["Kingdom of Bahrain"]), ...list];
    expect(searchCountries(withBahrain, "kingdom").matches.map((c) => c.name)).toEqual(["United Kingdom", "Bahrain"]);
    expect(searchCountries([country("Britannia Test"), ...list], "brit").matches.map((c) => c.name)).toEqual(["Britannia Test", "United Kingdom"]);
  });

  it("returns nothing for an empty query, and the total beyond the limit", () => {
    expect(searchCountries(list, "   ")).toEqual({ matches: [], total: 0 });
    const result = searchCountries(list, "u", 2);
    expect(result.matches).toHaveLength(2);
    expect(result.total).toBe(6);
  });

  it("includes countries without data (the list marks them)", () => {
    expect(searchCountries(list, "tuv").matches[0]?.hasData).toBe(false);
  });
});
