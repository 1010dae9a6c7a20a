import { defineTranslatedPageMessages } from "~/lib/i18n/messages";

/** What only a translated brief says: that the English is authoritative, and why a text is shown in English (translated-text.tsx). Same namespace as messages.ts. */
export const briefPageMessages = defineTranslatedPageMessages("brief", {
  englishAuthoritative: "This is a translation. The <english>English version</english> is the authoritative text.",
  inEnglishNotice: "The translation of this text is being updated; it is shown in the authoritative English.",
  inEnglishOnly: "Shown in English: this text is not translated.",
});
