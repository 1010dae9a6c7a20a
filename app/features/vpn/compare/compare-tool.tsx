import { type ComponentType, type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDate } from "~/lib/format-date";
import { useHydrated } from "~/lib/use-hydrated";
import { ScoreBadge } from "../review/score-badge";
import { LOGGING_LABELS, moneyLabel, openSourceLabel, PAYMENT_LABELS, yesNo } from "../vpn-format";
import { REPORT_OUTCOME_LABELS } from "../review/report-labels";
import type { CompareRow } from "../vpn-types";
import {
  type CompareState,
  DEFAULT_STATE,
  EXPORT_COLUMNS,
  filterRows,
  MAX_PICKED,
  parseCompareState,
  rowsToCsv,
  rowsToJson,
  serializeCompareState,
  type SortKey,
  sortRows,
} from "./compare-state";

/** The plan-badged extras of /compare; the plans feature decides who may use them. */
type CompareExtra = "side-by-side" | "advanced-filtering" | "export-data" | "custom-reports";
export type CompareGate = {
  Gate: ComponentType<{ feature: CompareExtra; title: string; children: ReactNode }>;
  allowed: (feature: CompareExtra) => boolean;
};

const REPORT_CRITERIA: ReadonlyArray<{ key: keyof CompareRow; label: string }> = EXPORT_COLUMNS.filter((column) => column.key !== "name");

