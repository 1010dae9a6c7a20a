import { INFERRED_LABEL } from "@data/model/evidence-strength";
import type { Metric, Status } from "@data/schema/metrics";

export const DEFAULT_METRIC: Metric = "overall_rating";

import { METRIC_LABELS, STATUS_LABELS } from "@data/model/labels";

export { METRIC_LABELS, METRIC_ORDER } from "@data/model/labels";

/** Shown instead of a status for countries whose evidence is still being gathered. */
export const NO_DATA_LABEL = "Evidence in review";

export const STATUS_ORDER: readonly Status[] = ["green", "amber", "red", "grey"];

export function isMetric(value: string | null | undefined): value is Metric {
  return value !== null && value !== undefined && value in METRIC_LABELS;
}

/** A status in words, with "no restriction found" when the green rests on surveys alone. */
export function statusText(metric: Metric, status: Status, inferred: boolean): string {
  return inferred && status === "green" ? `${STATUS_LABELS[metric][status]} (${INFERRED_LABEL})` : STATUS_LABELS[metric][status];
}

/** Whether the country's cell for the metric is an inferred green. */
export function isInferred(country: { inferred: readonly string[]; hasData: boolean }, metric: Metric): boolean {
  return country.hasData && country.inferred.includes(metric);
}
