import { useCallback } from "react";
import { useLanguage } from "./i18n-context";
import { pathInLanguage, TRANSLATED_PAGES, type SiteLanguage } from "./languages";

const TRANSLATED_PATHS = TRANSLATED_PAGES.map((page) => new RegExp(`^${page.replace(":country", "[a-z0-9-]+")}$`));

export function hasTranslatedPage(englishPath: string): boolean {
  const pathname = englishPath.split(/[?#]/)[0]!;
  return TRANSLATED_PATHS.some((pattern) => pattern.test(pathname));
}

/** Where a link to an English path goes from a page in `language`, and `hrefLang` when it leads to English. */
export function localizedLink(englishPath: string, language: SiteLanguage): { to: string; hrefLang?: string } {
  if (language === "en") return { to: englishPath };
  return hasTranslatedPage(englishPath) ? { to: pathInLanguage(englishPath, language) } : { to: englishPath, hrefLang: "en" };
}

/** `localizedLink` for the page's language: spread its result into a Link's props. */
export function useLocalizedPath(): (englishPath: string) => { to: string; hrefLang?: string } {
  const language = useLanguage();
  return useCallback((englishPath: string) => localizedLink(englishPath, language), [language]);
}
