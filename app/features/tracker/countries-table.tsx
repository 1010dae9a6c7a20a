import { useMemo, useRef, useState, type MouseEvent } from "react";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { isPlainClick } from "~/lib/plain-click";
import { usePrerenderedMarkup } from "./prerendered-markup";
import { useIsomorphicLayoutEffect } from "~/lib/use-isomorphic-layout-effect";
import { countriesTableRows, sortTableRows, TABLE_METRICS, type TableMarkupText, type TableSort } from "./countries-table-markup";
import { useCountryName } from "./country-names";
import { trackerListMessages } from "./list-messages";
import type { TrackerCountry } from "./tracker-data";
import { useLabels } from "./use-labels";

/**
 * Every UN member with its status on every metric: the map's equivalent for keyboard and
 * screen-reader users, and for readers without JavaScript (each name links to the country's page).
 */
export function CountriesTable({ countries, onOpen }: { countries: readonly TrackerCountry[]; onOpen: (iso: string) => void }) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const t = useMessages(trackerListMessages);
  const labels = useLabels();
  const countryName = useCountryName();
  const localized = useLocalizedPath();
  const language = useLanguage();
  // The rows' words in the page's language; the same object while the language is, so it never rewrites the rows by itself.
  const text = useMemo<TableMarkupText>(
    () => ({
      statusText: labels.statusText,
      noData: t("noData"),
      countryName,
      localizedPath: (path) => localized(path).to,
      collation: language === "en" ? undefined : language,
    }),
    [labels, t, countryName, localized, language],
  );
  // Written once, as the prerender wrote it (hydration keeps it without building it again); later
  // data rewrites the rows (below).
  const markup = usePrerenderedMarkup(
    bodyRef,
    () => countriesTableRows(countries, text),
    (rows) => (written.current.rows = rows),
  );
  // The rows as last written: new data that changes nothing in them (the full document replacing
  // the snapshot) leaves the rows, and the focus in them, alone; a new sort only moves them. Built
  // lazily when the prerender's rows were kept.
  const written = useRef<{ countries: readonly TrackerCountry[]; text: TableMarkupText; rows: string | null }>({ countries, text, rows: null });
  const [sort, setSort] = useState<TableSort>({ column: "name", descending: false });

  useIsomorphicLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    if (written.current.countries !== countries || written.current.text !== text) {
      const rows = countriesTableRows(countries, text);
      if (rows !== (written.current.rows ??= countriesTableRows(written.current.countries, written.current.text))) body.innerHTML = rows;
      written.current = { countries, text, rows };
    }
    sortTableRows(body, sort);
  }, [countries, text, sort]);

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
        <caption className="sr-only">{t("tableCaption", { count: countries.length })}</caption>
        <thead>
          <tr>
            {header("name", t("columnCountry"))}
            {TABLE_METRICS.map((metric) => header(metric, labels.metric(metric)))}
          </tr>
        </thead>
        <tbody ref={bodyRef} onClick={onClick} data-replay-clicks="" dangerouslySetInnerHTML={markup} suppressHydrationWarning />
      </table>
    </div>
  );
}
