import { defineMessages } from "~/lib/i18n/messages";

/** The settings panel's text: loaded with the panel, not with every page. */
export const settingsPanelMessages = defineMessages("settings", {
  settings: "Settings",
  chooseTheme: "Choose theme",
  light: "Light",
  dark: "Dark",
  dim: "Dim",
  accessibilityOptions: "Accessibility Options",
  highContrast: "High contrast",
  highContrastHelp: "Improves text visibility",
  largeText: "Large text",
  largeTextHelp: "Increases font size",
});
