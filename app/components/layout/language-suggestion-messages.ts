import { defineMessages } from "~/lib/i18n/messages";

/** The browser-language suggestion (language-suggestion.tsx), which loads after hydration. Same namespace as messages.ts, its own file so every page does not load it. */
export const languageSuggestionMessages = defineMessages("layout", {
  languageSuggestion: "Language suggestion",
  pageAvailableIn: "This page is also available in <link>{language}</link>.",
  dismiss: "Dismiss",
});
