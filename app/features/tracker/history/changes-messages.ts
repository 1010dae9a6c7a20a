import { defineMessages } from "~/lib/i18n/messages";

/** The /changes page's title and introduction (its list is history/changes-list.tsx). */
export const changesPageMessages = defineMessages("changesPage", {
  heading: "Status changes",
  title: "Status changes: every dated change on the tracker since 2015",
  description:
    "Every change of a VPN, age-verification, censorship, data-protection or platform-ban status since 1 January 2015, newest first, each with its sources.",
  lead: "Every dated change of a status on the <tracker>tracker</tracker> since {start}, newest first: when a country (or a US state) tightened or loosened its VPN, age-verification, censorship, data-protection or platform-ban rules, with the sources for each change. See the map on any past day with the tracker’s date control.",
  byDateNote: "A date prefixed “By” is the date of the earliest source, not of the change itself.",
  downloads: "Download the history as <json>JSON</json> or <csv>CSV</csv> (<fields>fields</fields>), or follow it by feed (Atom):",
  everyChange: "every change",
  statusChangesFeed: "{metric}: status changes",
});
