import { defineMessages } from "~/lib/i18n/messages";

/** The changes page's list and filters (changes-list.tsx). Same namespace as ../list-messages.ts, its own file so that page loads only these. */
export const changesListMessages = defineMessages("trackerLists", {
  filterChanges: "Filter the changes",
  metric: "Metric",
  allMetrics: "All metrics",
  region: "Region",
  allRegions: "All regions",
  direction: "Direction",
  tightenedOrLoosened: "Tightened or loosened",
  tightenedTowardsRed: "Tightened (towards red)",
  loosenedTowardsGreen: "Loosened (towards green)",
  country: "Country",
  allCountries: "All countries",
  filtersNeedScript: "The filters need JavaScript; every change is listed below, newest first.",
  changesCount: "{count, plural, one {# change} other {# changes}}",
  changesCountIn: "{count, plural, one {# change in {country}} other {# changes in {country}}}",
  changesShown: "{total, plural, one {{shown} of # change} other {{shown} of # changes}}",
  changesShownIn: "{total, plural, one {{shown} of # change in {country}} other {{shown} of # changes in {country}}}",
  showAll: "Show all",
  noChangeMatches: "No change matches these filters.",
});
