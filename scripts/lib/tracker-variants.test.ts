import { describe, expect, it } from "vitest";
import { ENGLISH_MAP_TEXT, mapLabel } from "../../app/features/tracker/map/map-markup";
import { ENGLISH_NOTICES } from "../../server/tracker-requests";
import { noticeTextIn, trackerMetricVariant, trackerVariantFile, VARIANT_METRICS } from "./tracker-variants";

const esc = (value: string) => value.replaceAll("&", "&amp;");
// A fixture of the default page: the tracker, its map, the metric menu and two countries.
const page = [
  '<div class="tracker" data-metric="overall_rating">',
  `<svg class="world-map" role="group" aria-label="${esc(mapLabel("overall_rating"))}" data-metric="overall_rating">`,
  '<a data-iso="AAA" class="map-country" data-overall="amber" data-vpn="green" data-inferred="vpn_status" href="/legal-tracker/a-and-b" tabindex="0" aria-label="A &amp; B: Partly Free / Mixed controls"><path d="M0 0Z"></path></a>',
  '<a data-iso="CCC" class="map-country map-marker" data-overall="red" data-vpn="red" href="/legal-tracker/c" tabindex="-1" aria-label="C: Not Free / Strict restrictions"><circle></circle></a>',
  '<path data-iso="DDD" class="map-country" data-overall="grey" data-vpn="grey"></path>',
  "</svg>",
  '<select name="metric"><option value="overall_rating" selected="">Overall</option><option value="vpn_status">VPN</option></select>',
  "</div>",
].join("");

describe("trackerMetricVariant", () => {
  it("rewrites only what depends on the metric: data-metric, the map's label, the menu and each country's label", () => {
    const html = trackerMetricVariant(page, "vpn_status");
    expect(html.match(/data-metric="vpn_status"/g)).toHaveLength(2);
    expect(html).not.toContain('data-metric="overall_rating"');
    expect(html).toContain(`aria-label="${esc(mapLabel("vpn_status"))}"`);
    expect(html).toContain('<option value="overall_rating">Overall</option><option value="vpn_status" selected="">VPN</option>');
    expect(html).toContain('aria-label="A &amp; B: Legal &amp; accessible (no restriction found)"');
    expect(html).toContain('aria-label="C: Banned or heavily restricted"');
    // A country without data has no label to rewrite.
    expect(html).toContain('<path data-iso="DDD" class="map-country" data-overall="grey" data-vpn="grey"></path>');
  });

  it("writes each country's label in the page's language and order", () => {
    // A language that puts the status first, with its own labels.
    const text = {
      ...ENGLISH_MAP_TEXT,
      t: (key: string, values: Record<string, string | number> = {}) =>
        key === "countryStatus" ? `[${values.status}] ${values.country}` : ENGLISH_MAP_TEXT.t(key as never, values),
      labels: { ...ENGLISH_MAP_TEXT.labels, statusText: (metric: string, status: string) => `${metric}=${status}` },
    } as typeof ENGLISH_MAP_TEXT;
    const translated = page
      .replace("A &amp; B: Partly Free / Mixed controls", "[overall_rating=amber] A &amp; B")
      .replace("C: Not Free / Strict restrictions", "[overall_rating=red] C");
    const html = trackerMetricVariant(translated, "vpn_status", text);
    expect(html).toContain('aria-label="[vpn_status=green] A &amp; B"');
    expect(html).toContain('aria-label="[vpn_status=red] C"');
    // A label that does not hold the default metric's status is a page the build no longer understands.
    expect(() => trackerMetricVariant(page, "vpn_status", text)).toThrow(/does not name the default metric's status/);
  });

  it("fails the build when the page no longer has what it rewrites", () => {
    expect(() => trackerMetricVariant(page.replaceAll('data-metric="overall_rating"', ""), "vpn_status")).toThrow(/data-metric/);
    expect(() => trackerMetricVariant(page.replace(' selected=""', ""), "vpn_status")).toThrow(/selected option/);
  });

  it("names one file per metric other than the default", () => {
    expect(VARIANT_METRICS).not.toContain("overall_rating");
    expect(VARIANT_METRICS).toHaveLength(5);
    expect(trackerVariantFile("vpn_status")).toBe("index.metric-vpn_status.html");
  });
});

describe("noticeTextIn", () => {
  it("gives the server's own English when nothing is translated, and a translation where there is one", () => {
    // The server keeps this English for a build that predates the notices in its index.
    expect(noticeTextIn({})).toEqual(ENGLISH_NOTICES);
    expect(noticeTextIn({ "trackerNoScript.noMatch": "<strong>Ничего</strong>" }).noMatch).toBe("<strong>Ничего</strong>");
  });
});
