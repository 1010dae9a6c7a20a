import { isHistoryDate } from "@data/model/history-date";
import type { Metric } from "@data/schema/metrics";
import { DEFAULT_METRIC, isMetric } from "./metrics";

/** `date`: the day the reader is looking at (the date control); null for today, the default. */
export type TrackerUrlState = { metric: Metric; country: string | null; date: string | null };

/** Today as YYYY-MM-DD (UTC): the latest day the date control accepts. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Reads ?metric=…&country=…&date=… ; unknown values fall back to the defaults. */
export function readTrackerUrl(params: URLSearchParams, today: string = todayIso()): TrackerUrlState {
  const metric = params.get("metric");
  const country = params.get("country")?.toUpperCase() ?? null;
  const date = params.get("date");
  return {
    metric: isMetric(metric) ? metric : DEFAULT_METRIC,
    country: country && /^[A-Z]{3}$/.test(country) ? country : null,
    // Today's date is today's view: the URL stays canonical.
    date: date && date !== today && isHistoryDate(date, today) ? date : null,
  };
}

/** Writes the state back, leaving defaults out so the plain URL stays canonical. */
export function writeTrackerUrl(params: URLSearchParams, state: TrackerUrlState): URLSearchParams {
  const next = new URLSearchParams(params);
  if (state.metric === DEFAULT_METRIC) next.delete("metric");
  else next.set("metric", state.metric);
  if (state.country) next.set("country", state.country);
  else next.delete("country");
  if (state.date) next.set("date", state.date);
  else next.delete("date");
  return next;
}
