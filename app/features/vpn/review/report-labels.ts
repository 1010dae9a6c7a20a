import type { CountryReport } from "@data/schema/vpn";

export const REPORT_OUTCOME_LABELS: Record<CountryReport["outcome"], string> = {
  works: "Reported working",
  blocked: "Reported blocked",
  mixed: "Mixed reports",
};
