import { describe, expect, it } from "vitest";
import { briefStrings, englishFingerprint } from "./brief-strings";

const country = {
  summary: "VPNs are legal.",
  notes: "",
  digital_rights: { freedom_house: null, privacy_law: "Act", surveillance: "Lawful interception only." },
  history: [
    { date: "2020-01-02", metric: "vpn_status", from: "green", to: "amber", summary: "A licence became mandatory for providers.", sources: [] },
    { date: "2020-01-02", metric: "censorship_surveillance", from: "green", to: "amber", summary: "A blocklist began.", sources: [] },
  ],
} as unknown as Parameters<typeof briefStrings>[0];

describe("briefStrings", () => {
  it("lists the summary, the surveillance line and each change by date and metric, and skips an empty note", () => {
    expect(briefStrings(country).map((entry) => entry.key)).toEqual([
      "summary",
      "digital_rights.surveillance",
      "history.2020-01-02.vpn_status",
      "history.2020-01-02.censorship_surveillance",
    ]);
  });

  it("keeps a change's key when an older change is added before it", () => {
    const older = { ...country.history![0]!, date: "2019-05-05" };
    const keys = briefStrings({ ...country, history: [older, ...country.history!] }).map((entry) => entry.key);
    expect(keys).toContain("history.2020-01-02.vpn_status");
    expect(keys).toContain("history.2019-05-05.vpn_status");
  });
});

describe("englishFingerprint", () => {
  it("is 16 hex digits of the SHA-256 and changes with any edit to the English", () => {
    // sha256("abc") begins ba7816bf8f01cfea.
    expect(englishFingerprint("abc")).toBe("ba7816bf8f01cfea");
    expect(englishFingerprint("VPNs are legal.")).not.toBe(englishFingerprint("VPNs are legal"));
  });
});
