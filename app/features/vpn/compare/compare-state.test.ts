import { describe, expect, it } from "vitest";
import type { CompareRow } from "../vpn-types";
import { DEFAULT_STATE, filterRows, parseCompareState, rowsToCsv, serializeCompareState, sortRows } from "./compare-state";

const row = (overrides: Partial<CompareRow>): CompareRow => ({
  slug: "a",
  name: "A",
  score: 50,
  band: "mixed",
  jurisdiction: "SWE",
  jurisdictionName: "Sweden",
  owner: "A AB",
  logging: "no-logs",
  audits: 1,
  latestAudit: 2024,
  ramOnly: true,
  openSource: true,
  anonymousPayment: ["cash"],
  obfuscation: true,
  postQuantum: true,
  multiHop: false,
  portForwarding: false,
  killSwitch: true,
  dataDisclosed: false,
  priceMonthly: 5,
  priceYearly: 60,
  currency: "EUR",
  priceChecked: "2026-11-21",
  serverCountries: 40,
  devices: 5,
  countryReports: [],
  ...overrides,
});

const rows = [
  row({ slug: "mull", name: "Mull", score: 90 }),
  row({
    slug: "usa",
    name: "Usa VPN",
    score: 40,
    jurisdiction: "USA",
    jurisdictionName: "United States",
    logging: "minimal",
    audits: 0,
    ramOnly: false,
    priceMonthly: 12,
  }),
  row({
    slug: "leaky",
    name: "Leaky",
    score: 20,
    jurisdiction: null,
    jurisdictionName: null,
    logging: null,
    dataDisclosed: true,
    priceMonthly: null,
    openSource: false,
    anonymousPayment: null,
  }),
];

describe("compare URL state", () => {
  it("round-trips every setting through the URL", () => {
    const state = {
      ...DEFAULT_STATE,
      q: "mull",
      sort: "price" as const,
      descending: true,
      logging: "no-logs" as const,
      audited: true,
      ramOnly: true,
      outsideFiveEyes: true,
      maxMonthly: 8,
      picked: ["mull", "usa"],
      jurisdiction: "SWE",
    };
    const params = serializeCompareState(state);
    expect(params.toString()).toBe("q=mull&sort=price&dir=desc&logging=no-logs&audited=1&ram=1&outside5=1&jurisdiction=SWE&max=8&pick=mull%2Cusa");
    expect(parseCompareState(params)).toEqual(state);
  });

  it("keeps the search as typed, spaces included, so two-word queries can be typed", () => {
    expect(parseCompareState(serializeCompareState({ ...DEFAULT_STATE, q: "kape " })).q).toBe("kape ");
    expect(serializeCompareState({ ...DEFAULT_STATE, q: "   " }).toString()).toBe("");
  });

  it("writes nothing for the defaults and falls back to them on nonsense", () => {
    expect(serializeCompareState(DEFAULT_STATE).toString()).toBe("");
    const state = parseCompareState(new URLSearchParams("sort=evil&dir=sideways&logging=all&jurisdiction=sweden&max=-3&pick=<x>,a,a,b,c,d,e"));
    expect(state.sort).toBe("score");
    expect(state.descending).toBe(true);
    expect(state.logging).toBe("any");
    expect(state.jurisdiction).toBe("");
    expect(state.maxMonthly).toBeNull();
    expect(state.picked).toEqual(["a", "b", "c", "d"]);
  });

  it("sorts names ascending by default and scores descending", () => {
    expect(parseCompareState(new URLSearchParams("sort=name")).descending).toBe(false);
    expect(parseCompareState(new URLSearchParams("")).descending).toBe(true);
  });
});

describe("filterRows", () => {
  it("applies the free filters", () => {
    const names = (state: Partial<typeof DEFAULT_STATE>) => filterRows(rows, { ...DEFAULT_STATE, ...state }, false).map((r) => r.name);
    expect(names({})).toEqual(["Mull", "Usa VPN", "Leaky"]);
    expect(names({ logging: "no-logs" })).toEqual(["Mull"]);
    expect(names({ logging: "minimal-or-better" })).toEqual(["Mull", "Usa VPN"]);
    expect(names({ audited: true })).toEqual(["Mull", "Leaky"]);
    expect(names({ q: "united" })).toEqual(["Usa VPN"]);
    expect(names({ anonymousPayment: true })).toEqual(["Mull", "Usa VPN"]);
    expect(names({ openSource: true })).toEqual(["Mull", "Usa VPN"]);
    expect(names({ jurisdiction: "USA" })).toEqual(["Usa VPN"]);
  });

  it("applies the advanced filters only when they are unlocked", () => {
    const state = { ...DEFAULT_STATE, outsideFiveEyes: true, noDisclosure: true, maxMonthly: 10 };
    expect(filterRows(rows, state, false)).toHaveLength(3);
    expect(filterRows(rows, state, true).map((r) => r.name)).toEqual(["Mull"]);
  });
});

describe("sortRows", () => {
  it("sorts either way and keeps unknown values last", () => {
    expect(sortRows(rows, "price", false).map((r) => r.name)).toEqual(["Mull", "Usa VPN", "Leaky"]);
    expect(sortRows(rows, "price", true).map((r) => r.name)).toEqual(["Usa VPN", "Mull", "Leaky"]);
    expect(sortRows(rows, "jurisdiction", true).map((r) => r.name)).toEqual(["Usa VPN", "Mull", "Leaky"]);
    expect(sortRows(rows, "score", true).map((r) => r.name)).toEqual(["Mull", "Usa VPN", "Leaky"]);
    expect(sortRows(rows, "name", false).map((r) => r.name)).toEqual(["Leaky", "Mull", "Usa VPN"]);
  });
});

describe("rowsToCsv", () => {
  it("writes a header, joins lists and quotes awkward text", () => {
    const csv = rowsToCsv([row({ name: 'Say "hi", VPN', anonymousPayment: ["cash", "monero"], owner: "=cmd()" })]);
    const [header, line] = csv.trim().split("\r\n");
    expect(header?.startsWith("Provider,Score,Jurisdiction,Owner,Logging")).toBe(true);
    expect(line).toContain('"Say ""hi"", VPN"');
    expect(line).toContain(",cash; monero,");
    expect(line).toContain("'=cmd()");
  });
});
