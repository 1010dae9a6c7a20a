// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { countriesTableRows, sortTableRows, type TableMarkupText } from "./countries-table-markup";
import { NO_DATA_LABEL, statusText } from "./metrics";
import type { TrackerCountry } from "./tracker-data";

// The English page's words, as countries-table.tsx makes them there.
const english: TableMarkupText = { statusText, noData: NO_DATA_LABEL, countryName: (country) => country.name, localizedPath: (path) => path };

const country = (iso: string, name: string, overall: "green" | "amber" | "red" | "grey", hasData = true): TrackerCountry => ({
  iso_a3: iso,
  name,
  aliases: [],
  hasData,
  statuses: {
    vpn_status: "green",
    age_verification: "amber",
    censorship_surveillance: "red",
    data_protection: "green",
    social_media_blocking: "grey",
    overall_rating: overall,
  },
  inferred: [],
  summary: null,
  last_change: null,
  last_verified: null,
});

function body(countries: TrackerCountry[]): HTMLTableSectionElement {
  document.body.innerHTML = `<table><tbody>${countriesTableRows(countries, english)}</tbody></table>`;
  return document.querySelector("tbody")!;
}
const names = (tbody: HTMLTableSectionElement) => [...tbody.rows].map((row) => row.querySelector("th")!.textContent);

describe("countries table markup", () => {
  it("lists every country by name with every metric, linking only those with data", () => {
    const tbody = body([country("BBB", "Beta & Co", "red"), country("AAA", "Alpha", "green"), country("CCC", "Gamma", "grey", false)]);
    expect(names(tbody)).toEqual(["Alpha", "Beta & Co", "Gamma"]);
    expect(tbody.rows[0]!.cells).toHaveLength(7);
    expect(tbody.querySelector('a[data-country="BBB"]')!.getAttribute("href")).toBe("/legal-tracker/beta-and-co");
    expect(tbody.rows[2]!.querySelector("a")).toBeNull();
    expect(tbody.rows[2]!.textContent).toContain("Evidence in review");
  });

  it("sorts by status on a metric, then by name, and back by name", () => {
    const tbody = body([country("AAA", "Alpha", "red"), country("BBB", "Beta", "green"), country("CCC", "Gamma", "amber"), country("DDD", "Delta", "green")]);
    sortTableRows(tbody, { column: "overall_rating", descending: false });
    expect(names(tbody)).toEqual(["Beta", "Delta", "Gamma", "Alpha"]);
    sortTableRows(tbody, { column: "overall_rating", descending: true });
    expect(names(tbody)).toEqual(["Alpha", "Gamma", "Delta", "Beta"]);
    sortTableRows(tbody, { column: "name", descending: false });
    expect(names(tbody)).toEqual(["Alpha", "Beta", "Delta", "Gamma"]);
  });
});
