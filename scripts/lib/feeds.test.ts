import { describe, expect, it } from "vitest";
import { flattenHistory } from "../../data/model/status-history";
import type { Country, NewsItem } from "../../data/schema";
import { changesFeed, changesFeedPath, countryFeed, escapeXml, newsEntryId, newsFeed, renderAtom } from "./feeds";
import { historyCsv, newsCsv, statusCsv } from "./open-data";
import { robotsTxt, sitemapXml } from "./sitemap";

const news: NewsItem[] = [
  {
    country: "GBR",
    title: "Age checks <in force>",
    date: "2025-07-25",
    type: "in_force",
    topic: "age",
    summary: "Ofcom's codes apply & bite.",
    url: "https://example.org/a",
    source: { name: "Ofcom", url: "https://example.org" },
  },
  {
    country: "FRA",
    title: "Arcom order",
    date: "2025-06-01",
    type: "enforcement",
    topic: "age",
    summary: "An order.",
    url: "https://example.org/b",
    source: { name: "Arcom", url: "https://example.org" },
  },
];
const uk = {
  iso_a3: "GBR",
  name: "United Kingdom",
  summary: "VPNs legal; age checks in force.",
  last_change: "2025-07-25",
  last_verified: "2026-11-21",
  statuses: { vpn_status: "green" },
  sources_primary: [{}],
} as unknown as Country;

describe("Atom feeds", () => {
  it("escapes text and lists news newest first with stable ids", () => {
    const xml = renderAtom(
      newsFeed(
        "https://privacyatlas.example",
        news,
        new Map([
          ["GBR", "United Kingdom"],
          ["FRA", "France"],
        ]),
        "2026-11-21T00:00:00Z",
      ),
    );
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain("<title>United Kingdom: Age checks &lt;in force&gt;</title>");
    expect(xml).toContain("Ofcom&apos;s codes apply &amp; bite.");
    expect(xml.indexOf("United Kingdom:")).toBeLessThan(xml.indexOf("France:"));
    expect(xml).toContain("<updated>2025-07-25T00:00:00Z</updated>");
    expect(newsEntryId(news[0]!)).toBe(newsEntryId({ ...news[0]! }));
    expect(newsEntryId(news[0]!)).not.toBe(newsEntryId(news[1]!));
  });

  it("gives a country its own news and the latest review of its brief", () => {
    const feed = countryFeed("https://privacyatlas.example", uk, "united-kingdom", news);
    expect(feed.selfUrl).toBe("https://privacyatlas.example/feeds/united-kingdom.xml");
    expect(feed.entries.map((entry) => entry.title)).toEqual(["United Kingdom: brief reviewed on 2026-11-21", "United Kingdom: Age checks <in force>"]);
    expect(feed.updated).toBe("2026-11-21");
  });

  it("escapes every XML special character", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });
});

describe("open data CSV", () => {
  it("writes one row per UN member, grey where there is no brief", () => {
    const un = [
      { iso_a3: "GBR", name: "United Kingdom" },
      { iso_a3: "AND", name: "Andorra" },
    ] as never;
    const lines = statusCsv(un, [uk]).trim().split("\r\n");
    expect(lines[0]).toBe(
      "iso_a3,name,vpn_status,age_verification,censorship_surveillance,data_protection,social_media_blocking,overall_rating,last_change,last_verified,key_sources," +
        "vpn_status_evidence,age_verification_evidence,censorship_surveillance_evidence,data_protection_evidence,social_media_blocking_evidence,surveys",
    );
    expect(lines[1]).toBe("AND,Andorra,grey,grey,grey,grey,grey,grey,,,0,in_review,in_review,in_review,in_review,in_review,");
    expect(lines[2]).toMatch(/^GBR,United Kingdom,green,grey,grey,grey,grey,\w+,2025-07-25,2026-11-21,1,established,in_review,in_review,in_review,in_review,$/);
  });

  it("tells an inferred green from an established one and names its surveys", () => {
    const survey = (id: string, publisher: string) => ({
      id,
      title: id,
      publisher,
      publisher_kind: "ngo" as const,
      url: `https://${publisher}.example/${id}`,
      date: "2026-01-01",
    });
    const inferred = {
      ...uk,
      evidence: { vpn_status: { strength: "no_restriction_found" as const, checked: "2026-11-01", surveys: [survey("a", "one"), survey("b", "two")] } },
    };
    const lines = statusCsv([{ iso_a3: "GBR", name: "United Kingdom" }] as never, [inferred])
      .trim()
      .split("\r\n");
    expect(lines[1]).toMatch(/,no_restriction_found,in_review,in_review,in_review,in_review,vpn_status: a; b$/);
  });

  it("quotes news fields with commas and quotes", () => {
    const csv = newsCsv([{ ...news[0]!, summary: 'Said "yes", then no' }]);
    expect(csv.split("\r\n")[1]).toContain('"Said ""yes"", then no"');
  });
});

