import { type ComponentType, type ReactNode, useId, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDate } from "~/lib/format-date";
import { useHydrated } from "~/lib/use-hydrated";
import type { CompareRow } from "../vpn-types";
import { REPORT_CRITERIA } from "./compare-cells";
import { CompareExport } from "./compare-export";
import { CompareFilters } from "./compare-filters";
import { CompareReport } from "./compare-report";
import { type CompareState, DEFAULT_STATE, filterRows, MAX_PICKED, parseCompareState, serializeCompareState, sortRows } from "./compare-state";
import { CompareTable } from "./compare-table";
import { SideBySide } from "./side-by-side";

/** The plan-badged extras of /compare; the plans feature decides who may use them. */
export type CompareExtra = "side-by-side" | "advanced-filtering" | "export-data" | "custom-reports";
export type CompareGate = {
  Gate: ComponentType<{ feature: CompareExtra; title: string; children: ReactNode }>;
  allowed: (feature: CompareExtra) => boolean;
};

/** /compare: filters, the sortable table, and the plan-badged side-by-side view, export and custom report. */
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
  const update = (change: Partial<CompareState>) => {
    setSearchParams(serializeCompareState({ ...state, ...change }), { replace: true, preventScrollReset: true });
  };

  return (
    <div className="compare-tool">
      <CompareFilters
        state={state}
        update={update}
        reset={() => setSearchParams(serializeCompareState({ ...DEFAULT_STATE, picked: state.picked }), { replace: true, preventScrollReset: true })}
        hydrated={hydrated}
        ids={ids}
        Gate={Gate}
        reportCountries={reportCountries}
        jurisdictions={jurisdictions}
      />

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
      <CompareTable rows={visible} state={state} update={update} canPick={canPick} countryName={countryName} />
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
          <CompareExport rows={visible} />
        </Gate>
      </section>

      <section aria-labelledby={`${ids}-report`} className="compare-extra">
        <h2 id={`${ids}-report`}>Custom report</h2>
        <Gate feature="custom-reports" title="Custom comparison report">
          <CompareReport picked={picked} />
        </Gate>
      </section>
    </div>
  );
}
