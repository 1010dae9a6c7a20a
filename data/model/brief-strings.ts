import { createHash } from "node:crypto";

// The texts themselves are in brief-texts.ts, which the browser loads too; the fingerprints need Node's crypto.
export { briefStrings, withBriefTexts, type BriefString } from "./brief-texts";

/** The first 16 hex digits of the text's SHA-256: what a translation records as the English it was made from. */
export function englishFingerprint(english: string): string {
  return sha256Hex16(english);
}

/** The fingerprint of a translation file's texts, key by key: a read-back mark is current only while it matches. */
export function textsFingerprint(strings: Record<string, { text: string }>): string {
  const lines = Object.keys(strings)
    .sort()
    .map((key) => `${key}\u0000${strings[key]!.text}`);
  return sha256Hex16(lines.join("\u0001"));
}

function sha256Hex16(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16);
}
