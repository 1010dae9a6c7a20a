import { defineMessages } from "~/lib/i18n/messages";

/** The privacy-choices notice and its preferences dialog. */
export const consentMessages = defineMessages("consent", {
  title: "Your privacy choices",
  body: "Privacy Atlas uses no trackers or analytics. Your browser keeps only what you ask for (your theme, your language and the countries you follow). Choose whether optional categories may ever be used.",
  privacyPolicy: "Privacy policy",
  preferences: "Preferences",
  rejectAll: "Reject All",
  acceptAll: "Accept All",
});
