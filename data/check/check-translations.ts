import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { briefStrings, splitByTranslation, textsFingerprint, type BriefString } from "../model/brief-strings";
import { collectionStrings, TRANSLATED_COLLECTIONS } from "../model/collection-strings";
import type { Country, NewsItem } from "../schema/legislation";
import type { VpnProvider } from "../schema/vpn";
import { countryTranslationFileSchema, collectionTranslationFileSchema, TRANSLATION_LANGUAGES, type TranslationLanguage } from "../schema/translation";
import type { DataProblem } from "./check-data";

/** A string a language lacks, or has from English that has since changed: in a country's brief (`source` its ISO3) or a collection (its name). */
type UntranslatedString = {
  language: TranslationLanguage;
  source: string;
  key: string;
};

/** Strings current, stale and missing; files whose texts a second reader has read back as they are now, and files in all. */
type TranslationCoverage = {
  current: number;
  stale: number;
  missing: number;
  filesReadBack: number;
  files: number;
};

export type CheckedTranslations = {
  coverage: Record<TranslationLanguage, TranslationCoverage>;
  /** Files no second reader has read back as they are now (data/i18n/README.md). */
  notReadBack: string[];
  stale: UntranslatedString[];
  missing: UntranslatedString[];
  problems: DataProblem[];
};

type Strings = Record<string, { from: string; text: string }>;

// A text in these languages must be written in its own script: an English paste would pass otherwise.
const SCRIPT_OF: Partial<Record<TranslationLanguage, { pattern: RegExp; name: string }>> = {
  ru: { pattern: /\p{Script=Cyrillic}/u, name: "Cyrillic" },
  fa: { pattern: /\p{Script=Arabic}/u, name: "Arabic" },
  ar: { pattern: /\p{Script=Arabic}/u, name: "Arabic" },
  "zh-Hans": { pattern: /\p{Script=Han}/u, name: "Han" },
};
// Persian keyboards write yeh and keheh (U+06CC, U+06A9); the Arabic letters look alike but break search.
const ARABIC_LETTERS_IN_PERSIAN = /[\u064A\u0643]/u;

/**
 * Reads `data/i18n/<language>/countries/<ISO3>.json` and each `data/i18n/<language>/<collection>.json` against
 * the English: every problem (bad file, unknown country or key, wrong script) and, per language,
 * which strings are current, stale (their English changed since) or missing.
 */
