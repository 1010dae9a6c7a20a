// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { TrackerCountry } from "../tracker-data";
import type { MapGeometry } from "./map-geometry";
import { applyShapeStates, ENGLISH_MAP_TEXT, ensureTabStop, mapLabel, mapShapesMarkup, type MapMarkupText } from "./map-markup";

const geometry: MapGeometry = {
  width: 100,
  height: 60,
  shapes: [
    { iso: "AAA", d: "M0 0L1 1Z", cx: 0.5, cy: 0.5 },
    { iso: "BBB", d: "M2 2L3 3Z", cx: 2.5, cy: 2.5 },
  ],
  markers: [{ iso: "CCC", x: 5, y: 6 }],
  other: "M9 9Z",
  centres: { desktop: [0, 0], mobile: [0, 0] },
};

const country = (iso: string, name: string, vpn: "green" | "amber" | "red" | "grey", inferred: TrackerCountry["inferred"] = []): TrackerCountry => ({
  iso_a3: iso,
  name,
  aliases: [],
  hasData: true,
  statuses: {
    vpn_status: vpn,
    age_verification: "amber",
    censorship_surveillance: "red",
    data_protection: "green",
    social_media_blocking: "grey",
    overall_rating: "amber",
  },
  inferred,
  summary: null,
  last_change: null,
  last_verified: null,
});

const byIso = (...countries: TrackerCountry[]) => new Map(countries.map((c) => [c.iso_a3, c]));

function render(markup: string): SVGGElement {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.innerHTML = `<g>${markup}</g>`;
  document.body.replaceChildren(svg);
  return svg.querySelector("g")!;
}

describe("map markup", () => {
  it("gives every shape its status for every metric, and makes only countries with data links, one of them the map's Tab stop", () => {
    const root = render(mapShapesMarkup(geometry, byIso(country("AAA", "Fixture & Co", "green", ["vpn_status"])), "vpn_status", 1));
    const a = root.querySelector<SVGElement>('[data-iso="AAA"]')!;
    expect(a.dataset).toMatchObject({
      vpn: "green",
      age: "amber",
      censorship: "red",
      protection: "green",
      social: "grey",
      overall: "amber",
      inferred: "vpn_status",
    });
    expect(a.getAttribute("aria-label")).toBe("Fixture & Co: Legal & accessible (no restriction found)");
    expect(a.getAttribute("tabindex")).toBe("0");
    expect(a.tagName).toBe("a");
    expect(a.getAttribute("href")).toBe("/legal-tracker/fixture-and-co");
    expect(a.querySelector("path")!.getAttribute("d")).toBe("M0 0L1 1Z");
    // Its own point, for the arrow keys and the focus ring, whatever its pieces' box.
    expect([a.dataset.cx, a.dataset.cy]).toEqual(["0.5", "0.5"]);
    const b = root.querySelector<SVGElement>('[data-iso="BBB"]')!;
    expect(b.tagName).toBe("path");
    expect(b.hasAttribute("href")).toBe(false);
    expect(b.dataset.vpn).toBe("grey");
    expect(b.hasAttribute("tabindex")).toBe(false);
    expect(b.hasAttribute("aria-label")).toBe(false);
    expect(root.querySelector("circle")!.getAttribute("r")).toBe("4.500");
    expect(root.querySelector(".map-other")!.getAttribute("aria-hidden")).toBe("true");
  });

  it("writes only the elements whose data changed", () => {
    const before = byIso(country("AAA", "A", "green"), country("BBB", "B", "red"));
    const root = render(mapShapesMarkup(geometry, before, "vpn_status", 1));
    expect(applyShapeStates(root, before, "vpn_status")).toBe(0);
    const after = byIso(country("AAA", "A", "green"), country("BBB", "B", "amber"), country("CCC", "C", "red"));
    expect(applyShapeStates(root, after, "vpn_status")).toBe(2);
    expect(root.querySelector<SVGElement>('[data-iso="BBB"]')!.dataset.vpn).toBe("amber");
    const c = root.querySelector<SVGElement>('[data-iso="CCC"]')!;
    expect(c.tagName).toBe("a");
    expect(c.getAttribute("href")).toBe("/legal-tracker/c");
    expect(c.classList.contains("map-marker")).toBe(true);
    expect(c.querySelector("circle")!.getAttribute("cx")).toBe("5");
  });

  it("keeps one Tab stop: the first country by name, and another when it loses its data", () => {
    const root = render(mapShapesMarkup(geometry, byIso(country("BBB", "Beta", "red"), country("AAA", "Alpha", "green")), "vpn_status", 1));
    expect([...root.querySelectorAll('[tabindex="0"]')].map((element) => element.getAttribute("data-iso"))).toEqual(["AAA"]);
    expect(root.querySelector('[data-iso="BBB"]')!.getAttribute("tabindex")).toBe("-1");
    applyShapeStates(root, byIso(country("BBB", "Beta", "red")), "vpn_status");
    expect(root.querySelector('[data-iso="AAA"]')!.tagName).toBe("path");
    ensureTabStop(root);
    expect([...root.querySelectorAll('[tabindex="0"]')].map((element) => element.getAttribute("data-iso"))).toEqual(["BBB"]);
  });

  it("writes the labels and links with the text it is given, the address still from the English name", () => {
    const text: MapMarkupText = {
      t: (key, values) => (key === "countryStatus" ? `${values!.country} — ${values!.status}` : `[${key}: ${values!.metric}]`),
      labels: { metric: (metric) => `M(${metric})`, statusText: (metric, status) => `S(${metric}, ${status})` },
      countryName: (country) => `N(${country.iso_a3})`,
      path: (englishPath) => `/xx${englishPath}`,
    };
    const countries = byIso(country("AAA", "Fixture & Co", "green"), country("BBB", "Beta", "red"));
    const root = render(mapShapesMarkup(geometry, countries, "vpn_status", 1, text));
    const a = root.querySelector<SVGElement>('[data-iso="AAA"]')!;
    expect(a.getAttribute("aria-label")).toBe("N(AAA) — S(vpn_status, green)");
    expect(a.getAttribute("href")).toBe("/xx/legal-tracker/fixture-and-co");
    applyShapeStates(root, countries, "censorship_surveillance", text);
    expect(a.getAttribute("aria-label")).toBe("N(AAA) — S(censorship_surveillance, red)");
    expect(mapLabel("vpn_status", true, text)).toBe("[mapLabelInteractive: M(vpn_status)]");
    expect(mapLabel("vpn_status")).toBe(mapLabel("vpn_status", false, ENGLISH_MAP_TEXT));
    expect(mapLabel("vpn_status", true)).toBe("World map coloured by VPN status. Arrow keys move between countries; Enter opens one.");
  });

  it("relabels for another metric without touching the statuses", () => {
    const countries = byIso(country("AAA", "A", "green"));
    const root = render(mapShapesMarkup(geometry, countries, "vpn_status", 1));
    applyShapeStates(root, countries, "censorship_surveillance");
    const a = root.querySelector<SVGElement>('[data-iso="AAA"]')!;
    expect(a.getAttribute("aria-label")).toMatch(/^A: /);
    expect(a.getAttribute("aria-label")).not.toContain("Legal & accessible");
    expect(a.dataset.vpn).toBe("green");
  });
});
