import { defineMessages } from "~/lib/i18n/messages";

/**
 * The notices the server puts on the tracker for readers without JavaScript (server/tracker-requests.ts),
 * written into the build's tracker index by scripts/postbuild.ts. `<strong>` and `<brief>` (the link to a
 * brief) are the only markup the server renders; no plural forms, as the server fills in the numbers.
 */
export const trackerNoScriptMessages = defineMessages("trackerNoScript", {
  noMatch: "<strong>No country matches your search.</strong> Every country is in the table “All countries” below the map.",
  matches: "<strong>Countries that match your search: {total}</strong>",
  showing: "Showing {shown} of {total}; refine the search to see the others.",
  inReview: "{country} (evidence in review)",
  briefLink: "This link opens the brief for <strong>{country}</strong>: <brief>read the brief for {country}</brief>.",
});
