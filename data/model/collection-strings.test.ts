import { describe, expect, it } from "vitest";
import type { NewsItem } from "../schema/legislation";
import type { VpnProvider } from "../schema/vpn";
import { collectionStrings } from "./collection-strings";

const news = [
  { url: "https://example.org/b", title: "Second by address" },
  { url: "https://example.org/a", title: "First by address" },
] as NewsItem[];
const vpns = [
  {
    slug: "examplevpn",
    country_reports: [
      { country: "RUS", date: "2024-01-02", summary: "Blocked by the regulator." },
      { country: "RUS", date: "2025-03-04", summary: "Reachable again." },
    ],
  },
] as unknown as VpnProvider[];

describe("collectionStrings", () => {
  it("keys a news title by its item's address, in address order", () => {
    expect(collectionStrings("news", { news, vpns })).toEqual([
      { key: "https://example.org/a", english: "First by address" },
      { key: "https://example.org/b", english: "Second by address" },
    ]);
  });

  it("keys a VPN report by provider, country and date", () => {
    expect(collectionStrings("vpn-reports", { news, vpns }).map((string) => string.key)).toEqual(["examplevpn.RUS.2024-01-02", "examplevpn.RUS.2025-03-04"]);
  });

  it("lists each metric's name and its four status labels", () => {
    const labels = collectionStrings("labels", { news, vpns });
    expect(labels).toHaveLength(30);
    expect(labels).toContainEqual({ key: "status.vpn_status.green", english: "Legal & accessible" });
  });
});
