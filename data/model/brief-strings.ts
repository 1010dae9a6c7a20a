import { createHash } from "node:crypto";
import type { Country } from "../schema/legislation";

/** One English text of a country's brief that is translated, under the key its translations use. */
export type BriefString = { key: string; english: string };

/**
 * The texts of a brief that are translated (issue 22): the summary, the notes, the surveillance
 * line and each status change's summary. A change is keyed by its date and metric, not its place
 * in the list, so adding an older change does not orphan the translations after it.
 */
export function briefStrings(country: Pick<Country, "summary" | "notes" | "digital_rights" | "history">): BriefString[] {
  const strings: BriefString[] = [
    { key: "summary", english: country.summary },
    { key: "notes", english: country.notes },
    { key: "digital_rights.surveillance", english: country.digital_rights.surveillance },
    ...(country.history ?? []).map((change) => ({ key: `history.${change.date}.${change.metric}`, english: change.summary })),
  ];
  // An empty note has nothing to translate.
  return strings.filter((entry) => entry.english.trim() !== "");
}

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
