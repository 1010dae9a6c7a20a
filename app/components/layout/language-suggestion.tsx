import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { chosenLanguage, dismissSuggestion, rememberLanguage, suggestedLanguage, suggestionDismissed } from "~/lib/i18n/language-choice";
import { englishPath, LANGUAGES, type SiteLanguage } from "~/lib/i18n/languages";
import { hasTranslatedPage } from "~/lib/i18n/localized-path";
import { switchTarget } from "./language-switcher";
import { languageSuggestionMessages } from "./language-suggestion-messages";

/**
 * When this page exists in the language the reader chose before, or their browser's language, a
 * notice offers it: a link and a dismiss button, never a redirect (issue 22). Read after
 * hydration, since storage and the browser's languages are the reader's, not the build's.
 */
export function LanguageSuggestion() {
  const t = useMessages(languageSuggestionMessages);
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const [suggestion, setSuggestion] = useState<SiteLanguage | null>(null);
  const translated = hasTranslatedPage(englishPath(pathname));
  useEffect(() => {
    if (!translated || suggestionDismissed()) return setSuggestion(null);
    setSuggestion(suggestedLanguage(language, navigator.languages ?? [navigator.language], chosenLanguage()));
  }, [language, translated]);
  if (!suggestion) return null;

  return (
    <aside className="language-suggestion" aria-label={t("languageSuggestion")}>
      <p>
        {t.rich(
          "pageAvailableIn",
          {
            link: (name) => (
              <Link to={switchTarget(pathname, search, suggestion)} lang={suggestion} hrefLang={suggestion} onClick={() => rememberLanguage(suggestion)}>
                {name}
              </Link>
            ),
          },
          { language: LANGUAGES[suggestion].name },
        )}
      </p>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => {
          dismissSuggestion();
          setSuggestion(null);
        }}>
        {t("dismiss")}
      </button>
    </aside>
  );
}
