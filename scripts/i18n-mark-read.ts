// `npm run i18n:mark-read -- <language> <ISO3 ... | labels | news | vpn-reports>`: records that a second
// reader has compared these briefs' (or that collection's) translations with the English (data/i18n/README.md). The
// mark holds the fingerprint of the texts read, so any later change to them shows the file as not
// read back in npm run i18n:check.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { textsFingerprint } from "../data/model/brief-strings";
import { TRANSLATED_COLLECTIONS } from "../data/model/collection-strings";
import { collectionTranslationFileSchema, countryTranslationFileSchema, TRANSLATION_LANGUAGES } from "../data/schema/translation";

const [language, ...codes] = process.argv.slice(2);
if (!language || !(TRANSLATION_LANGUAGES as readonly string[]).includes(language) || codes.length === 0) {
  console.error(`usage: npm run i18n:mark-read -- <${TRANSLATION_LANGUAGES.join("|")}> <ISO3 ... | ${TRANSLATED_COLLECTIONS.join(" | ")}>`);
  process.exit(2);
}
const today = new Date().toISOString().slice(0, 10);
for (const code of codes) {
  const dir = path.join(import.meta.dirname, "..", "data", "i18n", language);
  const isCollection = (TRANSLATED_COLLECTIONS as readonly string[]).includes(code);
  const file = isCollection ? path.join(dir, `${code}.json`) : path.join(dir, "countries", `${code}.json`);
  const raw: unknown = JSON.parse(readFileSync(file, "utf8"));
  const translation = isCollection ? collectionTranslationFileSchema.parse(raw) : countryTranslationFileSchema.parse(raw);
  translation.read_back = { on: today, texts: textsFingerprint(translation.strings) };
  writeFileSync(file, `${JSON.stringify(translation, null, 2)}\n`);
  console.log(`${language} ${code}: read back on ${today}`);
}
