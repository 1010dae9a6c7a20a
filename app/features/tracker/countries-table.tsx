import type { Metric, Status } from "@data/schema/metrics";
import { useMemo, useState } from "react";
import { isInferred, METRIC_LABELS, NO_DATA_LABEL, STATUS_ORDER, statusText } from "./metrics";
import { StatusDot } from "./status-dot";
import type { TrackerCountry } from "./tracker-data";

type SortKey = "name" | "status";

/** Every UN member with its status for the chosen metric: the map's equivalent for keyboard and screen-reader users. */
export function CountriesTable({ countries, metric, onOpen }: { countries: readonly TrackerCountry[]; metric: Metric; onOpen: (iso: string) => void }) {
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: "name", descending: false });
  const rows = useMemo(() => {
    const rank = (status: Status) => STATUS_ORDER.indexOf(status);
    const sorted = [...countries].sort((a, b) => {
      const byName = a.name.localeCompare(b.name);
      if (sort.key === "name") return byName;
      const sa = a.hasData ? a.statuses[metric] : "grey";
      const sb = b.hasData ? b.statuses[metric] : "grey";
      return rank(sa) - rank(sb) || byName;
    });
    return sort.descending ? sorted.reverse() : sorted;
  }, [countries, metric, sort]);

  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}>
        <button type="button" className="sort-button" onClick={() => setSort({ key, descending: active ? !sort.descending : false })}>
          {label}
          <span aria-hidden="true">{active ? (sort.descending ? " ▼" : " ▲") : " ↕"}</span>
        </button>
      </th>
    );
  };

  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="sr-only">
          {countries.length} countries by {METRIC_LABELS[metric]}
        </caption>
        <thead>
          <tr>
            {header("name", "Country")}
            {header("status", METRIC_LABELS[metric])}
          </tr>
        </thead>
        <tbody>
          {rows.map((country) => {
            const status = country.hasData ? country.statuses[metric] : "grey";
            return (
              <tr key={country.iso_a3}>
                <th scope="row">
                  {country.hasData ? (
                    <button type="button" className="link-button" onClick={() => onOpen(country.iso_a3)}>
                      {country.name}
                    </button>
                  ) : (
                    country.name
                  )}
                </th>
                <td>
                  <StatusDot status={status} inferred={isInferred(country, metric)} /> {country.hasData ? statusText(metric, status, isInferred(country, metric)) : NO_DATA_LABEL}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
