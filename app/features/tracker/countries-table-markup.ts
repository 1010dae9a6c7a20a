// The countries table's rows as plain markup that React never owns, like the map (map-markup.ts):
// 193 rows cost no hydration, are in the prerendered HTML for readers without JavaScript, and are
// sorted by moving rows.
import type { Metric, Status } from "@data/schema/metrics";
import { escapeHtml } from "~/lib/escape-html";
import { countryPagePath } from "./country-slug";
import { isInferred, METRIC_ORDER, STATUS_ORDER } from "./metrics";
import type { TrackerCountry } from "./tracker-data";

/** The columns after the country: every metric, the overall rating first. */
export const TABLE_METRICS: readonly Metric[] = METRIC_ORDER;

/**
 * What the rows say, in the page's language: the caller makes it with its hooks (useLabels,
 * useCountryName, useLocalizedPath, the trackerLists catalogue), as this builder cannot call them.
 */
export type TableMarkupText = {
  /** A status in words (Labels.statusText). */
  statusText: (metric: Metric, status: Status, inferred: boolean) => string;
  /** Shown for a country whose evidence is still being gathered ("Evidence in review"). */
  noData: string;
  /** The country's displayed name; its link is still made from the English `name`. */
  countryName: (country: TrackerCountry) => string;
  /** Where a link to an English path leads from this page (localizedLink's `to`). */
  localizedPath: (englishPath: string) => string;
  /** The language the names are sorted in; undefined sorts as English pages always have. */
  collation?: string;
};

function cell(country: TrackerCountry, metric: Metric, words: TableMarkupText): string {
  const status: Status = country.hasData ? country.statuses[metric] : "grey";
  const inferred = country.hasData && isInferred(country, metric);
  const text = country.hasData ? words.statusText(metric, status, inferred) : words.noData;
  // An empty swatch (no text to hide from screen readers); the status is the words beside it.
  const dot = `<span class="status-dot status-${status}${inferred && status === "green" ? " evidence-inferred" : ""}"></span>`;
  return `<td>${dot} ${escapeHtml(text)}</td>`;
}

/** One row per country, by name; each row carries its statuses' ranks so it can be sorted without the data. */
export function countriesTableRows(countries: readonly TrackerCountry[], text: TableMarkupText): string {
  const rank = (status: Status) => STATUS_ORDER.indexOf(status);
  return countries
    .map((country) => ({ country, shown: text.countryName(country) }))
    .sort((a, b) => a.shown.localeCompare(b.shown, text.collation))
    .map(({ country, shown }, index) => {
      const ranks = TABLE_METRICS.map((metric) => rank(country.hasData ? country.statuses[metric] : "grey")).join(" ");
      const name = escapeHtml(shown);
      const href = escapeHtml(text.localizedPath(countryPagePath(country.name)));
      const heading = country.hasData ? `<a href="${href}" data-country="${country.iso_a3}">${name}</a>` : name;
      return `<tr data-country="${country.iso_a3}" data-order="${index}" data-ranks="${ranks}"><th scope="row">${heading}</th>${TABLE_METRICS.map((metric) => cell(country, metric, text)).join("")}</tr>`;
    })
    .join("");
}

export type TableSort = { column: "name" | Metric; descending: boolean };

/** Reorders the rows in place: by name (their first order), or by status on one metric, then name. */
export function sortTableRows(body: HTMLTableSectionElement, sort: TableSort): void {
  const rows = [...body.rows];
  const order = (row: HTMLTableRowElement) => Number(row.dataset.order);
  const column = sort.column === "name" ? -1 : TABLE_METRICS.indexOf(sort.column);
  const rankOf = (row: HTMLTableRowElement) => Number((row.dataset.ranks ?? "").split(" ")[column]);
  rows.sort((a, b) => (column < 0 ? order(a) - order(b) : rankOf(a) - rankOf(b) || order(a) - order(b)));
  if (sort.descending) rows.reverse();
  body.append(...rows);
}
