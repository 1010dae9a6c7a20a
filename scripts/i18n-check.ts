// `npm run i18n:check`: the translated briefs, labels, news titles and VPN reports against the English (data/i18n, data/check/check-translations.ts).
// Exits 1 on a malformed file, an unknown key or an untranslated text; lists stale strings (their
// English changed) always and missing ones with --list; counts the briefs a second reader has read back
// (npm run i18n:mark-read). With --strict, any stale or missing string fails too.
import path from "node:path";
import { checkData, formatProblem } from "../data/check/check-data";
import { checkTranslations } from "../data/check/check-translations";
import { TRANSLATION_LANGUAGES } from "../data/schema/translation";
import { interfaceEnglish } from "../app/interface-messages";

const args = process.argv.slice(2);
const dataDir = path.join(import.meta.dirname, "..", "data");
const data = checkData(dataDir);
if (data.problems.length > 0) {
  console.error("i18n:check needs valid English data first: run npm run data:check");
  process.exit(1);
}
const { coverage, notReadBack, stale, missing, problems } = checkTranslations(dataDir, { ...data, interfaceText: interfaceEnglish() });

const total = coverage.ru.current + coverage.ru.stale + coverage.ru.missing;
console.log(
  `i18n:check: ${total} strings (${data.countries.length} country briefs, the tracker's labels, news titles, VPN reports and the interface), per language:`,
);
console.log(`  ${"language".padEnd(9)} ${"current".padStart(7)} ${"stale".padStart(6)} ${"missing".padStart(7)}  files read back`);
for (const language of TRANSLATION_LANGUAGES) {
  const { current, stale: old, missing: absent, filesReadBack, files } = coverage[language];
  console.log(`  ${language.padEnd(9)} ${String(current).padStart(7)} ${String(old).padStart(6)} ${String(absent).padStart(7)}  ${filesReadBack} of ${files}`);
}
if (stale.length > 0) {
  console.log(`\nStale (the English changed since the translation; the English is shown until it is redone):`);
  for (const entry of stale) console.log(`  ${entry.language} ${entry.source} ${entry.key}`);
}
if (args.includes("--list") && missing.length > 0) {
  console.log(`\nMissing:`);
  for (const entry of missing) console.log(`  ${entry.language} ${entry.source} ${entry.key}`);
}
if (args.includes("--list") && notReadBack.length > 0) {
  console.log(`\nNot read back as they are now (npm run i18n:mark-read after a second reading):`);
  for (const file of notReadBack) console.log(`  data/${file}`);
}
if (problems.length > 0) {
  console.error(`\ni18n:check found ${problems.length} problem${problems.length === 1 ? "" : "s"}:`);
  for (const problem of problems) console.error(`  data/${formatProblem(problem)}`);
  process.exit(1);
}
if (args.includes("--strict") && stale.length + missing.length > 0) {
  console.error(`\ni18n:check --strict: ${stale.length} stale and ${missing.length} missing strings`);
  process.exit(1);
}
