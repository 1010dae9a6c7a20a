import type { Country } from "../schema/legislation";
import { historyKey } from "./history-key";

export { historyKey };

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
    ...(country.history ?? []).map((change) => ({ key: historyKey(change), english: change.summary })),
  ];
  // An empty note has nothing to translate.
  return strings.filter((entry) => entry.english.trim() !== "");
}

/** The brief with the given texts (by the keys of `briefStrings`) in place of the English; the rest unchanged. */
export function withBriefTexts<T extends Pick<Country, "summary" | "notes" | "digital_rights" | "history">>(
  country: T,
  texts: Readonly<Record<string, string>>,
): T {
  return {
    ...country,
    summary: texts.summary ?? country.summary,
    notes: texts.notes ?? country.notes,
    digital_rights: { ...country.digital_rights, surveillance: texts["digital_rights.surveillance"] ?? country.digital_rights.surveillance },
    history: country.history?.map((change) => ({ ...change, summary: texts[historyKey(change)] ?? change.summary })),
  };
}
