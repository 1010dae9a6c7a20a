import { defineMessages } from "~/lib/i18n/messages";

/**
 * The tracker's lists and panels: the countries table, the search boxes, the news panel, the
 * drawer and the date control. The changes page's list (history/changes-list-messages.ts) and the
 * methodology's tracker section (tracker-method-messages.ts) share the namespace in their own files.
 */
export const trackerListMessages = defineMessages("trackerLists", {
  // Shared
  noData: "Evidence in review",
  search: "Search",
  retry: "Retry",
  opensInNewTab: "(opens in a new tab)",

  // Countries table (countries-table.tsx, countries-table-markup.ts)
  tableCaption: "{count, plural, one {# country and its status on every metric} other {# countries and their status on every metric}}",
  columnCountry: "Country",

  // Mobile country list (mobile-country-list.tsx)
  countries: "Countries",
  searchTracked: "Search tracked countries",
  startTyping: "Start typing to search tracked countries.",
  noCountriesMatchQuery: 'No countries match "{query}" yet.',

  // Desktop search (country-search.tsx)
  searchCountries: "Search countries",
  searchPlaceholder: "Country name, e.g. Türkiye or UK",
  matchingCountries: "Matching countries",
  noCountriesMatch: "No countries match",
  showingTop: "{total, plural, one {Showing top {shown} of # match} other {Showing top {shown} of # matches}}",

  // News panel (news-panel.tsx)
  newsTitle: "Recent Legislation Watch",
  lastMonths: "{count, plural, one {Last # month} other {Last # months}}",
  noUpdates: "{count, plural, one {No updates in the last # month.} other {No updates in the last # months.}}",
  typeProposed: "Proposed",
  typeEnacted: "Enacted",
  typeInForce: "In force",
  typeCourtRuling: "Court ruling",
  typeEnforcement: "Enforcement",
  typeRepealed: "Repealed",
  badgeVpn: "VPN",
  badgeAge: "Age",
  newsSource: "Source: {source}",

  // Country drawer (country-drawer.tsx)
  countryBrief: "Country brief",
  closeCountryBrief: "Close country brief",
  loadingHistorySection: "Loading the history section…",
  openFullPage: "Open the full page for {country}",
  briefLoadError: "The brief could not be loaded.",
  loadingBrief: "Loading the brief…",

  // Date control (history/date-control.tsx)
  dateShownOnMap: "Date shown on the map",
  showMapAsOf: "Show the map as of",
  show: "Show",
  chooseDay: "Choose a day from {start} to today.",
  anyDay: "Any day from {start} to today.",
});
