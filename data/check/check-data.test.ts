import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkData, formatProblem } from "./check-data";

// Fixtures: a minimal valid data directory, then one defect at a time.
const TODAY = "2026-11-21";
const UN = {
  countries: [
    { name: "United Kingdom", aliases: ["UK"], iso_a3: "GBR", iso_a2: "GB", iso_numeric: "826", lat: 54, lng: -2, region: "Europe", subregion: "Northern Europe" },
    { name: "United States", aliases: ["USA"], iso_a3: "USA", iso_a2: "US", iso_numeric: "840", lat: 38, lng: -97, region: "Americas", subregion: "North America" },
  ],
};

function validCountry() {
  return {
    iso_a3: "GBR",
    name: "United Kingdom",
    summary: "A summary.",
    notes: "Notes.",
    last_change: "2025-07-25",
    last_verified: "2026-11-20",
    statuses: { vpn_status: "green", age_verification: "red", censorship_surveillance: "grey", data_protection: "grey", social_media_blocking: "grey" },
    digital_rights: { privacy_law: "UK GDPR", surveillance: "Investigatory Powers Act 2016." },
    laws: [{ title: "Online Safety Act 2023", url: "https://www.legislation.gov.uk/ukpga/2023/50/contents", topic: "age" }],
    sources_primary: [{ title: "Source", url: "https://example.org/a", date: "2025-07-24", metrics: ["vpn_status", "age_verification"] }],
    sources_secondary: [],
    subnational: [] as unknown[],
  };
}

function validNews() {
  return {
    country: "GBR",
    title: "Age checks take effect",
    date: "2025-07-25",
    type: "in_force",
    topic: "age",
    summary: "Summary.",
    url: "https://example.org/news",
    source: { name: "Example", url: "https://example.org" },
  };
}

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

type Files = Record<string, unknown>;

function fixture({ countries = { "GBR.json": validCountry() } as Files, news = { "n.json": validNews() } as Files } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), "pa-data-"));
  dirs.push(root);
  const data = path.join(root, "data");
  mkdirSync(path.join(data, "countries"), { recursive: true });
  mkdirSync(path.join(data, "news"), { recursive: true });
  writeFileSync(path.join(data, "un-countries.json"), JSON.stringify(UN));
  for (const [name, value] of Object.entries(countries)) {
    writeFileSync(path.join(data, "countries", name), typeof value === "string" ? value : JSON.stringify(value));
  }
  for (const [name, value] of Object.entries(news)) writeFileSync(path.join(data, "news", name), JSON.stringify(value));
  return data;
}

function problemsOf(data: string) {
  return checkData(data, TODAY).problems.map(formatProblem);
}

function withCountry(mutate: (country: ReturnType<typeof validCountry>) => void) {
  const country = validCountry();
  mutate(country);
  return fixture({ countries: { "GBR.json": country } });
}