describe("sitemap and robots", () => {
  it("lists each page once, sorted, under the site's origin", () => {
    const xml = sitemapXml("https://privacyatlas.example", ["/b", "/", "/b"]);
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://privacyatlas.example/</loc></url>\n  <url><loc>https://privacyatlas.example/b</loc>");
  });

  it("points crawlers at the sitemap and away from the API", () => {
    expect(robotsTxt("https://privacyatlas.example")).toContain("Disallow: /api/\n\nSitemap: https://privacyatlas.example/sitemap.xml");
  });
});

describe("status history feeds and CSV", () => {
  const changes = flattenHistory([
    {
      iso_a3: "AAA",
      history: [
        {
          date: "2017-11",
          metric: "vpn_status",
          from: "green",
          to: "amber",
          summary: "A fixture law took effect.",
          since_at_least: true,
          sources: [{ title: "Fixture", url: "https://example.org/a?x=1&y=2", date: "2017-07-30" }],
        },
        {
          date: "2019-12-26",
          metric: "vpn_status",
          from: "amber",
          to: "green",
          summary: "The <fixture> law was repealed.",
          sources: [{ title: "Fixture", url: "https://example.org/b", date: "2019-12-26" }],
        },
      ],
      subnational: [],
    },
  ]);

  it("writes one Atom entry per change, newest first, linking to its anchor on /changes, with valid timestamps", () => {
    const xml = renderAtom(
      changesFeed("https://atlas.example", { kind: "metric", metric: "vpn_status" }, changes, new Map([["AAA", "Fixtureland"]]), "2026-01-01T00:00:00Z"),
    );
    expect(xml).toContain("<id>https://atlas.example/feeds/changes/metric/vpn-status.xml</id>");
    const entries = xml.split("<entry>").slice(1);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain("<title>Fixtureland: VPN status, Restricted or licensed to Legal &amp; accessible (loosened)</title>");
    expect(entries[0]).toContain('href="https://atlas.example/changes#aaa-vpn-status-2019-12-26"');
    expect(entries[0]).toContain("The &lt;fixture&gt; law was repealed.");
    // A month-only change gets its first day, so the feed stays valid Atom; the summary says the date is a lower bound.
    expect(entries[1]).toContain("<updated>2017-11-01T00:00:00Z</updated>");
    expect(entries[1]).toContain("Since at least this date: A fixture law took effect.");
    expect(xml).toContain("<updated>2019-12-26T00:00:00Z</updated>");
  });

  it("names each scope's feed path", () => {
    expect(changesFeedPath({ kind: "world" })).toBe("/feeds/changes.xml");
    expect(changesFeedPath({ kind: "country", name: "Fixtureland", slug: "fixtureland" })).toBe("/feeds/changes/fixtureland.xml");
  });

  it("writes the history as CSV with direction and sources", () => {
    const lines = historyCsv(changes).trim().split("\r\n");
    expect(lines[0]).toBe("id,date,country,subdivision,metric,from,to,direction,since_at_least,summary,sources");
    expect(lines[1]).toBe(
      "aaa-vpn-status-2019-12-26,2019-12-26,AAA,,vpn_status,amber,green,loosened,false,The <fixture> law was repealed.,https://example.org/b",
    );
    expect(lines[2]).toContain(",tightened,true,");
  });
});
