import type { Metric } from "@data/schema/metrics";
import { DEFAULT_METRIC, isMetric } from "./metrics";

export type TrackerUrlState = { metric: Metric; country: string | null };

/** Reads ?metric=…&country=… ; unknown values fall back to the defaults. */
export function readTrackerUrl(params: URLSearchParams): TrackerUrlState {
  const metric = params.get("metric");
  const country = params.get("country")?.toUpperCase() ?? null;
  return { metric: isMetric(metric) ? metric : DEFAULT_METRIC, country: country && /^[A-Z]{3}$/.test(country) ? country : null };
}

/** Writes the state back, leaving defaults out so the plain URL stays canonical. */
export function writeTrackerUrl(params: URLSearchParams, state: TrackerUrlState): URLSearchParams {
  const next = new URLSearchParams(params);
  if (state.metric === DEFAULT_METRIC) next.delete("metric");
  else next.set("metric", state.metric);
  if (state.country) next.set("country", state.country);
  else next.delete("country");
  return next;
}
