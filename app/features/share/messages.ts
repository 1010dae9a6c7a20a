import { defineMessages } from "~/lib/i18n/messages";

/** The share bar. Network names are names and stay as they are. */
export const shareMessages = defineMessages("share", {
  shareThisPage: "Share this page",
  opensInNewTab: "(opens in a new tab)",
  copyLink: "Copy link",
  copied: "Copied!",
  copyFailed: "Could not copy the link. Copy it from the address bar instead.",
  shareFailed: "Sharing failed. Copy the link instead.",
  more: "More",
  email: "Email",
  shareViaDevice: "Share via device…",
});
