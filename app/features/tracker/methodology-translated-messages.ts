import { defineTranslatedPageMessages } from "~/lib/i18n/messages";

/** What only a translated methodology page says. Same namespace as methodology-messages.ts. */
export const methodologyTranslatedMessages = defineTranslatedPageMessages("methodologyPage", {
  translatedLead: "How the legislation tracker rates countries. It follows one rule: no evidence, no credit.",
  vpnScoresInEnglish: "How VPN providers are scored is explained on the <english>English methodology page</english>.",
});
