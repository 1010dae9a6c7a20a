import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkData, formatProblem } from "./check-data";

const source = { title: "Source", url: "https://example.org/s", date: "2025-01-01" };
const fact = <T>(value: T) => ({ value, checked: "2026-11-20", sources: [source] });
const review = {
  verdict: "A verdict of more than forty characters, from the facts above.",
  suits: ["Readers who pay cash"],
  avoid: ["Anyone who needs port forwarding"],
  restrictive_countries: "Offers no obfuscation.",
};

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
    audits: [{ auditor: "Cure53", kind: "apps", year: 2024, scope: "apps", url: "https://example.org/audit", date: "2024-05-01" }],
    incidents: [],
    open_source_clients: fact(true),
    protocols: fact(["WireGuard"]),
    post_quantum: fact(true),
    ram_only_servers: fact(true),
    kill_switch: fact(true),
    obfuscation: fact(false),
    censorship_resistance: fact({ stealth_protocols: [], alternative_connection: [], provider_says_works_in: [] as string[] }),
    country_reports: [] as unknown[],
    multi_hop: fact(true),
    port_forwarding: fact(false),
    anonymous_payment: fact(["cash", "monero"]),
    anonymous_signup: fact(true),
    server_countries: fact(49),
    simultaneous_devices: fact(5),
    price: { value: null, note: "Not verified", checked: "2026-11-20", sources: [] },
    platforms: fact(["Linux"]),
    review,
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
  writeFileSync(
    path.join(data, "un-countries.json"),
    JSON.stringify({
      countries: [
        { name: "Sweden", aliases: [], iso_a3: "SWE", iso_a2: "SE", iso_numeric: "752", lat: 62, lng: 15, region: "Europe", subregion: "Northern Europe" },
      ],
    }),
  );
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
    const vpn = { ...validVpn(), kill_switch: { value: true, checked: "2026-11-20", sources: [] } };
    expect(check({ "example-vpn.json": vpn }).problems.map(formatProblem)).toEqual([
      "data/vpns/example-vpn.json: kill_switch.sources: a claim with a value needs at least one source",
    ]);
  });

  it("reject schema errors, http URLs, future dates, unknown jurisdictions and misnamed files", () => {
    const problems = check({
      "wrong-name.json": {
        ...validVpn(),
        logging: fact("sometimes"),
        audits: [{ auditor: "X", kind: "apps", year: 2024, scope: "apps", url: "http://example.org/a", date: "2027-01" }],
        jurisdiction: fact("ZZZ"),
      },
    }).problems.map(formatProblem);
    expect(problems).toContainEqual(expect.stringMatching(/logging\.value: /));
    expect(problems).toContainEqual("data/vpns/wrong-name.json: audits[0].url: must use https://");
    expect(problems).toContainEqual("data/vpns/wrong-name.json: audits[0].date: date 2027-01 lies in the future (today is 2026-11-21)");
  });

  it("reject a misnamed file and an unknown jurisdiction", () => {
    const problems = check({ "other.json": { ...validVpn(), jurisdiction: fact("ZZZ") } }).problems.map(formatProblem);
    expect(problems).toEqual([
      "data/vpns/other.json: slug: file must be named example-vpn.json",
      "data/vpns/other.json: jurisdiction.value: ZZZ is neither a UN member nor a territory listed in JURISDICTION_TERRITORIES",
    ]);
  });

  it("accept a territory where VPN companies incorporate, such as Gibraltar", () => {
    expect(check({ "example-vpn.json": { ...validVpn(), jurisdiction: fact("GIB") } }).problems).toEqual([]);
  });

  it("reject a source with neither its publication date nor the date it was read, and a claim without its checked date", () => {
    const { checked: _checked, ...unchecked } = fact(true);
    const vpn = {
      ...validVpn(),
      kill_switch: { value: true, checked: "2026-11-20", sources: [{ title: "T", url: "https://example.org/t" }] },
      multi_hop: unchecked,
    };
    expect(check({ "example-vpn.json": vpn }).problems.map(formatProblem)).toEqual([
      "data/vpns/example-vpn.json: kill_switch.sources[0].date: needs its publication date, or the date it was accessed when the page has none",
      "data/vpns/example-vpn.json: multi_hop.checked: Invalid input: expected string, received undefined",
    ]);
  });

  it("reject a file without the editors' review", () => {
    const { review: _review, ...vpn } = validVpn();
    expect(check({ "example-vpn.json": vpn }).problems.map(formatProblem)).toEqual([
      "data/vpns/example-vpn.json: review: Invalid input: expected object, received undefined",
    ]);
  });
});

