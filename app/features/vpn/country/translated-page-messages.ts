import { defineTranslatedPageMessages } from "~/lib/i18n/messages";

/** What only a translated page's VPN section says. Same namespace as messages.ts. */
export const vpnSectionPageMessages = defineTranslatedPageMessages("vpnSection", {
  reviewsInEnglish: "The provider reviews are in English.",
});
