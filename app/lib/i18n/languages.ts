// Relative, not through the @data alias: the React Router config loads this file (app/routes.ts) in Node.
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "../../../data/schema/languages";

/** English, the default and authoritative text, and the languages the tracker is translated into (issue 22). */
export type SiteLanguage = "en" | TranslationLanguage;
export const SITE_LANGUAGES: readonly SiteLanguage[] = ["en", ...TRANSLATION_LANGUAGES];

type LanguageInfo = {
  /** The language's name in itself, as the switcher lists it. */
  name: string;
  dir: "ltr" | "rtl";
  /** The first path segment of its pages; none for English, whose paths stay as they are. */
  prefix: string;
};

export const LANGUAGES: Record<SiteLanguage, LanguageInfo> = {
  en: { name: "English", dir: "ltr", prefix: "" },
  ru: { name: "Русский", dir: "ltr", prefix: "ru" },
  fa: { name: "فارسی", dir: "rtl", prefix: "fa" },
  // Lower case in the URL, as every other path on the site; the BCP 47 tag stays zh-Hans in lang and hreflang.
  "zh-Hans": { name: "简体中文", dir: "ltr", prefix: "zh-hans" },
  ar: { name: "العربية", dir: "rtl", prefix: "ar" },
  es: { name: "Español", dir: "ltr", prefix: "es" },
  tr: { name: "Türkçe", dir: "ltr", prefix: "tr" },
};

/**
 * The English pages that also exist in every translated language (their routes: the `:language`
 * route in app/routes.ts). Articles and VPN reviews stay English.
 */
export const TRANSLATED_PAGES = ["/", "/legal-tracker", "/legal-tracker/:country", "/changes", "/methodology", "/evidence-policy"] as const;

/**
 * The locale `Intl` writes a language's dates and numbers in. Arabic is pinned to the Latin digits
 * its translations use, which CLDR now makes its default: a browser with an older CLDR (Arabic-Indic
 * digits) would otherwise write other digits than the prerendered page, and React would re-render it.
 */
export function intlLocale(language: string): string {
  return language === "ar" ? "ar-u-nu-latn" : language;
}

export function isTranslationLanguage(value: string): value is TranslationLanguage {
  return (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}

/** The language a path is in: its first segment's, English when it has none. */
export function languageOfPath(pathname: string): SiteLanguage {
  const first = pathname.split("/")[1]?.toLowerCase() ?? "";
  return TRANSLATION_LANGUAGES.find((language) => LANGUAGES[language].prefix === first) ?? "en";
}

/** The path without its language prefix: "/fa/legal-tracker/iran" → "/legal-tracker/iran". */
export function englishPath(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === "en") return pathname;
  const rest = pathname.slice(LANGUAGES[language].prefix.length + 1);
  return rest === "" ? "/" : rest;
}

/** An English path in a language: "/legal-tracker" → "/fa/legal-tracker", "/" → "/fa". */
export function pathInLanguage(path: string, language: SiteLanguage): string {
  const english = englishPath(path);
  if (language === "en") return english;
  return english === "/" ? `/${LANGUAGES[language].prefix}` : `/${LANGUAGES[language].prefix}${english}`;
}
