// What the switcher writes: its own module, so the header does not load the suggestion's logic
// (language-choice.ts), which loads after hydration.
import { removeStorage, writeStorage } from "../storage";
import type { SiteLanguage } from "./languages";

export const CHOICE_KEY = "privacy-atlas-language";
export const DISMISSED_KEY = "privacy-atlas-language-suggestion-dismissed";

/** The language the reader last chose in the switcher, kept in this browser only. */
export function rememberLanguage(language: SiteLanguage): void {
  writeStorage(CHOICE_KEY, language);
  removeStorage(DISMISSED_KEY);
}
