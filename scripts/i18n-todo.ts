// `npm run i18n:todo -- <language> [ISO3 ...]`: the English strings of the named briefs (or all) that
// the language lacks or has stale, as JSON with the fingerprint each translation must record.
// What a translator works from; data/i18n/README.md says how a translation file is written.
import path from "node:path";
import { checkData } from "../data/check/check-data";
import { briefStrings, englishFingerprint } from "../data/model/brief-strings";
import { countryTranslationFileSchema, TRANSLATION_LANGUAGES, type TranslationLanguage } from "../data/schema/translation";
import { existsSync, readFileSync } from "node:fs";

const [language, ...isos] = process.argv.slice(2);
if (!language || !(TRANSLATION_LANGUAGES as readonly string[]).includes(language)) {
  console.error(`usage: npm run i18n:todo -- <${TRANSLATION_LANGUAGES.join("|")}> [ISO3 ...]`);
  process.exit(2);
}
const dataDir = path.join(import.meta.dirname, "..", "data");
const { countries } = checkData(dataDir);
const unknown = isos.filter((iso) => !countries.some((country) => country.iso_a3 === iso));
if (unknown.length > 0) {
  console.error(`no country ${unknown.join(", ")} in data/countries`);
  process.exit(2);
}
const todo = countries
  .filter((country) => isos.length === 0 || isos.includes(country.iso_a3))
  .flatMap((country) => {
    const file = path.join(dataDir, "i18n", language, "countries", `${country.iso_a3}.json`);
    const done = existsSync(file) ? countryTranslationFileSchema.parse(JSON.parse(readFileSync(file, "utf8"))).strings : {};
    return briefStrings(country)
      .map(({ key, english }) => ({ country: country.iso_a3, name: country.name, key, from: englishFingerprint(english), english }))
      .filter((entry) => done[entry.key]?.from !== entry.from);
  });
console.log(JSON.stringify({ language: language as TranslationLanguage, strings: todo }, null, 2));
