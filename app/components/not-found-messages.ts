import { defineMessages } from "~/lib/i18n/messages";

/** The 404 page: loaded with it, not with every page. Same namespace as the other common texts. */
export const notFoundMessages = defineMessages("common", {
  notFoundTitle: "Page not found",
  notFoundBody: "We could not find the page you asked for. It may have moved, or the address may be mistyped.",
  notFoundDescription: "There is no page at this address.",
  home: "Home",
  tracker: "Legislation & Censorship Tracker",
  compareVpns: "Compare VPNs",
});
