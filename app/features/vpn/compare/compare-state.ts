import { toCsv } from "~/lib/csv";
import type { CompareRow } from "../vpn-types";

// The /compare table's state lives in the URL so a filtered, sorted view can be shared or
// bookmarked. Unknown or malformed parameters fall back to the defaults rather than failing.

const SORT_KEYS = ["score", "name", "jurisdiction", "logging", "audits", "price"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
type LoggingFilter = "any" | "no-logs" | "minimal-or-better";

export type CompareState = {
  q: string;
  sort: SortKey;
  descending: boolean;
  logging: LoggingFilter;
  audited: boolean;
  ramOnly: boolean;
  openSource: boolean;
  anonymousPayment: boolean;
  obfuscation: boolean;
  jurisdiction: string;
  /** "For use in": only providers with an outside report for this country (ISO alpha-3). */
  country: string;
  // Advanced filters (a plan-badged extra).
  outsideFiveEyes: boolean;
  noDisclosure: boolean;
  postQuantum: boolean;
  multiHop: boolean;
  portForwarding: boolean;
  maxMonthly: number | null;
  /** Providers chosen for the side-by-side view and the custom report, 2 to 4. */
  picked: string[];
};

export const MAX_PICKED = 4;
/** The UKUSA agreement's members, named in the advanced filter. */
const FIVE_EYES = ["AUS", "CAN", "GBR", "NZL", "USA"] as const;

export const DEFAULT_STATE: CompareState = {
  q: "",
  sort: "score",
  descending: true,
  logging: "any",
  audited: false,
  ramOnly: false,
  openSource: false,
  anonymousPayment: false,
  obfuscation: false,
  jurisdiction: "",
  country: "",
  outsideFiveEyes: false,
  noDisclosure: false,
  postQuantum: false,
  multiHop: false,
  portForwarding: false,
  maxMonthly: null,
  picked: [],
};

const FLAGS = {
  audited: "audited",
  ramOnly: "ram",
  openSource: "open",
  anonymousPayment: "anon",
  obfuscation: "obfs",
  outsideFiveEyes: "outside5",
  noDisclosure: "clean",
  postQuantum: "pq",
  multiHop: "multihop",
  portForwarding: "ports",
} as const satisfies Partial<Record<keyof CompareState, string>>;

export function parseCompareState(params: URLSearchParams): CompareState {
  const state: CompareState = { ...DEFAULT_STATE, picked: [] };
  // Kept as typed (spaces too), so the search box can hold a two-word query; filtering trims.
  state.q = (params.get("q") ?? "").slice(0, 80);
  const sort = params.get("sort");
  if (sort && (SORT_KEYS as readonly string[]).includes(sort)) state.sort = sort as SortKey;
  const dir = params.get("dir");
  state.descending = dir === "asc" ? false : dir === "desc" ? true : state.sort === "score";
  const logging = params.get("logging");
  if (logging === "no-logs" || logging === "minimal-or-better") state.logging = logging;
  for (const [key, name] of Object.entries(FLAGS) as Array<[keyof typeof FLAGS, string]>) state[key] = params.get(name) === "1";
  const jurisdiction = params.get("jurisdiction") ?? "";
  state.jurisdiction = /^[A-Z]{3}$/.test(jurisdiction) ? jurisdiction : "";
  const country = (params.get("country") ?? "").toUpperCase();
  state.country = /^[A-Z]{3}$/.test(country) ? country : "";
  const max = Number(params.get("max"));
  state.maxMonthly = params.has("max") && Number.isFinite(max) && max > 0 ? max : null;
  state.picked = [...new Set((params.get("pick") ?? "").split(",").filter((slug) => /^[a-z0-9-]+$/.test(slug)))].slice(0, MAX_PICKED);
  return state;
}

/** Only what differs from the defaults goes into the URL, in a stable order. */
export function serializeCompareState(state: CompareState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set("q", state.q);
  if (state.sort !== DEFAULT_STATE.sort) params.set("sort", state.sort);
  const defaultDescending = state.sort === "score";
  if (state.descending !== defaultDescending) params.set("dir", state.descending ? "desc" : "asc");
  if (state.logging !== "any") params.set("logging", state.logging);
  for (const [key, name] of Object.entries(FLAGS) as Array<[keyof typeof FLAGS, string]>) if (state[key]) params.set(name, "1");
  if (state.jurisdiction) params.set("jurisdiction", state.jurisdiction);
  if (state.country) params.set("country", state.country);
  if (state.maxMonthly !== null) params.set("max", String(state.maxMonthly));
  if (state.picked.length > 0) params.set("pick", state.picked.join(","));
  return params;
}

const LOGGING_RANK = { "no-logs": 0, minimal: 1, logs: 2 } as const;

export function filterRows(rows: readonly CompareRow[], state: CompareState, advanced: boolean): CompareRow[] {
  const query = state.q.trim().toLowerCase();
  return rows.filter((row) => {
    if (query && !`${row.name} ${row.owner ?? ""} ${row.jurisdictionName ?? ""}`.toLowerCase().includes(query)) return false;
    if (state.logging === "no-logs" && row.logging !== "no-logs") return false;
    if (state.logging === "minimal-or-better" && row.logging !== "no-logs" && row.logging !== "minimal") return false;
    if (state.audited && row.audits === 0) return false;
    if (state.ramOnly && row.ramOnly !== true) return false;
    if (state.openSource && row.openSource !== true && row.openSource !== "partial") return false;
    if (state.anonymousPayment && !(row.anonymousPayment ?? []).some((method) => method === "cash" || method === "monero")) return false;
    if (state.obfuscation && row.obfuscation !== true) return false;
    if (state.jurisdiction && row.jurisdiction !== state.jurisdiction) return false;
    if (state.country && !row.countryReports.some((report) => report.country === state.country)) return false;
    if (!advanced) return true;
    if (state.outsideFiveEyes && (row.jurisdiction === null || (FIVE_EYES as readonly string[]).includes(row.jurisdiction))) return false;
    if (state.noDisclosure && row.dataDisclosed) return false;
    if (state.postQuantum && row.postQuantum !== true) return false;
    if (state.multiHop && row.multiHop !== true) return false;
    if (state.portForwarding && row.portForwarding !== true) return false;
    if (state.maxMonthly !== null && (row.priceMonthly === null || row.priceMonthly > state.maxMonthly)) return false;
    return true;
  });
}

/** Sorted rows; unknown values always sort last, whichever the direction. */
export function sortRows(rows: readonly CompareRow[], sort: SortKey, descending: boolean): CompareRow[] {
  const value = (row: CompareRow): string | number | null => {
    switch (sort) {
      case "score":
        return row.score;
      case "name":
        return row.name.toLowerCase();
      case "jurisdiction":
        return row.jurisdictionName?.toLowerCase() ?? null;
      case "logging":
        return row.logging === null ? null : LOGGING_RANK[row.logging];
      case "audits":
        return row.audits;
      case "price":
        return row.priceMonthly;
    }
  };
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? a.name.localeCompare(b.name) : va === null ? 1 : -1;
    const order = va < vb ? -1 : va > vb ? 1 : 0;
    return (descending ? -order : order) || a.name.localeCompare(b.name);
  });
}

