import { describe, expect, it } from "vitest";
import un from "../../../../data/un-countries.json";
import { projectWorld } from "./project-world.server";

describe("projectWorld", () => {
  const geometry = projectWorld(un.countries);

  it("gives every UN member a shape or a marker, joined by ISO numeric id", () => {
    const isos = new Set([...geometry.shapes.map((s) => s.iso), ...geometry.markers.map((m) => m.iso)]);
    expect(isos.size).toBe(193);
    expect(geometry.shapes.length + geometry.markers.length).toBe(193);
  });

  it("places a marker for the 28 members too small for the 110m shapes", () => {
    expect(geometry.markers.map((m) => m.iso).sort()).toEqual(
      [
        "AND",
        "ATG",
        "BHR",
        "BRB",
        "COM",
        "CPV",
        "DMA",
        "FSM",
        "GRD",
        "KIR",
        "KNA",
        "LCA",
        "LIE",
        "MCO",
        "MDV",
        "MHL",
        "MLT",
        "MUS",
        "NRU",
        "PLW",
        "SGP",
        "SMR",
        "STP",
        "SYC",
        "TON",
        "TUV",
        "VCT",
        "WSM",
      ].sort(),
    );
    for (const marker of geometry.markers) {
      expect(marker.x).toBeGreaterThanOrEqual(0);
      expect(marker.x).toBeLessThanOrEqual(geometry.width);
    }
  });

  it("keys shapes by alpha-3 and keeps non-members as plain land", () => {
    expect(geometry.shapes.find((s) => s.iso === "GBR")?.d).toMatch(/^M/);
    expect(geometry.other.length).toBeGreaterThan(100);
  });
});
