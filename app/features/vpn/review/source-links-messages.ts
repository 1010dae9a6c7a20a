import { defineMessages } from "~/lib/i18n/messages";

/** A cited source's date when the page has none (source-links.tsx), also in a translated brief's VPN section. */
export const sourceLinkMessages = defineMessages("sourceLinks", {
  accessed: "accessed {date}",
});
