import { defineMessages } from "~/lib/i18n/messages";

/** The preferences dialog's text: loaded with the dialog, not with every page. */
export const consentDialogMessages = defineMessages("consent", {
  dialogTitle: "Cookie preferences",
  dialogDescription: "Essential storage keeps your settings working and cannot be switched off. The other categories are off unless you switch them on.",
  essential: "Essential",
  alwaysOn: "(always on)",
  essentialHelp: "Your theme, your language, the countries you follow and this choice.",
  analytics: "Analytics",
  analyticsHelp: "Counting visits to improve the site. Privacy Atlas uses none today.",
  marketing: "Marketing",
  marketingHelp: "Advertising and campaign measurement. Privacy Atlas uses none today.",
  functional: "Functional",
  functionalHelp: "Optional conveniences beyond your settings. None are in use today.",
  cancel: "Cancel",
  save: "Save Preferences",
});
