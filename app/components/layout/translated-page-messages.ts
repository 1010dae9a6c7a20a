import { defineTranslatedPageMessages } from "~/lib/i18n/messages";

/** What only a translated page's footer says. Same namespace as messages.ts. */
export const layoutPageMessages = defineTranslatedPageMessages("layout", {
  englishOnlyNote: "The tracker is translated; articles, guides and VPN reviews are in English.",
});
