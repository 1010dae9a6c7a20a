import type { Metric, Status } from "@data/schema/metrics";

export const DEFAULT_METRIC: Metric = "overall_rating";

import { METRIC_LABELS } from "@data/model/labels";

export { METRIC_LABELS, METRIC_ORDER, STATUS_LABELS } from "@data/model/labels";

/** Shown instead of a status for countries whose evidence is still being gathered. */
export const NO_DATA_LABEL = "Evidence in review";

export const STATUS_ORDER: readonly Status[] = ["green", "amber", "red", "grey"];

export function isMetric(value: string | null | undefined): value is Metric {
  return value !== null && value !== undefined && value in METRIC_LABELS;
}
