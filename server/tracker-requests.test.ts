import { describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { answerTrackerQuery, NoticePages, NOTICE_SLOT, trackerNamesSource, withNotice, type TrackerNames } from "./tracker-requests";

// Fixture names, not the published data.
const fixtureNames: TrackerNames = {
  countries: [
    { iso: "AAA", name: "Alpha Land", aliases: ["Alphania"], path: "/legal-tracker/alpha-land" },
    { iso: "BBB", name: "Beta Land", aliases: [], path: "/legal-tracker/beta-land" },
    { iso: "CCC", name: "Gamma", aliases: ["Old <Gamma>"], path: null },
  ],
};
const names = fixtureNames;
const ask = (query: string) => answerTrackerQuery(new URLSearchParams(query), names);

describe("answerTrackerQuery", () => {
  it("serves the page prerendered for a metric, and the plain page for the default or an unknown one", () => {
    expect(ask("metric=vpn_status")).toEqual({ kind: "page", relativePath: "/legal-tracker/index.metric-vpn_status.html", notice: null });
    expect(ask("metric=overall_rating")).toBeNull();
    expect(ask("metric=../../etc/passwd")).toBeNull();
    expect(ask("")).toBeNull();
  });

  it("redirects a search that names one country, by name, alias or code, whatever the case", () => {
    expect(ask("q=alpha+land")).toEqual({ kind: "redirect", location: "/legal-tracker/alpha-land" });
    expect(ask("q=ALPHANIA")).toEqual({ kind: "redirect", location: "/legal-tracker/alpha-land" });
    expect(ask("q=bbb")).toEqual({ kind: "redirect", location: "/legal-tracker/beta-land" });
    expect(ask("q=beta")).toEqual({ kind: "redirect", location: "/legal-tracker/beta-land" });
  });

  it("lists several matches as links, keeping the metric, and says when nothing matches", () => {
    const several = ask("q=land&metric=age_verification");
    expect(several).toMatchObject({ kind: "page", relativePath: "/legal-tracker/index.metric-age_verification.html" });
    const html = (several as { notice: string }).notice;
    expect(html).toContain('<a href="/legal-tracker/alpha-land">Alpha Land</a>');
    expect(html).toContain('<a href="/legal-tracker/beta-land">Beta Land</a>');
    expect(html).toContain("<strong>Countries that match your search: 2</strong>");
    const none = ask("q=zzz");
    expect((none as { notice: string }).notice).toContain("No country matches your search");
    // What was typed is never repeated, so different queries with the same matches make one page.
    expect(ask("q=qqqq")).toEqual(none);
  });

  it("never echoes what the reader typed, and never links a country without a page", () => {
    const html = (ask("q=<script>alert(1)</script>") as { notice: string }).notice;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("alert");
    const gamma = ask("q=gam") as { kind: string; notice?: string };
    expect(gamma.kind).toBe("page");
    expect(gamma.notice).toContain("Gamma (evidence in review)");
    expect(gamma.notice).not.toContain("<a");
  });

  it("answers a translated tracker in its language: its pages, its names, its texts and its digits", () => {
    const translated: TrackerNames = {
      ...fixtureNames,
      notices: {
        fa: {
          locale: "fa",
          names: { AAA: "آلفا", BBB: "بتا", CCC: "گاما" },
          text: {
            noMatch: "<strong>هیچ</strong>",
            matches: "<strong>کشورها: {total}</strong>",
            showing: "{shown} از {total}",
            inReview: "{country} (در حال بررسی)",
            briefLink: "<brief>{country}</brief> <em>{country}</em>",
          },
        },
      },
    };
    const inPersian = (query: string) => answerTrackerQuery(new URLSearchParams(query), translated, "fa");
    expect(inPersian("q=alpha+land")).toEqual({ kind: "redirect", location: "/fa/legal-tracker/alpha-land" });
    const several = inPersian("q=a&metric=vpn_status") as { relativePath: string; notice: string };
    expect(several.relativePath).toBe("/fa/legal-tracker/index.metric-vpn_status.html");
    expect(several.notice).toContain("<strong>کشورها: ۳</strong>");
    expect(several.notice).toContain('<a href="/fa/legal-tracker/alpha-land">آلفا</a>');
    expect(several.notice).toContain("گاما (در حال بررسی)");
    expect((inPersian("q=zzz") as { notice: string }).notice).toContain("<strong>هیچ</strong>");
    // Markup the server does not know stays text; the brief's link points to the page in the language.
    expect((inPersian("country=AAA") as { notice: string }).notice).toContain('<a href="/fa/legal-tracker/alpha-land">آلفا</a> &lt;em&gt;آلفا&lt;/em&gt;');
    expect(inPersian("metric=age_verification")).toEqual({ kind: "page", relativePath: "/fa/legal-tracker/index.metric-age_verification.html", notice: null });
    expect(inPersian("")).toBeNull();
    // A language the build wrote no notices for is answered in English, on its own pages.
    expect((answerTrackerQuery(new URLSearchParams("q=land"), fixtureNames, "ru") as { notice: string }).notice).toContain(
      '<a href="/ru/legal-tracker/alpha-land">Alpha Land</a>',
    );
  });

  it("points ?country= to the country's page, and ignores unknown codes", () => {
    const answer = ask("country=aaa") as { notice: string };
    expect(answer.notice).toContain('<a href="/legal-tracker/alpha-land">read the brief for Alpha Land</a>');
    expect(ask("country=ZZZ")).toBeNull();
    expect(ask("country=CCC")).toBeNull();
  });

  it("answers nothing from names it does not have (a build without them)", () => {
    expect(answerTrackerQuery(new URLSearchParams("q=alpha"), null)).toBeNull();
  });
});

describe("withNotice and NoticePages", () => {
  const page = Buffer.from(`<!doctype html><main>${NOTICE_SLOT}</noscript><p>map</p></main>`);

  it("puts the notice inside the page's slot, and leaves a page without one alone", () => {
    expect(withNotice(page, "<p>hi</p>").toString()).toContain(`${NOTICE_SLOT}<p>hi</p></noscript>`);
    const plain = Buffer.from("<p>no slot</p>");
    expect(withNotice(plain, "<p>hi</p>")).toBe(plain);
  });

  it("compresses each page once and keeps only the most recent", async () => {
    const pages = new NoticePages(2);
    let made = 0;
    const make = () => (made++, withNotice(page, "<p>x</p>"));
    const gzip = await pages.body("a", make, "gzip");
    expect(gunzipSync(gzip).toString()).toContain("<p>x</p>");
    expect(await pages.body("a", make, "gzip")).toBe(gzip);
    expect(made).toBe(1);
    await pages.body("b", make, "identity");
    await pages.body("c", make, "identity");
    expect(pages.size).toBe(2);
    await pages.body("a", make, "identity");
    expect(made).toBe(4);
  });
});

describe("trackerNamesSource", () => {
  it("re-reads the names when the build replaces them, and keeps the last good ones over a half-written file", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "tracker-names-")), "tracker-index.json");
    const names = trackerNamesSource(file);
    expect(names()).toBeNull();
    writeFileSync(file, JSON.stringify(fixtureNames));
    expect(names()?.countries).toHaveLength(3);
    writeFileSync(file, '{"countries": [');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(names()?.countries).toHaveLength(3);
  });
});