describe("checkData", () => {
  it("passes a valid fixture and returns its data", () => {
    const result = checkData(fixture(), TODAY);
    expect(result.problems).toEqual([]);
    expect(result.countries.map((c) => c.iso_a3)).toEqual(["GBR"]);
    expect(result.news).toHaveLength(1);
  });

  it("names file and reason for invalid JSON", () => {
    expect(problemsOf(fixture({ countries: { "GBR.json": "{ nope" } }))).toEqual([expect.stringMatching(/^data\/countries\/GBR\.json: \(file\): is not valid JSON/)]);
  });

  it("reports schema errors with the field path", () => {
    const problems = problemsOf(
      withCountry((c) => {
        (c as Record<string, unknown>).summary = undefined;
        (c.statuses as Record<string, string>).vpn_status = "blue";
      }),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^data\/countries\/GBR\.json: summary: /));
    expect(problems).toContainEqual(expect.stringMatching(/^data\/countries\/GBR\.json: statuses\.vpn_status: /));
  });

  it("rejects unknown fields so typos do not pass silently", () => {
    expect(problemsOf(withCountry((c) => Object.assign(c, { sumary: "typo" })))).toEqual(["data/countries/GBR.json: sumary: is not a known field (check its spelling)"]);
  });

  it("rejects an ISO code that is not a UN member", () => {
    const country = { ...validCountry(), iso_a3: "XKX", name: "Kosovo" };
    expect(problemsOf(fixture({ countries: { "XKX.json": country } }))).toEqual(["data/countries/XKX.json: iso_a3: XKX is not a UN member in data/un-countries.json"]);
  });

  it("rejects subnational codes that are not ISO 3166-2 subdivisions of the country", () => {
    const entry = (iso_code: string) => ({ name: "X", iso_code, statuses: {}, last_verified: "2026-11-20", sources: [] });
    expect(problemsOf(withCountry((c) => (c.subnational = [entry("Texas")])))).toEqual([
      "data/countries/GBR.json: subnational[0].iso_code: must be an ISO 3166-2 code such as US-TX",
    ]);
    expect(problemsOf(withCountry((c) => (c.subnational = [entry("GB-WLS"), entry("US-TX")])))).toEqual([
      "data/countries/GBR.json: subnational[1].iso_code: US-TX is not an ISO 3166-2 subdivision of GB",
    ]);
  });

  it("rejects duplicate entries: the same country twice, a subdivision twice, a news item twice", () => {
    const twice = problemsOf(fixture({ countries: { "GBR.json": validCountry(), "GBR-copy.json": validCountry() } }));
    expect(twice).toContainEqual(expect.stringMatching(/: iso_a3: duplicate entry: GBR is already defined in data\/countries\/GBR(-copy)?\.json$/));
    const sub = { name: "Wales", iso_code: "GB-WLS", statuses: {}, last_verified: "2026-11-20", sources: [] };
    expect(problemsOf(withCountry((c) => (c.subnational = [sub, sub])))).toContainEqual(expect.stringMatching(/subnational\[1\]\.iso_code: duplicate entry/));
    expect(problemsOf(fixture({ news: { "a.json": validNews(), "b.json": validNews() } }))).toContainEqual(expect.stringMatching(/news\/b\.json: title: duplicate entry/));
  });

  it("rejects dates that are not ISO YYYY-MM-DD or not real", () => {
    expect(problemsOf(withCountry((c) => (c.last_change = "25/07/2025")))).toContainEqual("data/countries/GBR.json: last_change: must be an ISO date YYYY-MM-DD");
    expect(problemsOf(withCountry((c) => (c.last_change = "2025-02-30")))).toContainEqual("data/countries/GBR.json: last_change: is not a real calendar date");
  });

  it("rejects dates in the future", () => {
    expect(problemsOf(withCountry((c) => (c.sources_primary[0]!.date = "2027-01-01")))).toEqual([
      "data/countries/GBR.json: sources_primary[0].date: date 2027-01-01 lies in the future (today is 2026-11-21)",
    ]);
  });

  it("rejects URLs that are not https", () => {
    expect(problemsOf(withCountry((c) => (c.sources_primary[0]!.url = "http://example.org/a")))).toEqual([
      "data/countries/GBR.json: sources_primary[0].url: must use https://",
    ]);
  });

  it("rejects a coloured status with no primary source for its metric (further reading does not count)", () => {
    const problems = problemsOf(
      withCountry((c) => {
        c.statuses.data_protection = "green";
        (c.sources_secondary as unknown[]).push({ title: "Reading", url: "https://example.org/r", date: "2025-01-01" });
      }),
    );
    expect(problems).toEqual(['data/countries/GBR.json: statuses.data_protection: is green but no entry of sources_primary lists "data_protection" in its metrics']);
  });

  it("applies the evidence gate to subnational entries with their own sources", () => {
    const problems = problemsOf(
      withCountry((c) => (c.subnational = [{ name: "Wales", iso_code: "GB-WLS", statuses: { age_verification: "amber" }, last_verified: "2026-11-20", sources: [] }])),
    );
    expect(problems).toEqual([
      'data/countries/GBR.json: subnational[0].statuses.age_verification: is amber but no entry of subnational[0].sources lists "age_verification" in its metrics',
    ]);
  });

  it("rejects a source without a title or URL", () => {
    const problems = problemsOf(
      withCountry((c) => {
        c.sources_primary[0]!.title = " ";
        delete (c.sources_primary[0] as Partial<(typeof c.sources_primary)[0]>).url;
      }),
    );
    expect(problems).toContainEqual("data/countries/GBR.json: sources_primary[0].title: is required");
    expect(problems).toContainEqual(expect.stringMatching(/^data\/countries\/GBR\.json: sources_primary\[0\]\.url: /));
  });

  it("rejects news whose country is unknown or whose date is invalid", () => {
    expect(problemsOf(fixture({ news: { "n.json": { ...validNews(), country: "ZZZ" } } }))).toEqual([
      "data/news/n.json: country: ZZZ is neither a UN member nor EUU (European Union)",
    ]);
    expect(problemsOf(fixture({ news: { "n.json": { ...validNews(), date: "2025-13-01" } } }))).toEqual(["data/news/n.json: date: is not a real calendar date"]);
    expect(problemsOf(fixture({ news: { "n.json": { ...validNews(), country: "EUU" } } }))).toEqual([]);
  });

  it("keeps a bad file out of the returned data", () => {
    const result = checkData(fixture({ countries: { "GBR.json": validCountry(), "USA.json": { ...validCountry(), iso_a3: "USA", last_change: "bad" } } }), TODAY);
    expect(result.countries.map((c) => c.iso_a3)).toEqual(["GBR"]);
  });
});