function cell(row: CompareRow, key: keyof CompareRow): string {
  switch (key) {
    case "logging":
      return row.logging ? LOGGING_LABELS[row.logging] : "Not verified";
    case "openSource":
      return openSourceLabel(row.openSource);
    case "anonymousPayment":
      return row.anonymousPayment === null
        ? "Not verified"
        : row.anonymousPayment.length === 0
          ? "None"
          : row.anonymousPayment.map((method) => PAYMENT_LABELS[method as keyof typeof PAYMENT_LABELS] ?? method).join(", ");
    case "priceMonthly":
    case "priceYearly":
      return moneyLabel(row[key], row.currency);
    case "priceChecked":
      return row.priceChecked ? formatDate(row.priceChecked) : "—";
    case "jurisdictionName":
    case "owner":
      return row[key] ?? "Not verified";
    case "latestAudit":
      return row.latestAudit === null ? "None" : String(row.latestAudit);
    default: {
      const value = row[key];
      return typeof value === "boolean" || value === null ? yesNo(value as boolean | null) : String(value);
    }
  }
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CompareTool({ rows, gate, builtOn }: { rows: readonly CompareRow[]; gate: CompareGate; builtOn: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The URL is read once hydrated, so the first render matches the prerendered (unfiltered) table.
  const hydrated = useHydrated();
  const state = useMemo(() => (hydrated ? parseCompareState(searchParams) : { ...DEFAULT_STATE, picked: [] }), [hydrated, searchParams]);
  const advanced = gate.allowed("advanced-filtering");
  const canPick = gate.allowed("side-by-side") || gate.allowed("custom-reports");
  const visible = useMemo(() => sortRows(filterRows(rows, state, advanced), state.sort, state.descending), [rows, state, advanced]);
  // The countries some outside report names, for "For use in" (a shared link may name another: it then matches none).
  const reportCountries = useMemo(
    () =>
      [...new Map(rows.flatMap((row) => row.countryReports.map((report) => [report.country, report.name] as const))).entries()].sort((a, b) =>
        a[1].localeCompare(b[1]),
      ),
    [rows],
  );
  const countryName = reportCountries.find(([code]) => code === state.country)?.[1] ?? state.country;
  const picked = state.picked.map((slug) => rows.find((row) => row.slug === slug)).filter((row): row is CompareRow => row !== undefined);
  const jurisdictions = useMemo(
    () =>
      [...new Map(rows.filter((row) => row.jurisdiction).map((row) => [row.jurisdiction!, row.jurisdictionName ?? row.jurisdiction!])).entries()].sort((a, b) =>
        a[1].localeCompare(b[1]),
      ),
    [rows],
  );
  const { Gate } = gate;
  const ids = useId();
  // The search box owns what is typed and the URL follows; reading the URL back while typing
  // fast would drop keystrokes. It starts from the URL (a shared link) and "Reset filters" clears it.
  const [query, setQuery] = useState(state.q);
  // A shared link's search text arrives with hydration.
  useEffect(() => {
    if (hydrated) setQuery(parseCompareState(new URLSearchParams(window.location.search)).q);
  }, [hydrated]);
  const [maxText, setMaxText] = useState(state.maxMonthly?.toString() ?? "");
  // A shared link or "Reset filters" changes the limit from outside the box.
  useEffect(() => {
    setMaxText((text) =>
      Number(text) === state.maxMonthly || (state.maxMonthly === null && !(Number(text) > 0)) ? text : (state.maxMonthly?.toString() ?? ""),
    );
  }, [state.maxMonthly]);

  const update = (change: Partial<CompareState>) => {
    setSearchParams(serializeCompareState({ ...state, ...change }), { replace: true, preventScrollReset: true });
  };

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

  const checkbox = (key: keyof CompareState, label: string) => (
    <label className="check-field">
      <input type="checkbox" checked={Boolean(state[key])} onChange={(event) => update({ [key]: event.target.checked })} />
      {label}
    </label>
  );

  return (
    <div className="compare-tool">
      <form className="compare-filters" role="search" aria-label="Filter providers" onSubmit={(event) => event.preventDefault()}>
        <div className="filter-row">
          <label className="field">
            <span className="field-label">Search</span>
            <input
              className="field-control"
              type="search"
              value={query}
              placeholder="Provider, owner or country"
              onChange={(event) => {
                setQuery(event.target.value);
                update({ q: event.target.value });
              }}
            />
          </label>
          <label className="field">
            <span className="field-label">Logging</span>
            <select className="field-control" value={state.logging} onChange={(event) => update({ logging: event.target.value as CompareState["logging"] })}>
              <option value="any">Any policy</option>
              <option value="no-logs">No-logs only</option>
              <option value="minimal-or-better">No-logs or minimal</option>
            </select>
          </label>
          <label className="field">
            <span className="field-label">For use in</span>
            <select
              className="field-control"
              value={state.country}
              onChange={(event) => update({ country: event.target.value })}
              aria-describedby={`${ids}-country-hint`}>
              <option value="">Any country</option>
              {reportCountries.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            <span id={`${ids}-country-hint`} className="text-xs text-muted">
              Providers with an outside report (working or blocked) from that country
            </span>
          </label>
          <label className="field">
            <span className="field-label">Jurisdiction</span>
            <select className="field-control" value={state.jurisdiction} onChange={(event) => update({ jurisdiction: event.target.value })}>
              <option value="">Any jurisdiction</option>
              {jurisdictions.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="filter-checks">
          <legend className="field-label">Only providers with</legend>
          {checkbox("audited", "An independent audit")}
          {checkbox("ramOnly", "RAM-only servers")}
          {checkbox("openSource", "Open-source clients")}
          {checkbox("anonymousPayment", "Cash or Monero payment")}
          {checkbox("obfuscation", "Obfuscation")}
        </fieldset>
        <Gate feature="advanced-filtering" title="Advanced filters">
          <fieldset className="filter-checks" aria-describedby={`${ids}-advanced`}>
            <legend className="field-label">Advanced filters</legend>
            <p id={`${ids}-advanced`} className="sr-only">
              These filters narrow the table further.
            </p>
            {checkbox("outsideFiveEyes", "Outside the Five Eyes")}
            {checkbox("noDisclosure", "No user data ever disclosed")}
            {checkbox("postQuantum", "Post-quantum key exchange")}
            {checkbox("multiHop", "Multi-hop")}
            {checkbox("portForwarding", "Port forwarding")}
            <label className="field inline-field">
              <span className="field-label">Monthly price at most</span>
              <input
                className="field-control"
                type="number"
                min={0.5}
                step={0.5}
                inputMode="decimal"
                value={maxText}
                onChange={(event) => {
                  // The text is kept as typed ("0", "0.", "0.5"); only a positive number filters.
                  setMaxText(event.target.value);
                  const value = Number(event.target.value);
                  const next = event.target.value !== "" && value > 0 ? value : null;
                  if (next !== state.maxMonthly) update({ maxMonthly: next });
                }}
              />
            </label>
          </fieldset>
        </Gate>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => {
            setQuery("");
            setSearchParams(serializeCompareState({ ...DEFAULT_STATE, picked: state.picked }), { replace: true, preventScrollReset: true });
          }}>
          Reset filters
        </button>
      </form>

      <p role="status" className="compare-count">
        Showing {visible.length} of {rows.length} providers{state.country ? ` with an outside report from ${countryName}` : ""}
      </p>
      {state.country ? (
        <p className="text-sm">
          A report says a provider worked or was blocked there on one date; it does not say it works today, or that using it is lawful. Check{" "}
          <Link to={`/legal-tracker?country=${state.country}&metric=vpn_status`}>the law in {countryName}</Link> first.
        </p>
      ) : null}

      {/* On a phone the table is wider than the screen: say so, beside the scroller's edge shadows (app.css). */}
      <p className="scroll-hint" id="compare-scroll-hint">
        Scroll the table sideways to see every column.
      </p>
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
            {visible.map((row) => (
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
                <td>{cell(row, "jurisdictionName")}</td>
                <td>{cell(row, "owner")}</td>
                <td>{cell(row, "logging")}</td>
                <td>{row.audits === 0 ? "None" : `${row.audits} (latest ${row.latestAudit})`}</td>
                <td>{cell(row, "ramOnly")}</td>
                <td>{cell(row, "openSource")}</td>
                <td>{cell(row, "anonymousPayment")}</td>
                <td>{cell(row, "obfuscation")}</td>
                <td>{cell(row, "priceMonthly")}</td>
                {state.country ? <td>{countryEvidence(row, state.country)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {visible.length === 0 ? <p>No provider matches every filter. Try removing one.</p> : null}
      <p className="text-sm text-muted">
        Prices are in each provider&apos;s own currency, as checked on the date shown in each review. Scores as of {formatDate(builtOn)}; see{" "}
        <Link to="/methodology">how we score</Link>.
      </p>

      <section aria-labelledby={`${ids}-side`} className="compare-extra">
        <h2 id={`${ids}-side`}>Side by side</h2>
        <Gate feature="side-by-side" title="Side-by-side view of 2 to 4 providers">
          {picked.length < 2 ? (
            <p>Pick 2 to {MAX_PICKED} providers in the table&apos;s first column to see them side by side.</p>
          ) : (
            <SideBySide rows={picked} criteria={REPORT_CRITERIA} caption="Picked providers side by side" />
          )}
        </Gate>
      </section>

      <section aria-labelledby={`${ids}-export`} className="compare-extra">
        <h2 id={`${ids}-export`}>Export</h2>
        <Gate feature="export-data" title="Export the comparison as CSV or JSON">
          <p>Downloads the {visible.length} providers shown, in the current order.</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => download("privacy-atlas-vpn-comparison.csv", "text/csv", rowsToCsv(visible))}>
              Download CSV
            </button>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => download("privacy-atlas-vpn-comparison.json", "application/json", rowsToJson(visible, new Date().toISOString()))}>
              Download JSON
            </button>
          </div>
        </Gate>
      </section>

      <section aria-labelledby={`${ids}-report`} className="compare-extra">
        <h2 id={`${ids}-report`}>Custom report</h2>
        <Gate feature="custom-reports" title="Custom comparison report">
          <CustomReport picked={picked} />
        </Gate>
      </section>
    </div>
  );
}

function SideBySide({
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
                <td key={row.slug}>{cell(row, criterion.key)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CustomReport({ picked }: { picked: readonly CompareRow[] }) {
  const [criteria, setCriteria] = useState<ReadonlySet<keyof CompareRow>>(
    () => new Set(["score", "jurisdictionName", "owner", "logging", "audits", "priceMonthly"] as const),
  );
  const [open, setOpen] = useState(false);
  const chosen = REPORT_CRITERIA.filter((criterion) => criteria.has(criterion.key));
  return (
    <>
      <fieldset className="filter-checks">
        <legend className="field-label">Criteria in the report</legend>
        {REPORT_CRITERIA.map((criterion) => (
          <label className="check-field" key={criterion.key}>
            <input
              type="checkbox"
              checked={criteria.has(criterion.key)}
              onChange={(event) => {
                const next = new Set(criteria);
                if (event.target.checked) next.add(criterion.key);
                else next.delete(criterion.key);
                setCriteria(next);
              }}
            />
            {criterion.label}
          </label>
        ))}
      </fieldset>
      {picked.length === 0 ? (
        <p>Pick the providers for the report in the table&apos;s first column.</p>
      ) : (
        <button type="button" className="btn btn-primary btn-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "Close the report" : `Build the report (${picked.length} providers, ${chosen.length} criteria)`}
        </button>
      )}
      {open && picked.length > 0 ? (
        <div className="compare-report" aria-label="Custom comparison report" role="region">
          <h3>Privacy Atlas comparison report</h3>
          <p className="text-sm">
            {picked.map((row) => row.name).join(", ")}. Generated {formatDate(new Date().toISOString())} from the sourced data at privacy atlas /compare.
          </p>
          <SideBySide rows={picked} criteria={chosen} caption="Custom comparison report" />
          <button type="button" className="btn btn-outline btn-sm print-hidden" onClick={() => window.print()}>
            Print or save as PDF
          </button>
        </div>
      ) : null}
    </>
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
