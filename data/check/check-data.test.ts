import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkData, formatProblem } from "./check-data";

// Fixtures: a minimal valid data directory, then one defect at a time.
const TODAY = "2026-11-21";
const UN = {
  countries: [
    {
      name: "United Kingdom",
      aliases: ["UK"],
      iso_a3: "GBR",
      iso_a2: "GB",
      iso_numeric: "826",
      lat: 54,
      lng: -2,
      region: "Europe",
      subregion: "Northern Europe",
    },
    {
      name: "United States",
      aliases: ["USA"],
      iso_a3: "USA",
      iso_a2: "US",
      iso_numeric: "840",
      lat: 38,
      lng: -97,
      region: "Americas",
      subregion: "North America",
    },
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
    evidence: {
      censorship_surveillance: { strength: "in_review", reason: "No source found yet." },
      data_protection: { strength: "in_review", reason: "No source found yet." },
      social_media_blocking: { strength: "in_review", reason: "No source found yet." },
    } as Record<string, unknown>,
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

function fixture({ countries = { "GBR.json": validCountry() } as Files, news = { "n.json": validNews() } as Files, surveys = undefined as unknown } = {}) {
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
  if (surveys !== undefined) writeFileSync(path.join(data, "surveys.json"), JSON.stringify(surveys));
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
    expect(problemsOf(fixture({ countries: { "GBR.json": "{ nope" } }))).toEqual([
      expect.stringMatching(/^data\/countries\/GBR\.json: \(file\): is not valid JSON/),
    ]);
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
    expect(problemsOf(withCountry((c) => Object.assign(c, { sumary: "typo" })))).toEqual([
      "data/countries/GBR.json: sumary: is not a known field (check its spelling)",
    ]);
  });

  it("rejects an ISO code that is not a UN member", () => {
    const country = { ...validCountry(), iso_a3: "XKX", name: "Kosovo" };
    expect(problemsOf(fixture({ countries: { "XKX.json": country } }))).toEqual([
      "data/countries/XKX.json: iso_a3: XKX is not a UN member in data/un-countries.json",
    ]);
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
    expect(problemsOf(fixture({ news: { "a.json": validNews(), "b.json": validNews() } }))).toContainEqual(
      expect.stringMatching(/news\/b\.json: title: duplicate entry/),
    );
  });

  it("rejects dates that are not ISO YYYY-MM-DD or not real", () => {
    expect(problemsOf(withCountry((c) => (c.last_change = "25/07/2025")))).toContainEqual(
      "data/countries/GBR.json: last_change: must be an ISO date YYYY-MM-DD",
    );
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
        delete c.evidence.data_protection;
        (c.sources_secondary as unknown[]).push({ title: "Reading", url: "https://example.org/r", date: "2025-01-01" });
      }),
    );
    expect(problems).toEqual([
      'data/countries/GBR.json: statuses.data_protection: is green but no entry of sources_primary lists "data_protection" in its metrics',
    ]);
  });

  it("applies the evidence gate to subnational entries with their own sources", () => {
    const problems = problemsOf(
      withCountry(
        (c) => (c.subnational = [{ name: "Wales", iso_code: "GB-WLS", statuses: { age_verification: "amber" }, last_verified: "2026-11-20", sources: [] }]),
      ),
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

  it("rejects a title wrapped in square brackets, naming the file and field", () => {
    const problems = problemsOf(withCountry((c) => (c.sources_primary[0]!.title = "[Fixture Times: a paraphrase]")));
    expect(problems).toContainEqual(expect.stringMatching(/^data\/countries\/GBR\.json: sources_primary\[0\]\.title: is wrapped in square brackets/));
    expect(problemsOf(withCountry((c) => (c.sources_primary[0]!.title = "Report on data laws [Feb 2021]")))).toEqual([]);
  });

  it("rejects news whose country is unknown or whose date is invalid", () => {
    expect(problemsOf(fixture({ news: { "n.json": { ...validNews(), country: "ZZZ" } } }))).toEqual([
      "data/news/n.json: country: ZZZ is neither a UN member nor EUU (European Union)",
    ]);
    expect(problemsOf(fixture({ news: { "n.json": { ...validNews(), date: "2025-13-01" } } }))).toEqual([
      "data/news/n.json: date: is not a real calendar date",
    ]);
    expect(problemsOf(fixture({ news: { "n.json": { ...validNews(), country: "EUU" } } }))).toEqual([]);
  });

  it("keeps a bad file out of the returned data", () => {
    const result = checkData(
      fixture({ countries: { "GBR.json": validCountry(), "USA.json": { ...validCountry(), iso_a3: "USA", last_change: "bad" } } }),
      TODAY,
    );
    expect(result.countries.map((c) => c.iso_a3)).toEqual(["GBR"]);
  });
});

// Two strengths of evidence: the fixtures' surveys and statuses are invented, never a real country's.
function survey(id: string, publisher: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    title: `Survey ${id}`,
    publisher,
    publisher_kind: "ngo",
    url: `https://${publisher}.example/${id}`,
    date: "2026-01-15",
    metric: "social_media_blocking",
    covers: "all",
    restricting: ["USA"],
    ...extra,
  };
}
const SURVEYS = { surveys: [survey("one", "alpha"), survey("two", "beta"), survey("three", "alpha")] };

