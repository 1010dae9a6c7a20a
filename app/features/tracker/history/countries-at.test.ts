import { describe, expect, it } from "vitest";
import type { TrackerCountry } from "../tracker-data";
import { countriesAt } from "./countries-at";

const source = [{ title: "Fixture", url: "https://example.org/x", date: "2017-07-30" }];
const country = (iso: string, statuses: Partial<TrackerCountry["statuses"]>, inferred: TrackerCountry["inferred"] = []): TrackerCountry => ({
  iso_a3: iso,
  name: iso,
  aliases: [],
  hasData: true,
  statuses: {
    vpn_status: "grey",
    age_verification: "grey",
    censorship_surveillance: "grey",
    data_protection: "grey",
    social_media_blocking: "grey",
    overall_rating: "grey",
    ...statuses,
  },
  inferred,
  summary: null,
  last_change: null,
  last_verified: null,
});

// Fixture history: AAA's VPNs went green → red on 2017-11-01; its platform ban began and ended.
const history = {
  changes: [
    {
      id: "aaa-social-media-blocking-2019-12-26",
      country: "AAA",
      date: "2019-12-26",
      metric: "social_media_blocking" as const,
      from: "red" as const,
      to: "green" as const,
      summary: "Lifted.",
      sources: source,
    },
    {
      id: "aaa-us-tx-age-verification-2018-01-01",
      country: "AAA",
      subdivision: "US-TX",
      date: "2018-01-01",
      metric: "age_verification" as const,
      from: "green" as const,
      to: "red" as const,
      summary: "State law.",
      sources: source,
    },
    {
      id: "aaa-vpn-status-2017-11-01",
      country: "AAA",
      date: "2017-11-01",
      metric: "vpn_status" as const,
      from: "green" as const,
      to: "red" as const,
      summary: "Banned.",
      sources: source,
    },
    {
      id: "aaa-social-media-blocking-2017-04-29",
      country: "AAA",
      date: "2017-04-29",
      metric: "social_media_blocking" as const,
      from: "green" as const,
      to: "red" as const,
      summary: "Blocked.",
      sources: source,
    },
  ],
  on_record_since: { AAA: { censorship_surveillance: "2016-03-01" }, BBB: { vpn_status: "2020-03-01" } },
};
const today = [
  country("AAA", { vpn_status: "red", censorship_surveillance: "red", social_media_blocking: "green" }),
  country("BBB", { vpn_status: "green" }, ["vpn_status"]),
  { ...country("CCC", {}), hasData: false },
];

describe("countriesAt", () => {
  it("recolours each country from its national history, and rates it overall only with all five cells on record", () => {
    const [aaa] = countriesAt(today, history, "2017-06-01");
    expect(aaa!.statuses).toMatchObject({ vpn_status: "green", social_media_blocking: "red", censorship_surveillance: "red", age_verification: "grey" });
    // Today's formula would score the grey cells low and call it red; in the past grey is "no record".
    expect(aaa!.statuses.overall_rating).toBe("grey");
    const complete = countriesAt(
      [
        country("AAA", {
          vpn_status: "red",
          censorship_surveillance: "red",
          social_media_blocking: "green",
          age_verification: "green",
          data_protection: "green",
        }),
      ],
      { ...history, on_record_since: { AAA: { censorship_surveillance: "2016-03-01", age_verification: "2015-01-01", data_protection: "2015-01-01" } } },
      "2017-06-01",
    );
    expect(complete[0]!.statuses).toMatchObject({ vpn_status: "green", social_media_blocking: "red" });
    expect(complete[0]!.statuses.overall_rating).toBe("amber");
    const [later] = countriesAt(today, history, "2020-01-01");
    expect(later!.statuses).toMatchObject({ vpn_status: "red", social_media_blocking: "green" });
  });

  it("shows grey before a cell's earliest evidence, and keeps an inferred green marked only while it is on record", () => {
    const [, before] = countriesAt(today, history, "2019-01-01");
    expect(before!.statuses.vpn_status).toBe("grey");
    expect(before!.inferred).toEqual([]);
    const [, after] = countriesAt(today, history, "2021-01-01");
    expect(after!.statuses.vpn_status).toBe("green");
    expect(after!.inferred).toEqual(["vpn_status"]);
  });

  it("leaves countries without data, and subdivisions, out of the recolouring", () => {
    const result = countriesAt(today, history, "2015-01-01");
    expect(result[2]).toBe(today[2]);
    expect(result[0]!.statuses.age_verification).toBe("grey");
    expect(result[0]!.statuses.censorship_surveillance).toBe("grey");
  });
});
