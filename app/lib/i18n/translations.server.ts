// Build time only: the translations in data/i18n, each text kept only while the English it was made
// from is unchanged (docs/decisions/0019-translated-briefs.md); anything else shows the English.
import { splitByTranslation, type BriefString } from "@data/model/brief-strings";
import { collectionTranslationFileSchema, countryTranslationFileSchema, type TranslationLanguage } from "@data/schema/translation";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// Builds run from the project root (npm scripts); the bundled loader cannot use its own location.
const I18N_DIR = path.resolve(process.cwd(), "data", "i18n");

type Strings = Record<string, { from: string; text: string }>;
const cache = new Map<string, Strings>();

/** A country's (`ISO3`) or a collection's translated strings in one language; none when the file does not exist. */
function translationStrings(language: TranslationLanguage, source: string, dir: string): Strings {
  const cacheKey = `${dir}/${language}/${source}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const isCountry = /^[A-Z]{3}$/.test(source);
  const file = isCountry ? path.join(dir, language, "countries", `${source}.json`) : path.join(dir, language, `${source}.json`);
  let strings: Strings = {};
  if (existsSync(file)) {
    const parsed = (isCountry ? countryTranslationFileSchema : collectionTranslationFileSchema).safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${path.relative(process.cwd(), file)}: ${issue.path.join(".") || "(file)"}: ${issue.message}`);
    }
    strings = parsed.data.strings;
  }
  cache.set(cacheKey, strings);
  return strings;
}

/** The language's current texts for these English strings, and the keys shown in English (stale or missing). */
export function currentTranslation(language: TranslationLanguage, source: string, englishStrings: readonly BriefString[], dir = I18N_DIR) {
  return splitByTranslation(englishStrings, translationStrings(language, source, dir));
}
