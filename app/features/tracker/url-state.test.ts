import { describe, expect, it } from "vitest";
import { readTrackerUrl, writeTrackerUrl } from "./url-state";

const TODAY = "2026-11-26";

describe("tracker URL state", () => {
  it("reads metric, country and date, falling back on unknown values", () => {
    expect(readTrackerUrl(new URLSearchParams("metric=vpn_status&country=gbr&date=2017-01-01"), TODAY)).toEqual({
      metric: "vpn_status",
      country: "GBR",
      date: "2017-01-01",
    });
    expect(readTrackerUrl(new URLSearchParams("metric=nonsense&country=<script>&date=yesterday"), TODAY)).toEqual({
      metric: "overall_rating",
      country: null,
      date: null,
    });
    expect(readTrackerUrl(new URLSearchParams(""), TODAY)).toEqual({ metric: "overall_rating", country: null, date: null });
  });

  it("accepts only days from 1 January 2015 to yesterday as a past date", () => {
    for (const date of ["2014-12-31", "2026-11-27", "2017-02-29", TODAY]) expect(readTrackerUrl(new URLSearchParams({ date }), TODAY).date).toBeNull();
    expect(readTrackerUrl(new URLSearchParams({ date: "2015-01-01" }), TODAY).date).toBe("2015-01-01");
  });

  it("writes state, omitting defaults and keeping other parameters", () => {
    expect(writeTrackerUrl(new URLSearchParams("utm=x"), { metric: "age_verification", country: "AUS", date: null }).toString()).toBe(
      "utm=x&metric=age_verification&country=AUS",
    );
    expect(
      writeTrackerUrl(new URLSearchParams("metric=vpn_status&country=AUS&date=2017-01-01"), { metric: "overall_rating", country: null, date: null }).toString(),
    ).toBe("");
  });

  it("round-trips", () => {
    const state = { metric: "data_protection" as const, country: "DEU", date: "2019-05-05" };
    expect(readTrackerUrl(writeTrackerUrl(new URLSearchParams(), state), TODAY)).toEqual(state);
  });
});
