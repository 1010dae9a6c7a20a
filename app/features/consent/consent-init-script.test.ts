// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { CONSENT_ATTRIBUTE, CONSENT_INIT_SCRIPT, CONSENT_STORAGE_KEY, createConsent, parseConsent, REJECT_ALL } from "./consent-record";

/** The pre-paint script is plain ES5 text, run here exactly as the browser would. */
function markAfter(stored: string | null): string | null {
  if (stored === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
  else localStorage.setItem(CONSENT_STORAGE_KEY, stored);
  new Function(CONSENT_INIT_SCRIPT)();
  return document.documentElement.getAttribute(CONSENT_ATTRIBUTE);
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
});

const valid = JSON.stringify(createConsent(REJECT_ALL, 1_732_000_000_000));
const samples: Array<string | null> = [
  null,
  valid,
  "{not json",
  "null",
  "[]",
  '"text"',
  JSON.stringify({ ...JSON.parse(valid), hasConsented: false }),
  JSON.stringify({ ...JSON.parse(valid), timestamp: 1.5 }),
  JSON.stringify({ ...JSON.parse(valid), timestamp: -1 }),
  JSON.stringify({ ...JSON.parse(valid), timestamp: "1" }),
  JSON.stringify({ ...JSON.parse(valid), preferences: { ...REJECT_ALL, essential: false } }),
  JSON.stringify({ ...JSON.parse(valid), preferences: { ...REJECT_ALL, marketing: "yes" } }),
  JSON.stringify({ ...JSON.parse(valid), preferences: null }),
];

describe("consent pre-paint script", () => {
  it("marks a valid stored choice 'stored' and no choice 'none'", () => {
    expect(markAfter(valid)).toBe("stored");
    expect(markAfter(null)).toBe("none");
  });

  it.each(samples.map((sample) => [sample]))("agrees with parseConsent for %s", (sample) => {
    expect(markAfter(sample)).toBe(parseConsent(sample) ? "stored" : "none");
  });
});
