// `npm run i18n:mark-read -- <language> <ISO3 ...>`: records that a second reader has compared these
// briefs' translations with the English (data/i18n/README.md). The mark holds the fingerprint of the
// texts read, so any later change to them shows the brief as not read back in npm run i18n:check.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { textsFingerprint } from "../data/model/brief-strings";
import { countryTranslationFileSchema, TRANSLATION_LANGUAGES } from "../data/schema/translation";

const [language, ...isos] = process.argv.slice(2);
if (!language || !(TRANSLATION_LANGUAGES as readonly string[]).includes(language) || isos.length === 0) {
  console.error(`usage: npm run i18n:mark-read -- <${TRANSLATION_LANGUAGES.join("|")}> <ISO3 ...>`);
  process.exit(2);
}
const today = new Date().toISOString().slice(0, 10);
for (const iso of isos) {
  const file = path.join(import.meta.dirname, "..", "data", "i18n", language, "countries", `${iso}.json`);
  const translation = countryTranslationFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  translation.read_back = { on: today, texts: textsFingerprint(translation.strings) };
  writeFileSync(file, `${JSON.stringify(translation, null, 2)}\n`);
  console.log(`${language} ${iso}: read back on ${today}`);
}