export function checkTranslations(
  dataDir: string,
  {
    countries,
    news,
    vpns,
    interfaceText,
  }: { countries: readonly Country[]; news: readonly NewsItem[]; vpns: readonly VpnProvider[]; interfaceText?: ReadonlyMap<string, string> },
): CheckedTranslations {
  const problems: DataProblem[] = [];
  const stale: UntranslatedString[] = [];
  const missing: UntranslatedString[] = [];
  const notReadBack: string[] = [];
  const coverage = Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => [language, { current: 0, stale: 0, missing: 0, filesReadBack: 0, files: 0 }]),
  ) as CheckedTranslations["coverage"];
  const byIso = new Map(countries.map((country) => [country.iso_a3, country]));
  const i18nDir = path.join(dataDir, "i18n");

  if (existsSync(i18nDir)) {
    for (const entry of readdirSync(i18nDir, { withFileTypes: true })) {
      if (entry.isDirectory() && !(TRANSLATION_LANGUAGES as readonly string[]).includes(entry.name))
        problems.push({
          file: `i18n/${entry.name}`,
          field: "",
          reason: `is not a translation language (${TRANSLATION_LANGUAGES.join(", ")})`,
        });
    }
  }

  /** Checks a file's texts against the English it translates; counts it, and whether it is read back. */
  function checkTexts(language: TranslationLanguage, label: string, file: { strings: Strings; read_back?: { texts: string } }, english: BriefString[]) {
    const keys = new Set(english.map((string) => string.key));
    const englishByKey = new Map(english.map((string) => [string.key, string.english]));
    const script = SCRIPT_OF[language];
    for (const [key, value] of Object.entries(file.strings)) {
      const field = `strings.${key}`;
      if (!keys.has(key))
        problems.push({
          file: label,
          field,
          reason: "the English has no text under this key: remove it, or rename it to the text's key",
        });
      const source = englishByKey.get(key);
      if (source !== undefined && !sameMarkup(source, value.text))
        problems.push({
          file: label,
          field: `${field}.text`,
          reason: `must keep the English's placeholders and tags (${markupOf(source).join(" ") || "none"}), has ${markupOf(value.text).join(" ") || "none"}`,
        });
      // A name kept as it is ("VPN", "Freedom House": capitalised words only) is a translation too.
      const keptName =
        source !== undefined &&
        value.text === source &&
        source
          .replace(/\{[^}]*\}/g, "")
          .split(/\s+/)
          .filter((word) => /\p{L}/u.test(word))
          .every((word) => /^\P{L}*\p{Lu}/u.test(word));
      // So is a message of placeholders, tags and punctuation alone ("<survey>{title}</survey>（{publisher}，{date}）").
      const wordless = !/\p{L}/u.test(value.text.replace(/\{[^{}]*\}/g, "").replace(/<\/?[a-z][\w-]*>/g, ""));
      if (script && !keptName && !wordless && !script.pattern.test(value.text))
        problems.push({
          file: label,
          field: `${field}.text`,
          reason: `has no ${script.name} letter: is it translated?`,
        });
      if (language === "fa" && ARABIC_LETTERS_IN_PERSIAN.test(value.text))
        problems.push({
          file: label,
          field: `${field}.text`,
          reason: "uses the Arabic yeh or kaf (U+064A, U+0643): Persian writes ی and ک (U+06CC, U+06A9)",
        });
    }
    coverage[language].files += 1;
    if (file.read_back?.texts === textsFingerprint(file.strings)) coverage[language].filesReadBack += 1;
    else notReadBack.push(label);
  }

  /** Counts each English string as current, stale or missing in the language. */
  function tally(language: TranslationLanguage, source: string, english: BriefString[], strings: Strings) {
    const split = splitByTranslation(english, strings);
    coverage[language].current += Object.keys(split.texts).length;
    coverage[language].stale += split.stale.length;
    coverage[language].missing += split.missing.length;
    stale.push(...split.stale.map((key) => ({ language, source, key })));
    missing.push(...split.missing.map((key) => ({ language, source, key })));
  }

  for (const language of TRANSLATION_LANGUAGES) {
    const dir = path.join(i18nDir, language, "countries");
    const files = new Map<string, Strings>();
    for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
      const label = `i18n/${language}/countries/${name}`;
      if (!name.endsWith(".json")) {
        problems.push({
          file: label,
          field: "",
          reason: "is not a .json file",
        });
        continue;
      }
      const file = readFile(path.join(dir, name), label, countryTranslationFileSchema, problems);
      if (!file) continue;
      const iso = name.slice(0, -".json".length);
      if (file.country !== iso)
        problems.push({
          file: label,
          field: "country",
          reason: `is ${file.country}, but the file is named for ${iso}`,
        });
      if (file.language !== language)
        problems.push({
          file: label,
          field: "language",
          reason: `is ${file.language}, but the file is in the ${language} folder`,
        });
      const country = byIso.get(iso);
      if (!country) {
        problems.push({
          file: label,
          field: "",
          reason: `no country ${iso} in data/countries`,
        });
        continue;
      }
      checkTexts(language, label, file, briefStrings(country));
      files.set(iso, file.strings);
    }
    for (const country of countries) tally(language, country.iso_a3, briefStrings(country), files.get(country.iso_a3) ?? {});

    for (const collection of TRANSLATED_COLLECTIONS) {
      const english = collectionStrings(collection, { news, vpns, interfaceText });
      const file = path.join(i18nDir, language, `${collection}.json`);
      const label = `i18n/${language}/${collection}.json`;
      const translation = existsSync(file) ? readFile(file, label, collectionTranslationFileSchema, problems) : undefined;
      if (translation && translation.language !== language)
        problems.push({ file: label, field: "language", reason: `is ${translation.language}, but the file is in the ${language} folder` });
      if (translation) checkTexts(language, label, translation, english);
      tally(language, collection, english, translation?.strings ?? {});
    }
  }
  return { coverage, notReadBack, stale, missing, problems };
}

/** The {placeholders} (by name) and <tags> of a message, which its translation must keep. */
function markupOf(text: string): string[] {
  // A brace after a plural selector ("one {…}", "=0 {…}") opens a branch, not a placeholder.
  const names = [...text.matchAll(/\{\s*([^\s,{}#]+)\s*[,}]/gu)]
    .filter((match) => !/(?:zero|one|two|few|many|other|=\d+)\s*$/.test(text.slice(0, match.index)))
    .map((match) => `{${match[1]}}`);
  const tags = [...text.matchAll(/<([a-z][\w-]*)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

function sameMarkup(english: string, translation: string): boolean {
  return markupOf(english).join(" ") === markupOf(translation).join(" ");
}

function readFile<T>(
  file: string,
  label: string,
  schema: {
    safeParse(value: unknown):
      | { success: true; data: T }
      | {
          success: false;
          error: { issues: Array<{ path: PropertyKey[]; message: string }> };
        };
  },
  problems: DataProblem[],
): T | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push({
      file: label,
      field: "",
      reason: `is not valid JSON (${(error as Error).message})`,
    });
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    problems.push({
      file: label,
      field: issue.path.map(String).join("."),
      reason: issue.message,
    });
  return undefined;
}
