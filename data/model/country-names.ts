import type { UnCountry } from "../schema/legislation";
import { TRANSLATION_LANGUAGES } from "../schema/translation";

// The platform's CLDR names (Node's full ICU at build time), never a hand-written list (issue 22).
const DISPLAY_NAMES = TRANSLATION_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: "region", fallback: "none" }));

/** The country's name in each translation language, as CLDR writes it, without repeats. */
export function namesInTranslationLanguages(isoA2: string): string[] {
  const names = DISPLAY_NAMES.map((names) => names.of(isoA2)).filter((name): name is string => name !== undefined && name !== isoA2);
  return [...new Set(names)];
}

/** The UN member with its names in the translation languages added to its aliases, so a search in any of them finds it. */
export function withNamesInTranslationLanguages(country: UnCountry): UnCountry {
  const known = new Set([country.name, ...country.aliases]);
  const added = namesInTranslationLanguages(country.iso_a2).filter((name) => !known.has(name));
  return { ...country, aliases: [...country.aliases, ...added] };
}

const namesByLanguage = new Map<string, Intl.DisplayNames>();

/** The country's CLDR name in one language (`fallback` when CLDR has none). */
export function countryNameIn(language: string, isoA2: string, fallback: string): string {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
    namesByLanguage.set(language, names);
  }
  const name = names.of(isoA2);
  return name && name !== isoA2 ? name : fallback;
}
