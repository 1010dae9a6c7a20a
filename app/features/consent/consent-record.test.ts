import { describe, expect, it } from "vitest";
import { ACCEPT_ALL, createConsent, DEFAULT_PREFERENCES, parseConsent, REJECT_ALL } from "./consent-record";

describe("consent record", () => {
  it("Accept All enables all four categories; Reject All keeps only essential", () => {
    expect(ACCEPT_ALL).toEqual({ essential: true, analytics: true, marketing: true, functional: true });
    expect(REJECT_ALL).toEqual({ essential: true, analytics: false, marketing: false, functional: false });
    expect(DEFAULT_PREFERENCES).toEqual(REJECT_ALL);
  });

  it("stores hasConsented, the preferences and a millisecond timestamp", () => {
    expect(createConsent(ACCEPT_ALL, 1_732_000_000_000)).toEqual({ hasConsented: true, preferences: ACCEPT_ALL, timestamp: 1_732_000_000_000 });
  });

  it("never stores essential as off", () => {
    const record = createConsent({ ...REJECT_ALL, essential: false } as never, 1);
    expect(record.preferences.essential).toBe(true);
  });

  it("round-trips a stored record", () => {
    const record = createConsent({ ...REJECT_ALL, functional: true }, 5);
    expect(parseConsent(JSON.stringify(record))).toEqual(record);
  });

  it.each([
    ["missing", null],
    ["not JSON", "{oops"],
    ["wrong shape", JSON.stringify({ hasConsented: true })],
    ["essential off", JSON.stringify({ hasConsented: true, preferences: { ...REJECT_ALL, essential: false }, timestamp: 1 })],
    ["not consented", JSON.stringify({ hasConsented: false, preferences: REJECT_ALL, timestamp: 1 })],
  ])("treats a %s record as no consent, so the banner shows", (_label, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});
