import { useState } from "react";
import { formatDate } from "~/lib/format-date";
import type { CompareRow } from "../vpn-types";
import { REPORT_CRITERIA } from "./compare-cells";
import { SideBySide } from "./side-by-side";

/** The custom report: the reader picks the criteria, then reads or prints the picked providers side by side. */
export function CompareReport({ picked }: { picked: readonly CompareRow[] }) {
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