describe("data/vpn-companies.json", () => {
  const entity = (id: string, kind: "company" | "brand", extra: Record<string, unknown> = {}) => ({
    id,
    name: id,
    kind,
    country: null,
    description: "d",
    ...extra,
  });
  const link = (from: string, to: string) => ({ from, to, type: "owns", date: "2021-09", summary: "s", sources: [source] });

  function checkCompanies(companies: unknown) {
    const data = path.join(mkdtempSync(path.join(tmpdir(), "pa-co-")), "data");
    dirs.push(path.dirname(data));
    mkdirSync(path.join(data, "vpns"), { recursive: true });
    writeFileSync(
      path.join(data, "un-countries.json"),
      JSON.stringify({
        countries: [
          { name: "Sweden", aliases: [], iso_a3: "SWE", iso_a2: "SE", iso_numeric: "752", lat: 62, lng: 15, region: "Europe", subregion: "Northern Europe" },
        ],
      }),
    );
    writeFileSync(path.join(data, "vpns", "example-vpn.json"), JSON.stringify(validVpn()));
    writeFileSync(path.join(data, "vpn-companies.json"), JSON.stringify(companies));
    return checkData(data, "2026-11-21");
  }

  it("rejects a month or day that does not exist in a partial date", () => {
    const result = checkCompanies({
      last_verified: "2026-11-21",
      entities: [entity("owner", "company"), entity("example", "brand")],
      relationships: [
        { ...link("owner", "example"), date: "2021-13" },
        { ...link("example", "owner"), type: "operates", date: "2021-02-30" },
      ],
    });
    expect(result.problems.map(formatProblem)).toEqual([
      "data/vpn-companies.json: relationships[0].date: must be a date as YYYY, YYYY-MM or YYYY-MM-DD",
      "data/vpn-companies.json: relationships[1].date: is not a real date",
    ]);
  });

  it("accepts companies, brands and dated, sourced relationships", () => {
    const result = checkCompanies({
      last_verified: "2026-11-21",
      entities: [entity("owner", "company", { country: "SWE" }), entity("example", "brand", { vpn: "example-vpn" })],
      relationships: [link("owner", "example")],
    });
    expect(result.problems).toEqual([]);
    expect(result.companies?.relationships).toHaveLength(1);
  });

  it("names each broken reference, duplicate and unsourced link", () => {
    const result = checkCompanies({
      last_verified: "2026-11-21",
      entities: [entity("owner", "company", { country: "ZZZ" }), entity("owner", "company"), entity("example", "brand", { vpn: "missing-vpn" })],
      relationships: [link("owner", "ghost"), { ...link("owner", "example"), sources: [] }, { ...link("owner", "owner"), date: "13/09/2021" }],
    });
    expect(result.companies).toBeUndefined();
    expect(result.problems.map(formatProblem)).toEqual([
      "data/vpn-companies.json: relationships[1].sources: needs at least one source",
      "data/vpn-companies.json: relationships[2].date: must be a date as YYYY, YYYY-MM or YYYY-MM-DD",
    ]);
    const parsedOnly = checkCompanies({
      last_verified: "2026-11-21",
      entities: [entity("owner", "company", { country: "ZZZ" }), entity("owner", "company"), entity("example", "brand", { vpn: "missing-vpn" })],
      relationships: [link("owner", "ghost"), link("owner", "owner")],
    });
    expect(parsedOnly.problems.map(formatProblem)).toEqual([
      "data/vpn-companies.json: entities[0].country: ZZZ is neither a UN member nor a listed territory",
      "data/vpn-companies.json: entities[1].id: duplicate entry: owner appears twice",
      "data/vpn-companies.json: entities[2].vpn: no provider file data/vpns/missing-vpn.json",
      "data/vpn-companies.json: relationships[0].to: ghost is not an entity id in this file",
      "data/vpn-companies.json: relationships[1].to: a relationship needs two different entities",
    ]);
  });

  describe("country reports", () => {
    const vpnProblems = (mutate: (vpn: ReturnType<typeof validVpn>) => void) => {
      const vpn = validVpn();
      mutate(vpn);
      return check({ "example-vpn.json": vpn }).problems.map(formatProblem);
    };
    const report = (over: Record<string, unknown> = {}) => ({
      country: "SWE",
      outcome: "blocked",
      date: "2025-06-01",
      summary: "A fixture regulator ordered the provider blocked.",
      source_kind: "government",
      sources: [{ title: "Order", url: "https://news.example/order", date: "2025-06-01" }],
      ...over,
    });

    it("accepts outside reports, newest first", () => {
      expect(vpnProblems((vpn) => (vpn.country_reports = [report({ date: "2025-07-01" }), report()]))).toEqual([]);
    });

    it("refuses the provider's own site, a VPN seller's page, a non-member and reports out of order", () => {
      const problems = vpnProblems((vpn) => {
        vpn.country_reports = [
          report({ sources: [{ title: "Own blog", url: "https://blog.example.org/works-in-sweden", date: "2025-06-01" }] }),
          report({ date: "2025-08-01", country: "XKX", sources: [{ title: "Seller", url: "https://www.comparitech.com/blog/x/", date: "2025-06-01" }] }),
        ];
      });
      expect(problems).toContainEqual(expect.stringMatching(/country_reports\[0\]\.sources\[0\]\.url: is Example VPN's own site/));
      expect(problems).toContainEqual(expect.stringMatching(/country_reports\[1\]\.sources\[0\]\.url: is a VPN seller's or affiliate's page/));
      expect(problems).toContainEqual(expect.stringMatching(/country_reports\[1\]\.country: XKX is not a UN member/));
      expect(problems).toContainEqual(expect.stringMatching(/country_reports\[1\]\.date: 2025-08-01 is newer than the report before it/));
    });
  });
});
