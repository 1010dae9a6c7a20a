import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { englishPath, LANGUAGES, pathInLanguage, SITE_LANGUAGES, type SiteLanguage } from "~/lib/i18n/languages";
import { hasTranslatedPage } from "~/lib/i18n/localized-path";
import { rememberLanguage } from "~/lib/i18n/remembered-language";
import { layoutMessages } from "./messages";

/** Where choosing `language` leads from this page: the same page when it is translated, else the language's tracker. */
export function switchTarget(pathname: string, search: string, language: SiteLanguage): string {
  const english = englishPath(pathname);
  if (language === "en" || hasTranslatedPage(english)) return pathInLanguage(english, language) + search;
  return pathInLanguage("/legal-tracker", language);
}

/**
 * The header's language list: a native disclosure, so it opens by keyboard and without script;
 * each entry is a link to this page in that language, remembered for the browser's suggestion
 * (language-suggestion.tsx). The page's language is in the URL; nothing ever redirects.
 */
export function LanguageSwitcher() {
  const t = useMessages(layoutMessages);
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);

  return (
    <details
      ref={details}
      className="language-switcher"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      }}>
      <summary className="nav-link">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span className="sr-only">{t("language")}: </span>
        <span lang={current}>{LANGUAGES[current].name}</span>
      </summary>
      <ul className="dropdown-panel language-list">
        {SITE_LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={switchTarget(pathname, search, language)}
              lang={language}
              hrefLang={language}
              className="dropdown-item"
              aria-current={language === current ? "true" : undefined}
              onClick={() => rememberLanguage(language)}>
              {LANGUAGES[language].name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
