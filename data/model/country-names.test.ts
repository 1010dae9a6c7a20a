import { describe, expect, it } from "vitest";
import type { UnCountry } from "../schema/legislation";
import { namesInTranslationLanguages, withNamesInTranslationLanguages } from "./country-names";

describe("namesInTranslationLanguages", () => {
  it("gives CLDR's names in Russian, Persian, Chinese, Arabic, Spanish and Turkish", () => {
    const names = namesInTranslationLanguages("DE");
    for (const name of ["Германия", "آلمان", "德国", "ألمانيا", "Alemania", "Almanya"]) expect(names).toContain(name);
  });

  it("gives nothing for a code CLDR does not know", () => {
    expect(namesInTranslationLanguages("QQ")).toEqual([]);
  });
});

describe("withNamesInTranslationLanguages", () => {
  it("adds the names to the aliases once, leaving out the English name and existing aliases", () => {
    const china = { name: "China", aliases: ["PRC"], iso_a3: "CHN", iso_a2: "CN" } as UnCountry;
    const { aliases } = withNamesInTranslationLanguages(china);
    expect(aliases.slice(0, 1)).toEqual(["PRC"]);
    expect(aliases).toContain("中国");
    expect(aliases).toContain("Китай");
    expect(aliases).not.toContain("China");
    expect(new Set(aliases).size).toBe(aliases.length);
  });
});
