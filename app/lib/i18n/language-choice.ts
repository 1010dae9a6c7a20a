import { readStorage, writeStorage } from "../storage";
import { SITE_LANGUAGES, type SiteLanguage } from "./languages";
import { CHOICE_KEY, DISMISSED_KEY } from "./remembered-language";

export { rememberLanguage } from "./remembered-language";

export function chosenLanguage(): SiteLanguage | null {
  const stored = readStorage(CHOICE_KEY);
  return SITE_LANGUAGES.find((language) => language === stored) ?? null;
}

export function dismissSuggestion(): void {
  writeStorage(DISMISSED_KEY, "1");
}

export function suggestionDismissed(): boolean {
  return readStorage(DISMISSED_KEY) === "1";
}

/**
 * The language to suggest on a page in `pageLanguage`: the reader's own choice, else the first
 * of the browser's languages the site has (zh-CN and zh-SG read Simplified Chinese; zh-TW does
 * not). None when it is the page's language already, or the reader chose this page's language.
 */
export function suggestedLanguage(pageLanguage: SiteLanguage, browserLanguages: readonly string[], chosen: SiteLanguage | null): SiteLanguage | null {
  if (chosen) return chosen === pageLanguage ? null : chosen;
  for (const tag of browserLanguages) {
    const match = siteLanguageOf(tag);
    if (match) return match === pageLanguage ? null : match;
  }
  return null;
}

function siteLanguageOf(tag: string): SiteLanguage | null {
  const lower = tag.toLowerCase();
  if (lower.startsWith("zh")) return /^zh(-hans|-cn|-sg|$)/.test(lower) ? "zh-Hans" : null;
  const base = lower.split("-")[0];
  return SITE_LANGUAGES.find((language) => language === base) ?? null;
}
