import { defineMessages } from "~/lib/i18n/messages";

/**
 * The tracker's map (world-map.tsx, map-markup.ts, map-error-boundary.tsx) and what sits beside it:
 * the hover card, the legends, the statistics, the metric menu and the loading indicator.
 */
export const trackerMapMessages = defineMessages("trackerMap", {
  // The map (world-map.tsx)
  skipMap: "Skip the map",
  loadingMap: "Loading the map...",
  mapCouldNotLoad: "The map could not load. The countries table below still works.",
  retry: "Retry",
  mapZoom: "Map zoom",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  resetView: "Reset map view",
  enlargeMap: "Enlarge map",
  backToPage: "Back to the page (Escape)",
  noDataCountries: "Countries shown as evidence in review cannot be opened yet; every country is also in the table below the map.",
  // The map's markup (map-markup.ts): a country's label, and the map's own.
  countryStatus: "{country}: {status}",
  mapLabelInteractive: "World map coloured by {metric}. Arrow keys move between countries; Enter opens one.",
  mapLabelStatic: "World map coloured by {metric}. Each country links to its page; every country is also in the table below the map.",
  // When the map cannot render (map-error-boundary.tsx)
  mapFailed: "Map failed to load",
  mapFailedNote: "The country list and statuses below still work.",
  // The hover card (info-card.tsx)
  countryDetails: "Country details",
  exploreTitle: "Explore the map",
  exploreHint: "Hover over or tab to a country to see its status. Press Enter, click, or search to open its full brief with sources.",
  noData: "Evidence in review",
  viewBrief: "View country brief",
  updatedVerified: "Updated {updated} · Verified {verified}",
  metricLabel: "{metric}:",
  noBrief: "We have not yet published a sourced brief for {country}. Its statuses stay grey until we have evidence.",
  // The legends (legend.tsx)
  mapLegend: "Map legend",
  greenSourced: "{status} (a source says so)",
  stripedInferred: "Striped: {status}, no restriction found in comprehensive surveys",
  // The statistics (stats-row.tsx)
  statistics: "Statistics for the chosen metric",
  countriesTracked: "Countries Tracked",
  freeCountries: "Free Countries",
  restricted: "Restricted",
  prohibited: "Prohibited",
  nothingOnRecord: "{count, plural, one {# with nothing on record that day} other {# with nothing on record that day}}",
  inReview: "{count, plural, one {# in review} other {# in review}}",
  freeInferred: "{count, plural, one {of which # with no restriction found} other {of which # with no restriction found}}",
  // The loading indicator (loading-indicator.tsx)
  loadingData: "Loading Global Legislation Data",
  loadingProgress: "Loading progress",
  // The metric menu (metric-select.tsx)
  colourByMetric: "Colour by metric",
  show: "Show",
});

export type TrackerMapKey = keyof typeof trackerMapMessages.english;
