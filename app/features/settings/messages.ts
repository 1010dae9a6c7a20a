import { defineMessages } from "~/lib/i18n/messages";

/** The settings button and its panel. */
export const settingsMessages = defineMessages("settings", {
  themeSettings: "Theme Settings",
});
