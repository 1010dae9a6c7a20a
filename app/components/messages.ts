import { defineMessages } from "~/lib/i18n/messages";

/** The error screen, the 404 page and the page skeleton, on every page. */
export const commonMessages = defineMessages("common", {
  errorTitle: "Something went wrong",
  errorBody: "This page hit an error in your browser. You can try again, go back, or start from the home page.",
  tryAgain: "Try Again",
  goBack: "Go Back",
  goHome: "Go Home",
  errorId: "Error ID:",
  errorPersists: "If it persists, tell the editors, quoting the error ID.",
  loadingPage: "Loading the page…",
  notifications: "Notifications",
  newVersion: "A new version of Privacy Atlas is available.",
  reload: "Reload",
});
