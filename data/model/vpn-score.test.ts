import { describe, expect, it } from "vitest";
import type { VpnProvider } from "../schema/vpn";
import { latestDay, scoreBand, scoreVpn } from "./vpn-score";

const TODAY = "2026-11-21";
const source = [{ title: "Source", url: "https://example.org/a", date: "2024-01-01" }];
const fact = <V>(value: V | null) => ({ value, checked: TODAY, sources: value === null ? [] : source });

function provider(overrides: Partial<VpnProvider> = {}): VpnProvider {
  return {
    slug: "test-vpn",
    name: "Test VPN",
    website: "https://example.org",
    status: "active",
    last_verified: TODAY,
    owner: fact({ company: "Test AB" }),
    ownership_history: [],
    jurisdiction: fact("SWE"),
    founded: fact(2010),
    logging: fact("no-logs" as const),
    audits: [],
    incidents: [],
    open_source_clients: fact(true as const),
    protocols: fact(["WireGuard"]),
    post_quantum: fact(true),
    ram_only_servers: fact(true),
    kill_switch: fact(true),
    obfuscation: fact(true),
    multi_hop: fact(true),
    port_forwarding: fact(false),
    anonymous_payment: fact(["cash" as const]),
    anonymous_signup: fact(true),
    server_countries: fact(40),
    simultaneous_devices: fact(5),
    price: fact({ monthly: 5, yearly: 60, currency: "EUR", checked: TODAY }),
    platforms: fact(["Windows"]),
    review: { verdict: "A verdict long enough to pass the schema's floor of forty characters.", suits: ["a"], avoid: ["b"], restrictive_countries: "c" },
    ...overrides,
  } as VpnProvider;
}

const audit = (date: string, scope: string, kind: "no-logs" | "infrastructure" | "apps" | "full") => ({
  auditor: "Cure53",
  kind,
  year: Number(date.slice(0, 4)),
  scope,
  url: "https://example.org/audit",
  date,
});
const incident = (date: string, kind: VpnProvider["incidents"][number]["kind"]) => ({
  date,
  kind,
  title: `${kind} case`,
  summary: "What happened.",
  sources: source,
});
const points = (vpn: VpnProvider, id: string) => scoreVpn(vpn, TODAY).criteria.find((criterion) => criterion.id === id)?.points;