export const EXPORT_COLUMNS: ReadonlyArray<{ key: keyof CompareRow; label: string }> = [
  { key: "name", label: "Provider" },
  { key: "score", label: "Score" },
  { key: "jurisdictionName", label: "Jurisdiction" },
  { key: "owner", label: "Owner" },
  { key: "logging", label: "Logging" },
  { key: "audits", label: "Audits" },
  { key: "latestAudit", label: "Latest audit" },
  { key: "ramOnly", label: "RAM-only servers" },
  { key: "openSource", label: "Open-source clients" },
  { key: "anonymousPayment", label: "Anonymous payment" },
  { key: "obfuscation", label: "Obfuscation" },
  { key: "postQuantum", label: "Post-quantum" },
  { key: "priceMonthly", label: "Monthly price" },
  { key: "priceYearly", label: "Yearly price" },
  { key: "currency", label: "Currency" },
  { key: "priceChecked", label: "Price checked" },
];

export function rowsToCsv(rows: readonly CompareRow[]): string {
  return toCsv(
    EXPORT_COLUMNS.map((column) => column.label),
    rows.map((row) => EXPORT_COLUMNS.map((column) => row[column.key])),
  );
}

export function rowsToJson(rows: readonly CompareRow[], generatedAt: string): string {
  return `${JSON.stringify({ generatedAt, source: "Privacy Atlas /compare", providers: rows }, null, 2)}\n`;
}
