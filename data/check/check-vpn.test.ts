import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkData, formatProblem } from "./check-data";

const source = { title: "Source", url: "https://example.org/s", date: "2025-01-01" };
const fact = <T,>(value: T) => ({ value, sources: [source] });

function validVpn() {
  return {
    slug: "example-vpn",
    name: "Example VPN",
    website: "https://example.org",
    status: "active",
    last_verified: "2026-11-20",
    owner: fact({ company: "Example AB", parent: null, since: "2010-01-01" }),
    ownership_history: [],
    jurisdiction: fact("SWE"),
    founded: fact(2010),
    logging: { ...fact("no-logs"), note: "Keeps no connection logs." },
    audits: [{ auditor: "Cure53", year: 2024, scope: "apps", url: "https://example.org/audit", date: "2024-05-01" }],
    incidents: [],
    open_source_clients: fact(true),
    protocols: fact(["WireGuard"]),
    post_quantum: fact(true),
    ram_only_servers: fact(true),
    kill_switch: fact(true),
    obfuscation: fact(false),
    multi_hop: fact(true),
    port_forwarding: fact(false),
    anonymous_payment: fact(["cash", "monero"]),
    anonymous_signup: fact(true),
    server_countries: fact(49),
    simultaneous_devices: fact(5),
    price: { value: null, note: "Not verified", sources: [] },
    platforms: fact(["Linux"]),
  };
}

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function check(files: Record<string, unknown>) {
  const data = path.join(mkdtempSync(path.join(tmpdir(), "pa-vpn-")), "data");
  dirs.push(path.dirname(data));
  mkdirSync(path.join(data, "vpns"), { recursive: true });
  writeFileSync(path.join(data, "un-countries.json"), JSON.stringify({ countries: [{ name: "Sweden", aliases: [], iso_a3: "SWE", iso_a2: "SE", iso_numeric: "752", lat: 62, lng: 15, region: "Europe", subregion: "Northern Europe" }] }));
  for (const [name, value] of Object.entries(files)) writeFileSync(path.join(data, "vpns", name), JSON.stringify(value));
  return checkData(data, "2026-11-21");
}

describe("VPN provider files", () => {
  it("accept a valid file, with unverified claims as null", () => {
    const result = check({ "example-vpn.json": validVpn() });
    expect(result.problems).toEqual([]);
    expect(result.vpns).toHaveLength(1);
  });

  it("reject a claim with a value but no source", () => {
    const vpn = { ...validVpn(), kill_switch: { value: true, sources: [] } };
    expect(check({ "example-vpn.json": vpn }).problems.map(formatProblem)).toEqual([
      "data/vpns/example-vpn.json: kill_switch.sources: a claim with a value needs at least one source",
    ]);
  });

  it("reject schema errors, http URLs, future dates, unknown jurisdictions and misnamed files", () => {
    const problems = check({
      "wrong-name.json": {
        ...validVpn(),
        logging: fact("sometimes"),
        audits: [{ auditor: "X", year: 2024, scope: "apps", url: "http://example.org/a", date: "2027-01-01" }],
        jurisdiction: fact("ZZZ"),
      },
    }).problems.map(formatProblem);
    expect(problems).toContainEqual(expect.stringMatching(/logging\.value: /));
    expect(problems).toContainEqual("data/vpns/wrong-name.json: audits[0].url: must use https://");
    expect(problems).toContainEqual("data/vpns/wrong-name.json: audits[0].date: date 2027-01-01 lies in the future (today is 2026-11-21)");
  });

  it("reject a misnamed file and an unknown jurisdiction", () => {
    const problems = check({ "other.json": { ...validVpn(), jurisdiction: fact("ZZZ") } }).problems.map(formatProblem);
    expect(problems).toEqual([
      "data/vpns/other.json: slug: file must be named example-vpn.json",
      "data/vpns/other.json: jurisdiction.value: ZZZ is not a UN member",
    ]);
  });
});
