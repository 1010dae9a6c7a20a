import type { MetaDescriptor } from "react-router";
import { pageMeta, type PageMetaInput } from "../page-meta";
import { absoluteUrl } from "../site-origin";
import { languageOfPath, pathInLanguage, SITE_LANGUAGES } from "./languages";

/** `hreflang` links to a translated page in every language, English as the default (x-default). */
function languageAlternates(englishPath: string): MetaDescriptor[] {
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

/**
 * `pageMeta` for a page that exists in every language: canonical in the language of the path it is
 * shown at (`pathname`), with the `hreflang` links to all its versions.
 */
export function translatedPageMeta({ englishPath, pathname, ...input }: Omit<PageMetaInput, "canonicalPath"> & { englishPath: string; pathname: string }) {
  return pageMeta({ ...input, canonicalPath: pathInLanguage(englishPath, languageOfPath(pathname)) }).concat(languageAlternates(englishPath));
}
