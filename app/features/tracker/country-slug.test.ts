import { describe, expect, it } from "vitest";
import un from "../../../data/un-countries.json";
import { countryPagePath, countrySlug } from "./country-slug";

describe("countrySlug", () => {
  it("makes readable ASCII slugs", () => {
    expect(countrySlug("United Kingdom")).toBe("united-kingdom");
    expect(countrySlug("Türkiye")).toBe("turkiye");
    expect(countrySlug("São Tomé and Príncipe")).toBe("sao-tome-and-principe");
    expect(countrySlug("Côte d'Ivoire")).toBe("cote-d-ivoire");
    expect(countryPagePath("South Korea")).toBe("/legal-tracker/south-korea");
  });

  it("is unique across the 193 UN members", () => {
    const slugs = un.countries.map((c) => countrySlug(c.name));
    expect(new Set(slugs).size).toBe(193);
    expect(slugs.every((slug) => /^[a-z0-9-]+$/.test(slug))).toBe(true);
  });
});