describe("scoreVpn", () => {
  it("gives full marks to a provider whose every claim is verified and proven", () => {
    const vpn = provider({
      audits: [audit("2025-06-01", "apps", "apps"), audit("2024-06-01", "infrastructure", "infrastructure")],
      incidents: [incident("2023-04-18", "no-logs-upheld")],
    });
    const score = scoreVpn(vpn, TODAY);
    expect(score.total).toBe(100);
    expect(score.band).toBe("strong");
    expect(score.unverified).toEqual([]);
  });

  it("weighs the criteria so that their maxima add up to 100", () => {
    const maxima = scoreVpn(provider(), TODAY).criteria.reduce((sum, criterion) => sum + criterion.max, 0);
    expect(maxima).toBe(100);
  });

  it("scores logging by policy, with proof only when a test upheld it and no data was disclosed", () => {
    expect(points(provider(), "logging")).toBe(20);
    expect(points(provider({ logging: fact("minimal" as const) }), "logging")).toBe(12);
    expect(points(provider({ logging: fact("logs" as const) }), "logging")).toBe(0);
    expect(points(provider({ incidents: [incident("2020-09-10", "no-logs-upheld")] }), "logging")).toBe(30);
    expect(points(provider({ incidents: [incident("2020-09-10", "no-logs-upheld"), incident("2016-03-01", "data-disclosed")] }), "logging")).toBe(20);
  });

  it("lists a claim that is not verified and gives it nothing", () => {
    const score = scoreVpn(provider({ logging: fact(null), owner: fact(null), ram_only_servers: fact(null) }), TODAY);
    expect(score.unverified).toEqual(expect.arrayContaining(["logging policy", "owner", "ram-only servers"]));
    expect(score.criteria.find((criterion) => criterion.id === "logging")?.points).toBe(0);
    expect(score.criteria.find((criterion) => criterion.id === "ownership")?.points).toBe(5);
    expect(score.criteria.find((criterion) => criterion.id === "security")?.points).toBe(10);
  });

  it("ages audits: recent ones count double an old one", () => {
    expect(points(provider({ audits: [audit("2025-01-01", "no-logs policy", "no-logs")] }), "audits")).toBe(15);
    expect(points(provider({ audits: [audit("2019-01-01", "no-logs policy", "no-logs")] }), "audits")).toBe(10);
    expect(points(provider({ audits: [audit("2024-01-01", "full", "full")] }), "audits")).toBe(20);
    expect(points(provider(), "audits")).toBe(0);
  });

  it("lowers the score for disclosed user data and recent breaches, breaches capped at 10", () => {
    expect(points(provider({ incidents: [incident("2022-01-01", "data-disclosed")] }), "penalties")).toBe(-20);
    expect(points(provider({ incidents: [incident("2012-01-01", "data-disclosed")] }), "penalties")).toBe(-10);
    expect(points(provider({ incidents: [incident("2025-01-01", "security-breach")] }), "penalties")).toBe(-5);
    expect(points(provider({ incidents: [incident("2018-01-01", "security-breach")] }), "penalties")).toBe(0);
    const breaches = [incident("2025-01-01", "security-breach"), incident("2024-01-01", "security-breach"), incident("2023-01-01", "security-breach")];
    expect(points(provider({ incidents: breaches }), "penalties")).toBe(-10);
  });

  it("never goes below zero", () => {
    const bare = provider({
      owner: fact(null),
      jurisdiction: fact(null),
      logging: fact("logs" as const),
      open_source_clients: fact(false as const),
      post_quantum: fact(false),
      ram_only_servers: fact(false),
      kill_switch: fact(false),
      multi_hop: fact(false),
      obfuscation: fact(false),
      anonymous_payment: fact([]),
      anonymous_signup: fact(false),
      incidents: [incident("2022-01-01", "data-disclosed"), incident("2023-01-01", "data-disclosed")],
    });
    expect(scoreVpn(bare, TODAY).total).toBe(0);
    expect(scoreVpn(bare, TODAY).band).toBe("weak");
  });

  it("scores anonymous payment by the most private method offered", () => {
    expect(points(provider({ anonymous_payment: fact(["bitcoin" as const]) }), "anonymity")).toBe(4);
    expect(points(provider({ anonymous_payment: fact(["gift-cards" as const]), anonymous_signup: fact(false) }), "anonymity")).toBe(1);
  });
});

describe("partial dates", () => {
  it("reads a year or a month as its last day", () => {
    expect(latestDay("2016")).toBe("2016-12-31");
    expect(latestDay("2022-09")).toBe("2022-09-30");
    expect(latestDay("2024-02")).toBe("2024-02-29");
    expect(latestDay("2021-07-14")).toBe("2021-07-14");
  });

  it("ages events and audits dated by year or month from their last possible day", () => {
    // Dated only "2016": it may fall within the last 10 years of 2026-11-21, so the recent penalty applies.
    expect(points(provider({ incidents: [incident("2016", "data-disclosed")] }), "penalties")).toBe(-20);
    expect(points(provider({ incidents: [incident("2015", "data-disclosed")] }), "penalties")).toBe(-10);
    // A breach dated "2021-11" may be within 5 years; one dated "2021-10" is not.
    expect(points(provider({ incidents: [incident("2021-11", "security-breach")] }), "penalties")).toBe(-5);
    expect(points(provider({ incidents: [incident("2021-10", "security-breach")] }), "penalties")).toBe(0);
    expect(points(provider({ audits: [audit("2023-12", "no-logs policy", "no-logs")] }), "audits")).toBe(15);
  });
});

describe("scoreBand", () => {
  it("places the band edges at 80, 60 and 40", () => {
    expect([80, 79, 60, 59, 40, 39].map(scoreBand)).toEqual(["strong", "good", "good", "mixed", "mixed", "weak"]);
  });
});
