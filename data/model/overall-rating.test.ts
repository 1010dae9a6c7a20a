import { describe, expect, it } from "vitest";
import type { ScoredMetric } from "../schema";
import { METRIC_WEIGHTS, overallRating, ratingForAverage } from "./overall-rating";

const equalWeights: Record<ScoredMetric, number> = {
  vpn_status: 1,
  age_verification: 1,
  censorship_surveillance: 1,
  data_protection: 1,
  social_media_blocking: 1,
};

describe("overallRating", () => {
  it("uses the product's weights", () => {
    expect(METRIC_WEIGHTS).toEqual({
      vpn_status: 1.3,
      age_verification: 1,
      censorship_surveillance: 1.8,
      data_protection: 1.3,
      social_media_blocking: 1.2,
    });
  });

  it("is green at an average of exactly 2.4 with the real weights", () => {
    // (3·1.3 + 1.2·1 + 3·1.8 + 3·1.3 + 1.2·1.2) / 6.6 = 15.84 / 6.6 = 2.4
    expect(
      overallRating({
        vpn_status: "green",
        age_verification: "grey",
        censorship_surveillance: "green",
        data_protection: "green",
        social_media_blocking: "grey",
      }),
    ).toBe("green");
  });

  it("is amber just below 2.4", () => {
    // (3·1.3 + 1.2·1 + 3·1.8 + 3·1.3 + 1·1.2) / 6.6 ≈ 2.364
    expect(
      overallRating({
        vpn_status: "green",
        age_verification: "grey",
        censorship_surveillance: "green",
        data_protection: "green",
        social_media_blocking: "red",
      }),
    ).toBe("amber");
  });

  it("is amber at exactly 1.6 and red just below", () => {
    // The real weights cannot land exactly on 1.6, so equal weights test the threshold: 2,2,1,1,2 → 8/5 = 1.6.
    const atBoundary = {
      vpn_status: "amber",
      age_verification: "amber",
      censorship_surveillance: "red",
      data_protection: "red",
      social_media_blocking: "amber",
    };
    expect(overallRating(atBoundary, equalWeights)).toBe("amber");
    // 2,1.2,1,1,2 → 7.2/5 = 1.44
    expect(overallRating({ ...atBoundary, age_verification: "grey" }, equalWeights)).toBe("red");
  });

  it("is red at exactly 1.0 (all red)", () => {
    expect(
      overallRating({ vpn_status: "red", age_verification: "red", censorship_surveillance: "red", data_protection: "red", social_media_blocking: "red" }),
    ).toBe("red");
  });

  it("adds a grey entry of weight 1.5 when fewer than three metrics are present", () => {
    // Two greens alone would be 3.0; with the padding: (3·1.3 + 3·1.3 + 1.2·1.5) / 4.1 ≈ 2.34 → amber.
    expect(overallRating({ vpn_status: "green", data_protection: "green" })).toBe("amber");
    // Three present: no padding, all green → green.
    expect(overallRating({ vpn_status: "green", data_protection: "green", age_verification: "green" })).toBe("green");
  });

  it("scores unknown status values like grey (1.2)", () => {
    const withUnknown = {
      vpn_status: "purple",
      age_verification: "green",
      censorship_surveillance: "green",
      data_protection: "green",
      social_media_blocking: "green",
    };
    const withGrey = { ...withUnknown, vpn_status: "grey" };
    expect(overallRating(withUnknown)).toBe(overallRating(withGrey));
    // (1.2·1.3 + 3·5.3) / 6.6 ≈ 2.645 → green
    expect(overallRating(withUnknown)).toBe("green");
  });

  it("is grey with no weight at all", () => {
    const zero = { ...equalWeights, vpn_status: 0, age_verification: 0, censorship_surveillance: 0 };
    expect(overallRating({ vpn_status: "green", age_verification: "green", censorship_surveillance: "green" }, zero)).toBe("grey");
  });

  it("is grey when no metric is evidenced, never coloured by the grey score alone", () => {
    expect(overallRating({})).toBe("grey");
    expect(
      overallRating({ vpn_status: "grey", age_verification: "grey", censorship_surveillance: "grey", data_protection: "grey", social_media_blocking: "grey" }),
    ).toBe("grey");
  });
});

describe("ratingForAverage", () => {
  it.each([
    [3, "green"],
    [2.4, "green"],
    [2.3999, "amber"],
    [1.6, "amber"],
    [1.5999, "red"],
    [1, "red"],
    [0.9999, "grey"],
    [2.4 - 1e-12, "green"],
  ])("average %f is %s", (average, expected) => {
    expect(ratingForAverage(average)).toBe(expected);
  });
});
