import { describe, expect, it } from "vitest";
import type { MergedCountry, Metric, Status } from "@data/schema";
import { trackerStats } from "./statistics";

const entry = (vpn: Status, overall: Status, hasData = true, inferred: Array<"vpn_status"> = []) =>
  ({ hasData, inferred, statuses: { vpn_status: vpn, overall_rating: overall } as Record<Metric, Status> }) as MergedCountry & {
    inferred: Array<"vpn_status">;
  };

describe("trackerStats", () => {
  const countries = [entry("green", "amber"), entry("red", "red"), entry("amber", "green"), entry("grey", "grey"), entry("green", "green", false)];

  it("counts the chosen metric and totals every country loaded", () => {
    expect(trackerStats(countries, "vpn_status")).toEqual({ tracked: 5, free: 1, freeInferred: 0, restricted: 1, prohibited: 1, unknown: 2 });
    expect(trackerStats(countries, "overall_rating")).toEqual({ tracked: 5, free: 1, freeInferred: 0, restricted: 1, prohibited: 1, unknown: 2 });
  });

  it("counts the greens that rest on the absence of a restriction, for their metric only", () => {
    const mixed = [entry("green", "green", true, ["vpn_status"]), entry("green", "green"), entry("amber", "amber", true, ["vpn_status"])];
    expect(trackerStats(mixed, "vpn_status")).toMatchObject({ free: 2, freeInferred: 1 });
    expect(trackerStats(mixed, "overall_rating")).toMatchObject({ free: 2, freeInferred: 0 });
  });

  it("counts countries without data as grey whatever their statuses say", () => {
    expect(trackerStats([entry("green", "green", false)], "vpn_status").unknown).toBe(1);
  });

  it("gives 193 tracked for the full UN list", () => {
    expect(
      trackerStats(
        Array.from({ length: 193 }, () => entry("grey", "grey", false)),
        "vpn_status",
      ).tracked,
    ).toBe(193);
  });
});
