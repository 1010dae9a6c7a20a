import { Link } from "react-router";
import type { CompareRow } from "../vpn-types";
import { cellText } from "./compare-cells";

/** Providers as columns and criteria as rows: the side-by-side view and the custom report. */
export function SideBySide({
  rows,
  criteria,
  caption,
}: {
  rows: readonly CompareRow[];
  criteria: ReadonlyArray<{ key: keyof CompareRow; label: string }>;
  caption: string;
}) {
  return (
    <div className="table-scroll">
      <table className="data-table side-by-side">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Criterion</th>
            {rows.map((row) => (
              <th scope="col" key={row.slug}>
                <Link to={`/vpn/${row.slug}`}>{row.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {criteria.map((criterion) => (
            <tr key={criterion.key}>
              <th scope="row">{criterion.label}</th>
              {rows.map((row) => (
                <td key={row.slug}>{cellText(row, criterion.key)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
