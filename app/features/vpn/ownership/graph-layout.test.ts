import { describe, expect, it } from "vitest";
import type { VpnCompanies } from "@data/schema/vpn";
import { layoutOwnershipGraph, ownershipFamilies } from "./graph-layout";

const source = [{ title: "Source", url: "https://example.org", date: "2021-09-13" }];
const entity = (id: string, kind: "company" | "brand") => ({ id, name: id.toUpperCase(), kind, country: null, description: "d" });
const data: VpnCompanies = {
  last_verified: "2026-11-21",
  entities: [
    entity("kape", "company"),
    entity("express", "brand"),
    entity("pia", "brand"),
    entity("mullvad", "brand"),
    entity("mozilla", "company"),
    entity("alone", "brand"),
  ],
  relationships: [
    { from: "kape", to: "express", type: "acquired", date: "2021-09-13", summary: "s", sources: source },
    { from: "kape", to: "pia", type: "owns", date: "2019", summary: "s", sources: source },
    { from: "mozilla", to: "mullvad", type: "shares-infrastructure", date: "2020-07", summary: "s", sources: source },
  ],
};

describe("ownershipFamilies", () => {
  it("groups by ownership links only and roots each family at its owner", () => {
    const families = ownershipFamilies(data);
    const kape = families.find((family) => family.members.includes("express"));
    expect(kape?.root).toBe("kape");
    expect(kape?.members.sort()).toEqual(["express", "kape", "pia"]);
    // Sharing servers does not make one family.
    expect(families.find((family) => family.members.includes("mullvad"))?.members).toEqual(["mullvad"]);
    expect(families).toHaveLength(4);
  });
});

describe("layoutOwnershipGraph", () => {
  it("places every entity once, inside the drawing, each owner a row above what it owns", () => {
    const graph = layoutOwnershipGraph(data);
    expect(graph.nodes.map((node) => node.id).sort()).toEqual(data.entities.map((e) => e.id).sort());
    for (const node of graph.nodes) {
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.y).toBeGreaterThanOrEqual(0);
      expect(node.x).toBeLessThanOrEqual(graph.width);
      expect(node.y).toBeLessThanOrEqual(graph.height);
    }
    const kape = graph.nodes.find((node) => node.id === "kape")!;
    const express = graph.nodes.find((node) => node.id === "express")!;
    const pia = graph.nodes.find((node) => node.id === "pia")!;
    expect(express.y - kape.y).toBe(110);
    expect(pia.y).toBe(express.y);
    // The root sits centred above its two brands.
    expect(kape.x).toBe((express.x + pia.x) / 2);
    expect(graph.groups.map((group) => group.name)).toEqual(["ALONE", "KAPE", "MOZILLA", "MULLVAD"]);
  });

  it("is deterministic", () => {
    expect(layoutOwnershipGraph(data)).toEqual(layoutOwnershipGraph(data));
  });
});
