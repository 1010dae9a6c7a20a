import { createHash } from "node:crypto";

// The texts themselves are in brief-texts.ts, which the browser loads too; the fingerprints need Node's crypto.
import type { BriefString } from "./brief-texts";

export { briefStrings, historyKey, withBriefTexts, type BriefString } from "./brief-texts";

/** The first 16 hex digits of the text's SHA-256: what a translation records as the English it was made from. */
export function englishFingerprint(english: string): string {
  return sha256Hex16(english);
}

/**
 * The English strings against one translation file: the translated text of those made from the
 * English as it is now; the keys whose translation was made from an English since changed
 * (stale); and those never translated (missing). Both of the latter show the English.
 */
export function splitByTranslation(
  english: readonly BriefString[],
  strings: Readonly<Record<string, { from: string; text: string }>>,
): { texts: Record<string, string>; stale: string[]; missing: string[] } {
  const texts: Record<string, string> = {};
  const stale: string[] = [];
  const missing: string[] = [];
  for (const { key, english: text } of english) {
    const translated = strings[key];
    if (!translated) missing.push(key);
    else if (translated.from === englishFingerprint(text)) texts[key] = translated.text;
    else stale.push(key);
  }
  return { texts, stale, missing };
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
