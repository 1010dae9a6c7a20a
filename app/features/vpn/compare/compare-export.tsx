import type { CompareRow } from "../vpn-types";
import { rowsToCsv, rowsToJson } from "./compare-state";

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

/** The export: the providers shown, in the current order, as CSV or JSON. */
export function CompareExport({ rows }: { rows: readonly CompareRow[] }) {
  return (
    <>
      <p>Downloads the {rows.length} providers shown, in the current order.</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => download("privacy-atlas-vpn-comparison.csv", "text/csv", rowsToCsv(rows))}>
          Download CSV
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => download("privacy-atlas-vpn-comparison.json", "application/json", rowsToJson(rows, new Date().toISOString()))}>
          Download JSON
        </button>
      </div>
    </>
  );
}
