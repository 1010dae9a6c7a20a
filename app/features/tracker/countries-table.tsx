import { useRef, useState, type MouseEvent } from "react";
import { isPlainClick } from "~/lib/plain-click";
import { usePrerenderedMarkup } from "./prerendered-markup";
import { useIsomorphicLayoutEffect } from "~/lib/use-isomorphic-layout-effect";
import { countriesTableRows, sortTableRows, TABLE_METRICS, type TableSort } from "./countries-table-markup";
import { METRIC_LABELS } from "./metrics";
import type { TrackerCountry } from "./tracker-data";

/**
 * Every UN member with its status on every metric: the map's equivalent for keyboard and
 * screen-reader users, and for readers without JavaScript (each name links to the country's page).
 */
export function CountriesTable({ countries, onOpen }: { countries: readonly TrackerCountry[]; onOpen: (iso: string) => void }) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Written once, as the prerender wrote it (hydration keeps it without building it again); later
  // data rewrites the rows (below).
  const markup = usePrerenderedMarkup(
    bodyRef,
    () => countriesTableRows(countries),
    (rows) => (written.current.rows = rows),
  );
  // The rows as last written: new data that changes nothing in them (the full document replacing
  // the snapshot) leaves the rows, and the focus in them, alone; a new sort only moves them. Built
  // lazily when the prerender's rows were kept.
  const written = useRef<{ countries: readonly TrackerCountry[]; rows: string | null }>({ countries, rows: null });
  const [sort, setSort] = useState<TableSort>({ column: "name", descending: false });

  useIsomorphicLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    if (written.current.countries !== countries) {
      const rows = countriesTableRows(countries);
      if (rows !== (written.current.rows ??= countriesTableRows(written.current.countries))) body.innerHTML = rows;
      written.current = { countries, rows };
    }
    sortTableRows(body, sort);
  }, [countries, sort]);

  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-country]") : null;
    // A modified click keeps the link's own behaviour (the country page in a new tab).
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen(link.dataset.country!);
  };

  const header = (column: TableSort["column"], label: string) => {
    const active = sort.column === column;
    return (
      <th key={column} scope="col" aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}>
        <button type="button" className="sort-button" onClick={() => setSort({ column, descending: active ? !sort.descending : false })}>
          {label}
          <span aria-hidden="true">{active ? (sort.descending ? " ▼" : " ▲") : " ↕"}</span>
        </button>
      </th>
    );
  };

  return (
    <div className="table-scroll countries-table-scroll">
      <table className="data-table countries-table">
        <caption className="sr-only">{countries.length} countries and their status on every metric</caption>
        <thead>
          <tr>
            {header("name", "Country")}
            {TABLE_METRICS.map((metric) => header(metric, METRIC_LABELS[metric]))}
          </tr>
        </thead>
        <tbody ref={bodyRef} onClick={onClick} data-replay-clicks="" dangerouslySetInnerHTML={markup} suppressHydrationWarning />
      </table>
    </div>
  );
}
