import { describe, expect, it } from "vitest";
import { mapLabel } from "../../app/features/tracker/map/map-markup";
import { trackerMetricVariant, trackerVariantFile, VARIANT_METRICS } from "./tracker-variants";

const esc = (value: string) => value.replaceAll("&", "&amp;");
// A fixture of the default page: the tracker, its map, the metric menu and two countries.
const page = [
  '<div class="tracker" data-metric="overall_rating">',
  `<svg class="world-map" role="group" aria-label="${esc(mapLabel("overall_rating"))}" data-metric="overall_rating">`,
  '<a data-iso="AAA" class="map-country" data-overall="amber" data-vpn="green" data-inferred="vpn_status" href="/legal-tracker/a-and-b" tabindex="0" aria-label="A &amp; B: Partly Free / Mixed controls"><path d="M0 0Z"></path></a>',
  '<a data-iso="CCC" class="map-country map-marker" data-overall="red" data-vpn="red" href="/legal-tracker/c" tabindex="-1" aria-label="C: Not Free / Severe restrictions"><circle></circle></a>',
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