function inferred(mutate: (country: ReturnType<typeof validCountry>) => void = () => {}, { surveys = SURVEYS as unknown, news = {} as Files } = {}) {
  const country = validCountry();
  country.statuses.social_media_blocking = "green";
  country.evidence.social_media_blocking = { strength: "no_restriction_found", surveys: ["one", "two"], checked: "2026-11-20" };
  mutate(country);
  return fixture({ countries: { "GBR.json": country }, news, surveys });
}

describe("strength of evidence", () => {
  it("passes an inferred green resting on two surveys by different publishers, and publishes them in full", () => {
    const result = checkData(inferred(), TODAY);
    expect(result.problems).toEqual([]);
    const entry = result.countries[0]!.evidence!.social_media_blocking;
    expect(entry).toMatchObject({
      strength: "no_restriction_found",
      surveys: [
        { id: "one", publisher: "alpha", date: "2026-01-15" },
        { id: "two", publisher: "beta" },
      ],
    });
  });

  it("needs two different publishers and surveys that exist, of the same metric", () => {
    expect(problemsOf(inferred((c) => ((c.evidence.social_media_blocking as { surveys: string[] }).surveys = ["one", "three"])))).toContainEqual(
      expect.stringMatching(/evidence\.social_media_blocking\.surveys: needs surveys from at least two different publishers \(has 1\)/),
    );
    expect(problemsOf(inferred((c) => ((c.evidence.social_media_blocking as { surveys: string[] }).surveys = ["one", "nope"])))).toContainEqual(
      expect.stringMatching(/surveys\[1\]: nope is not a survey in data\/surveys\.json/),
    );
    const otherMetric = { surveys: [survey("one", "alpha"), survey("two", "beta", { metric: "vpn_status" })] };
    expect(problemsOf(inferred(undefined, { surveys: otherMetric }))).toContainEqual(
      expect.stringMatching(/two surveys vpn_status, not social_media_blocking/),
    );
  });

  it("refuses a survey that names the country, or did not assess it", () => {
    const naming = { surveys: [survey("one", "alpha"), survey("two", "beta", { restricting: ["GBR"] })] };
    expect(problemsOf(inferred(undefined, { surveys: naming }))).toContainEqual(expect.stringMatching(/two names GBR as restricting/));
    const elsewhere = { surveys: [survey("one", "alpha"), survey("two", "beta", { covers: ["USA"] })] };
    expect(problemsOf(inferred(undefined, { surveys: elsewhere }))).toContainEqual(expect.stringMatching(/two did not assess GBR/));
  });

  it("allows inference only for green, and only on the three metrics that ask about a restriction", () => {
    expect(problemsOf(inferred((c) => (c.statuses.social_media_blocking = "amber")))).toContainEqual(
      expect.stringMatching(/amber and red are always established/),
    );
    const dataProtection = inferred((c) => {
      c.statuses.data_protection = "green";
      c.evidence.data_protection = { strength: "no_restriction_found", surveys: ["one", "two"], checked: "2026-11-20" };
    });
    expect(problemsOf(dataProtection)).toContainEqual(expect.stringMatching(/data_protection cannot rest on the absence of a restriction/));
  });

  it("refuses an inferred green that the country's own news or laws contradict", () => {
    const news = { "n.json": { ...validNews(), type: "enacted", title: "Minimum age for social media enacted" } };
    expect(problemsOf(inferred(undefined, { news }))).toContainEqual(
      expect.stringMatching(/news item "Minimum age for social media enacted".*reports a restriction/),
    );
    const proposal = { "n.json": { ...validNews(), type: "proposed" } };
    expect(problemsOf(inferred(undefined, { news: proposal }))).toEqual([]);
    const vpnLaw = inferred((c) => {
      c.statuses.vpn_status = "green";
      c.sources_primary[0]!.metrics = ["age_verification"];
      c.laws.push({ title: "VPN Licensing Act", url: "https://example.org/vpn-act", topic: "vpn" });
      c.evidence.vpn_status = { strength: "no_restriction_found", surveys: ["one", "two"], checked: "2026-11-20" };
    });
    expect(problemsOf(vpnLaw)).toContainEqual(expect.stringMatching(/vpn_status cannot|VPN Licensing Act/));
  });

  it("asks every grey cell for its reason, and refuses a reason on a coloured cell", () => {
    expect(problemsOf(withCountry((c) => delete c.evidence.data_protection))).toContainEqual(
      expect.stringMatching(/evidence\.data_protection: data_protection is grey: give its reason/),
    );
    expect(problemsOf(withCountry((c) => (c.evidence.vpn_status = { strength: "in_review", reason: "Still looking at it." })))).toContainEqual(
      expect.stringMatching(/evidence\.vpn_status: is in review, but statuses\.vpn_status is green/),
    );
  });
});

