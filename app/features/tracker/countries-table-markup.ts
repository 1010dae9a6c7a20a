// The countries table's rows as plain markup that React never owns, like the map (map-markup.ts):
// 193 rows cost no hydration, are in the prerendered HTML for readers without JavaScript, and are
// sorted by moving rows.
import type { Metric, Status } from "@data/schema/metrics";
import { escapeHtml } from "~/lib/escape-html";
import { countryPagePath } from "./country-slug";
import { isInferred, METRIC_ORDER, NO_DATA_LABEL, STATUS_ORDER, statusText } from "./metrics";
import type { TrackerCountry } from "./tracker-data";

/** The columns after the country: every metric, the overall rating first. */
export const TABLE_METRICS: readonly Metric[] = METRIC_ORDER;

function cell(country: TrackerCountry, metric: Metric): string {
  const status: Status = country.hasData ? country.statuses[metric] : "grey";
  const inferred = country.hasData && isInferred(country, metric);
  const text = country.hasData ? statusText(metric, status, inferred) : NO_DATA_LABEL;
  // An empty swatch (no text to hide from screen readers); the status is the words beside it.
  const dot = `<span class="status-dot status-${status}${inferred && status === "green" ? " evidence-inferred" : ""}"></span>`;
  return `<td>${dot} ${escapeHtml(text)}</td>`;
}

/** One row per country, by name; each row carries its statuses' ranks so it can be sorted without the data. */
export function countriesTableRows(countries: readonly TrackerCountry[]): string {
  const rank = (status: Status) => STATUS_ORDER.indexOf(status);
  return [...countries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((country, index) => {
      const ranks = TABLE_METRICS.map((metric) => rank(country.hasData ? country.statuses[metric] : "grey")).join(" ");
      const name = escapeHtml(country.name);
      const heading = country.hasData ? `<a href="${countryPagePath(country.name)}" data-country="${country.iso_a3}">${name}</a>` : name;
      return `<tr data-country="${country.iso_a3}" data-order="${index}" data-ranks="${ranks}"><th scope="row">${heading}</th>${TABLE_METRICS.map((metric) => cell(country, metric)).join("")}</tr>`;
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
