import { formatDate } from "~/lib/format-date";
import { LOGGING_LABELS, moneyLabel, openSourceLabel, PAYMENT_LABELS, yesNo } from "../vpn-format";
import type { CompareRow } from "../vpn-types";
import { EXPORT_COLUMNS } from "./compare-state";

/** The criteria a reader can put side by side or in a report: every exported column but the name. */
export const REPORT_CRITERIA: ReadonlyArray<{ key: keyof CompareRow; label: string }> = EXPORT_COLUMNS.filter((column) => column.key !== "name");

/** What one cell of the comparison says, as text: the table, the side-by-side view and the report share it. */
export function cellText(row: CompareRow, key: keyof CompareRow): string {
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
