// The smallest part of the history model, kept apart so the tracker's first load carries only this
// (reading ?date=); the rest (data/model/status-history.ts) loads when a reader asks for the past.
import { HISTORY_START } from "../schema/metrics";

/** A month-only date ("2017-11") counts from its first day, so dates compare as strings. */
export function dayOf(date: string): string {
  return date.length === 7 ? `${date}-01` : date;
}

/** A date the control accepts: a real day from HISTORY_START to today. */
export function isHistoryDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value && value >= HISTORY_START && value <= today;
}
