import { describe, expect, it } from "vitest";
import type { MergedCountry, Metric, Status } from "@data/schema";
import { trackerStats } from "./statistics";

const entry = (vpn: Status, overall: Status, hasData = true) =>
  ({ hasData, statuses: { vpn_status: vpn, overall_rating: overall } as Record<Metric, Status> }) as MergedCountry;

describe("trackerStats", () => {
  const countries = [entry("green", "amber"), entry("red", "red"), entry("amber", "green"), entry("grey", "grey"), entry("green", "green", false)];

  it("counts the chosen metric and totals every country loaded", () => {
    expect(trackerStats(countries, "vpn_status")).toEqual({ tracked: 5, free: 1, restricted: 1, prohibited: 1, unknown: 2 });
    expect(trackerStats(countries, "overall_rating")).toEqual({ tracked: 5, free: 1, restricted: 1, prohibited: 1, unknown: 2 });
  });

  it("counts countries without data as grey whatever their statuses say", () => {
    expect(trackerStats([entry("green", "green", false)], "vpn_status").unknown).toBe(1);
  });

  it("gives 193 tracked for the full UN list", () => {
    expect(trackerStats(Array.from({ length: 193 }, () => entry("grey", "grey", false)), "vpn_status").tracked).toBe(193);
  });
});
