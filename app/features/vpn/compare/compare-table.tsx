import { Link } from "react-router";
import { formatDate } from "~/lib/format-date";
import { ScoreBadge } from "../review/score-badge";
import { REPORT_OUTCOME_LABELS } from "../review/report-labels";
import type { CompareRow } from "../vpn-types";
import { cellText } from "./compare-cells";
import { type CompareState, MAX_PICKED, type SortKey } from "./compare-state";

/**
 * The comparison table: sortable headers, a pick box per provider when picking is allowed, and a
 * column for the chosen country's outside reports.
 */
export function CompareTable({
  rows,
  state,
  update,
  canPick,
  countryName,
}: {
  /** The providers shown, filtered and sorted. */
  rows: readonly CompareRow[];
  state: CompareState;
  update: (change: Partial<CompareState>) => void;
  canPick: boolean;
  countryName: string;
}) {
  const togglePick = (slug: string) => {
    const next = state.picked.includes(slug) ? state.picked.filter((entry) => entry !== slug) : [...state.picked, slug].slice(0, MAX_PICKED);
    update({ picked: next });
  };

  const header = (key: SortKey | null, label: string, className?: string) => {
    if (key === null)
      return (
        <th scope="col" className={className}>
          {label}
        </th>
      );
    const active = state.sort === key;
    return (
      <th scope="col" className={className} aria-sort={active ? (state.descending ? "descending" : "ascending") : "none"}>
        <button
          type="button"
          className="sort-button"
          onClick={() => update({ sort: key, descending: active ? !state.descending : key === "score" || key === "audits" })}>
          {label}
          <span aria-hidden="true">{active ? (state.descending ? " ▼" : " ▲") : " ↕"}</span>
        </button>
      </th>
    );
  };

  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="VPN comparison table" aria-describedby="compare-scroll-hint">
      <table className="data-table compare-table">
        <caption className="sr-only">VPN providers compared; column headers with buttons sort the table</caption>
        <thead>
          <tr>
            {canPick ? header(null, "Pick") : null}
            {header("name", "Provider")}
            {header("score", "Score")}
            {header("jurisdiction", "Jurisdiction")}
            {header(null, "Owner")}
            {header("logging", "Logging")}
            {header("audits", "Audits")}
            {header(null, "RAM-only")}
            {header(null, "Open source")}
            {header(null, "Anonymous payment")}
            {header(null, "Obfuscation")}
            {header("price", "Price a month")}
            {state.country ? header(null, `In ${countryName}`) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.slug}>
              {canPick ? (
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Pick ${row.name}`}
                    checked={state.picked.includes(row.slug)}
                    disabled={!state.picked.includes(row.slug) && state.picked.length >= MAX_PICKED}
                    onChange={() => togglePick(row.slug)}
                  />
                </td>
              ) : null}
              <th scope="row">
                <Link to={`/vpn/${row.slug}`}>{row.name}</Link>
              </th>
              <td>
                <ScoreBadge score={row.score} band={row.band} size="sm" />
              </td>
              <td>{cellText(row, "jurisdictionName")}</td>
              <td>{cellText(row, "owner")}</td>
              <td>{cellText(row, "logging")}</td>
              <td>{row.audits === 0 ? "None" : `${row.audits} (latest ${row.latestAudit})`}</td>
              <td>{cellText(row, "ramOnly")}</td>
              <td>{cellText(row, "openSource")}</td>
              <td>{cellText(row, "anonymousPayment")}</td>
              <td>{cellText(row, "obfuscation")}</td>
              <td>{cellText(row, "priceMonthly")}</td>
              {state.country ? <td>{countryEvidence(row, state.country)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The newest outside report for the chosen country: what and when, linking to the review's table. */
function countryEvidence(row: CompareRow, country: string) {
  const report = row.countryReports.find((entry) => entry.country === country);
  if (!report) return "No report";
  return (
    <Link to={`/vpn/${row.slug}#country-reports`}>
      {REPORT_OUTCOME_LABELS[report.outcome]}, {formatDate(report.date)}
    </Link>
  );
}
