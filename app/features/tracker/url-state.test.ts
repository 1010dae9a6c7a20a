import { describe, expect, it } from "vitest";
import { readTrackerUrl, writeTrackerUrl } from "./url-state";

describe("tracker URL state", () => {
  it("reads metric and country, falling back on unknown values", () => {
    expect(readTrackerUrl(new URLSearchParams("metric=vpn_status&country=gbr"))).toEqual({ metric: "vpn_status", country: "GBR" });
    expect(readTrackerUrl(new URLSearchParams("metric=nonsense&country=<script>"))).toEqual({ metric: "overall_rating", country: null });
    expect(readTrackerUrl(new URLSearchParams(""))).toEqual({ metric: "overall_rating", country: null });
  });

  it("writes state, omitting defaults and keeping other parameters", () => {
    expect(writeTrackerUrl(new URLSearchParams("utm=x"), { metric: "age_verification", country: "AUS" }).toString()).toBe("utm=x&metric=age_verification&country=AUS");
    expect(writeTrackerUrl(new URLSearchParams("metric=vpn_status&country=AUS"), { metric: "overall_rating", country: null }).toString()).toBe("");
  });

  it("round-trips", () => {
    const state = { metric: "data_protection" as const, country: "DEU" };
    expect(readTrackerUrl(writeTrackerUrl(new URLSearchParams(), state))).toEqual(state);
  });
});
