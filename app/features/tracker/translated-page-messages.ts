import { defineTranslatedPageMessages } from "~/lib/i18n/messages";

/** What only a translated tracker says. Same namespace as messages.ts. */
export const trackerPageMessages = defineTranslatedPageMessages("tracker", {
  translatedTrackerNote: "This is a translation. The <english>English tracker</english> is the authoritative text.",
});
