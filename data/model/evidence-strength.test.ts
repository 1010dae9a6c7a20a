import { describe, expect, it } from "vitest";
import { inferredMetrics, strengthOf } from "./evidence-strength";

const fixture = {
  statuses: { vpn_status: "green", age_verification: "green", social_media_blocking: "grey", data_protection: "amber", overall_rating: "amber" },
  evidence: { vpn_status: { strength: "no_restriction_found" }, social_media_blocking: { strength: "in_review" } },
} as const;

describe("strength of evidence", () => {
  it("tells an inferred green from an established one, and grey from both", () => {
    expect(strengthOf(fixture, "vpn_status")).toBe("no_restriction_found");
    expect(strengthOf(fixture, "age_verification")).toBe("established");
    expect(strengthOf(fixture, "social_media_blocking")).toBe("in_review");
    expect(strengthOf(fixture, "data_protection")).toBe("established");
    expect(strengthOf(fixture, "overall_rating")).toBe("established");
    expect(strengthOf(null, "vpn_status")).toBe("in_review");
  });

  it("never calls a non-green cell inferred, whatever its evidence says", () => {
    const contradictory = { statuses: { vpn_status: "amber" }, evidence: { vpn_status: { strength: "no_restriction_found" } } } as const;
    expect(strengthOf(contradictory, "vpn_status")).toBe("established");
    expect(inferredMetrics(contradictory)).toEqual([]);
    expect(inferredMetrics(fixture)).toEqual(["vpn_status"]);
  });
});
