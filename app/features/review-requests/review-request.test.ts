import { describe, expect, it } from "vitest";
import { reviewRequestMailto, validateReviewRequest } from "./review-request";

const valid = { provider: "Example VPN", website: "https://example.org", reason: "Readers in Iran ask about it and it claims a no-logs audit." };

describe("validateReviewRequest", () => {
  it("accepts a complete request", () => {
    expect(validateReviewRequest(valid)).toEqual({});
  });

  it("names every field that needs attention", () => {
    expect(validateReviewRequest({ provider: " ", website: "example.org", reason: "short" })).toEqual({
      provider: "Enter the provider's name.",
      website: "Enter the full address, starting with https://",
      reason: "Tell us in a sentence or two why (at least 20 characters).",
    });
    expect(validateReviewRequest({ ...valid, website: "http://example.org" }).website).toBe("Enter the full address, starting with https://");
    expect(validateReviewRequest({ ...valid, website: "" }).website).toBe("Enter the provider's website.");
    expect(validateReviewRequest({ ...valid, provider: "x".repeat(81) }).provider).toMatch(/under 80/);
  });
});

describe("reviewRequestMailto", () => {
  it("puts the request in the subject and body, encoded", () => {
    const link = reviewRequestMailto("editors@example.org", { ...valid, provider: "A&B VPN" });
    expect(link.startsWith("mailto:editors@example.org?subject=VPN%20review%20request%3A%20A%26B%20VPN&body=")).toBe(true);
    expect(decodeURIComponent(link.split("&body=")[1]!)).toContain("Website: https://example.org");
  });
});
