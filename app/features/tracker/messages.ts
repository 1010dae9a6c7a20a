import { defineMessages } from "~/lib/i18n/messages";

/**
 * The tracker page: map, legend, statistics, search, hover card, drawer, table, news and history
 * controls. Its title (country-page-messages.ts) and the status words (status-text-messages.ts) share
 * the namespace in their own files, so other pages load only those.
 */
export const trackerMessages = defineMessages("tracker", {
  countryNotFound: "Country not found",
  noBrief: "No brief for this country.",
  countryUpdatesFeed: "{country} updates",
  countryChangesFeed: "{country}: status changes",
  lastUpdated: "Last updated <time>{date}</time> · <changes>Every change since 2015</changes> · Information, not legal advice",
  errorLoadingTitle: "Error loading data",
  errorLoading: "Failed to load legislation data: {message}",
  mapShowsNoStatuses: "The map shows no statuses until the data loads.",
  retry: "Retry",
  loadingMapData: "Loading map data...",
  endOfMap: "End of map",
  tableSummary: "{count, plural, one {All # country as a table} other {All # countries as a table}}",
  tableSummaryPast: "{count, plural, one {All # country as a table, as of {date}} other {All # countries as a table, as of {date}}}",
  historyErrorPast: "The history could not be loaded ({message}), so the map still shows today.",
  backToToday: "Back to today",
  pastNotice:
    "<strong>You are looking at the past: {date}.</strong> The map, the figures, the table and the search show each status as it stood that day. Grey means nothing was on record yet; the overall rating shows only where all five statuses are on record. Briefs describe today.",
  pastLoading: "Loading the history for {date}… The map shows today until it arrives.",
  trackerDescription:
    "An interactive world map of VPN legality, age-verification laws, censorship, data protection and social-media bans, with a sourced brief for every country.",
});
