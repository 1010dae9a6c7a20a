// Build time only: a translated page's interface text, current translations only (app/lib/i18n/translations.server.ts).
import { collectionStrings } from "@data/model/collection-strings";
import { countryNameIn } from "@data/model/country-names";
import type { TranslationLanguage } from "@data/schema/translation";
import { interfaceEnglish, translatedPageEnglish } from "./interface-messages";
import { loadCheckedData } from "./lib/checked-data.server";
import { currentTranslation } from "./lib/i18n/translations.server";

const cache = new Map<TranslationLanguage, Record<string, string>>();

/**
 * Every current interface text by full key, the English of the texts only translated pages show
 * where their translation is not current, and the tracker's labels under `labels.`.
 */
export function interfaceTextFor(language: TranslationLanguage): Record<string, string> {
  const cached = cache.get(language);
  if (cached) return cached;
  const { news, vpns } = loadCheckedData();
  const ui = currentTranslation(
    language,
    "interface",
    [...interfaceEnglish()].map(([key, english]) => ({ key, english })),
  );
  const labels = currentTranslation(language, "labels", collectionStrings("labels", { news, vpns }));
  const text: Record<string, string> = { ...ui.texts };
  withTranslatedPageEnglish(text, translatedPageEnglish());
  for (const [key, value] of Object.entries(labels.texts)) text[`labels.${key}`] = value;
  cache.set(language, text);
  return text;
}

const namesCache = new Map<TranslationLanguage, Record<string, string>>();

/** Every UN member's name in the language, by ISO3 (CLDR, through Intl.DisplayNames); built once per language. */
export function countryNamesIn(language: TranslationLanguage): Record<string, string> {
  let names = namesCache.get(language);
  if (!names) {
    names = Object.fromEntries(loadCheckedData().unCountries.map((country) => [country.iso_a3, countryNameIn(language, country.iso_a2, country.name)]));
    namesCache.set(language, names);
  }
  return names;
}

/**
 * The texts only translated pages show have their English in no component's code
 * (app/lib/i18n/messages.ts), so a stale or missing one travels in the page's interface text.
 */
export function withTranslatedPageEnglish(text: Record<string, string>, english: ReadonlyMap<string, string>): Record<string, string> {
  for (const [key, value] of english) text[key] ??= value;
  return text;
}
