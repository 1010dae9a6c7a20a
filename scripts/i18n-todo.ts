// `npm run i18n:todo -- <language> [ISO3 ... | labels | news | vpn-reports]`: the English strings of
// the named briefs (or all), or of a collection (data/model/collection-strings.ts), that the language
// lacks or has stale, as JSON with the fingerprint each translation must record (data/i18n/README.md).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkData } from "../data/check/check-data";
import { briefStrings, englishFingerprint, type BriefString } from "../data/model/brief-strings";
import { interfaceEnglish } from "../app/interface-messages";
import { COLLECTION_DESCRIPTIONS, collectionStrings, TRANSLATED_COLLECTIONS, type TranslatedCollection } from "../data/model/collection-strings";
import { collectionTranslationFileSchema, countryTranslationFileSchema, TRANSLATION_LANGUAGES, type TranslationLanguage } from "../data/schema/translation";

const [language, ...codes] = process.argv.slice(2);
if (!language || !(TRANSLATION_LANGUAGES as readonly string[]).includes(language)) {
  console.error(`usage: npm run i18n:todo -- <${TRANSLATION_LANGUAGES.join("|")}> [ISO3 ... | ${TRANSLATED_COLLECTIONS.join(" | ")}]`);
  process.exit(2);
}
const dataDir = path.join(import.meta.dirname, "..", "data");
const i18nDir = path.join(dataDir, "i18n", language);
const checked = checkData(dataDir);

/** The strings of one source not yet translated from its current English. */
function todo(english: BriefString[], done: Record<string, { from: string }>, source: { country: string; name: string }) {
  return english
    .map(({ key, english: text }) => ({ ...source, key, from: englishFingerprint(text), english: text }))
    .filter((entry) => done[entry.key]?.from !== entry.from);
}

const readStrings = <T extends { strings: Record<string, { from: string }> }>(file: string, schema: { parse(value: unknown): T }) =>
  existsSync(file) ? schema.parse(JSON.parse(readFileSync(file, "utf8"))).strings : {};

let strings;
const collection = codes.length === 1 && (TRANSLATED_COLLECTIONS as readonly string[]).includes(codes[0]!) ? (codes[0] as TranslatedCollection) : null;
if (collection) {
  strings = todo(
    collectionStrings(collection, { ...checked, interfaceText: interfaceEnglish() }),
    readStrings(path.join(i18nDir, `${collection}.json`), collectionTranslationFileSchema),
    {
      country: collection,
      name: COLLECTION_DESCRIPTIONS[collection],
    },
  );
} else {
  const { countries } = checked;
  const unknown = codes.filter((iso) => !countries.some((country) => country.iso_a3 === iso));
  if (unknown.length > 0) {
    console.error(`no country ${unknown.join(", ")} in data/countries`);
    process.exit(2);
  }
  strings = countries
    .filter((country) => codes.length === 0 || codes.includes(country.iso_a3))
    .flatMap((country) =>
      todo(briefStrings(country), readStrings(path.join(i18nDir, "countries", `${country.iso_a3}.json`), countryTranslationFileSchema), {
        country: country.iso_a3,
        name: country.name,
      }),
    );
}
console.log(JSON.stringify({ language: language as TranslationLanguage, strings }, null, 2));
