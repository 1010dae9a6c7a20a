import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "../site-origin";
import { pathInLanguage, SITE_LANGUAGES } from "./languages";

/** `hreflang` links to a translated page in every language, English as the default (x-default). */
export function languageAlternates(englishPath: string): MetaDescriptor[] {
  return [
    ...SITE_LANGUAGES.map((language) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: language,
      href: absoluteUrl(pathInLanguage(englishPath, language)),
    })),
    { tagName: "link" as const, rel: "alternate", hrefLang: "x-default", href: absoluteUrl(englishPath) },
  ];
}