describe("source quality", () => {
  it("refuses explicit ports and mirror hosts anywhere, and VPN sellers as evidence for a status", () => {
    const problems = problemsOf(
      withCountry((c) => {
        c.sources_primary[0]!.url = "https://news.example:443/story";
        c.sources_primary.push({ title: "Seller", url: "https://www.comparitech.com/vpn-legality/", date: "2025-01-01", metrics: ["vpn_status"] });
        (c.sources_secondary as unknown[]).push({ title: "Copy", url: "https://copy.pages.dev/story", date: "2025-01-01" });
      }),
    );
    expect(problems).toContainEqual(expect.stringMatching(/sources_primary\[0\]\.url: names a port/));
    expect(problems).toContainEqual(expect.stringMatching(/sources_primary\[1\]\.url: is a VPN seller's or affiliate's page/));
    expect(problems).toContainEqual(expect.stringMatching(/sources_secondary\[0\]\.url: is on pages\.dev/));
  });

  it("lets a VPN seller's page stand as further reading", () => {
    expect(
      problemsOf(withCountry((c) => (c.sources_secondary as unknown[]).push({ title: "Seller", url: "https://surfshark.com/research/x", date: "2025-01-01" }))),
    ).toEqual([]);
  });

  it("warns, without failing, when a news item newer than the entry's last change names its country", () => {
    const result = checkData(fixture({ news: { "n.json": { ...validNews(), date: "2026-03-01" } } }), TODAY);
    expect(result.problems).toEqual([]);
    expect(result.warnings.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^data\/countries\/GBR\.json: last_change: 2025-07-25 is older than the news item "Age checks take effect" \(2026-03-01, in_force\)/,
      ),
    ]);
  });

  describe("history", () => {
    const change = (over: Record<string, unknown> = {}) => ({
      date: "2025-07-25",
      metric: "age_verification",
      from: "green",
      to: "red",
      summary: "Age checks under the fixture act took effect.",
      sources: [{ title: "Fixture", url: "https://example.org/h", date: "2025-07-24" }],
      ...over,
    });

    it("accepts a sourced history that ends at today's status, and leaves it out of nothing else", () => {
      const result = checkData(
        withCountry((c) => Object.assign(c, { history: [change({ date: "2024-01", metric: "vpn_status", from: "amber", to: "green" }), change()] })),
        TODAY,
      );
      expect(result.problems).toEqual([]);
      expect(result.countries[0]?.history).toHaveLength(2);
    });

    it("refuses a change without a source, with a seller's source, or out of order", () => {
      const problems = problemsOf(
        withCountry((c) =>
          Object.assign(c, {
            history: [
              change({
                date: "2025-08-01",
                metric: "vpn_status",
                from: "red",
                to: "green",
                sources: [{ title: "Seller", url: "https://www.comparitech.com/x/", date: "2025-01-01" }],
              }),
              change(),
            ],
          }),
        ),
      );
      expect(problemsOf(withCountry((c) => Object.assign(c, { history: [change({ sources: [] })] })))).toEqual([
        "data/countries/GBR.json: history[0].sources: a change needs at least one source",
      ]);
      expect(problems).toContainEqual(expect.stringMatching(/history\[0\]\.sources\[0\]\.url: is a VPN seller's or affiliate's page/));
      expect(problems).toContainEqual(expect.stringMatching(/history\[1\]\.date: 2025-07-25 comes after 2025-08-01/));
    });

    it("refuses a latest state that differs from the current status, in subnational entries too", () => {
      const problems = problemsOf(
        withCountry((c) => {
          Object.assign(c, { history: [change({ to: "amber" })] });
          c.subnational.push({
            name: "Fixture State",
            iso_code: "GB-ENG",
            statuses: { age_verification: "amber" },
            last_verified: "2026-11-20",
            sources: c.sources_primary,
            history: [change({ from: "amber", to: "red" })],
          });
        }),
      );
      expect(problems).toContainEqual(
        expect.stringMatching(/GBR\.json: history\[0\]\.to: the latest age_verification change ends at amber, but statuses\.age_verification is red/),
      );
      expect(problems).toContainEqual(
        expect.stringMatching(
          /GBR\.json: subnational\[0\]\.history\[0\]\.to: the latest age_verification change ends at red, but statuses\.age_verification is amber/,
        ),
      );
    });
  });
});
