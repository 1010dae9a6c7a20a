import { METRIC_LABELS, METRIC_ORDER, STATUS_LABELS } from "./labels";
import type { BriefString } from "./brief-strings";
import { STATUS_VALUES } from "../schema/metrics";

/** The tracker's metric and status labels (data/model/labels.ts) under the keys their translations use. */
export function labelStrings(): BriefString[] {
  return METRIC_ORDER.flatMap((metric) => [
    { key: `metric.${metric}`, english: METRIC_LABELS[metric] },
    ...STATUS_VALUES.map((status) => ({ key: `status.${metric}.${status}`, english: STATUS_LABELS[metric][status] })),
  ]);
}
