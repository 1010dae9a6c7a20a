import { METRIC_LABELS, STATUS_LABELS } from "@data/model/labels";
import type { Metric, Status } from "@data/schema/metrics";
import { useMemo } from "react";
import { useMessages, type Translate } from "~/lib/i18n/i18n-context";
import { defineMessages } from "~/lib/i18n/messages";
import { trackerStatusMessages } from "./status-text-messages";

// The labels are their own translated collection (data/i18n/<language>/labels.json, keys as in
// data/model/collection-strings.ts), which app/routes/language-root.tsx puts under "labels.".
export const labelMessages = defineMessages(
  "labels",
  Object.fromEntries(
    (Object.keys(METRIC_LABELS) as Metric[]).flatMap((metric) => [
      [`metric.${metric}`, METRIC_LABELS[metric]],
      ...(Object.keys(STATUS_LABELS[metric]) as Status[]).map((status) => [`status.${metric}.${status}`, STATUS_LABELS[metric][status]]),
    ]),
  ) as Record<string, string>,
);

export type Labels = {
  metric: (metric: Metric) => string;
  status: (metric: Metric, status: Status) => string;
  /** A status in words, with "no restriction found" when the green rests on surveys alone. */
  statusText: (metric: Metric, status: Status, inferred: boolean) => string;
};

/** The tracker's metric and status labels in the page's language. */
export function useLabels(): Labels {
  const t = useMessages(labelMessages);
  const tracker = useMessages(trackerStatusMessages);
  return useMemo(() => labelsFrom(t, tracker), [t, tracker]);
}

/** The labels from their translated texts; the build uses it too, for the pages it writes itself (scripts/lib/tracker-variants.ts). */
export function labelsFrom(t: Translate<string>, tracker: Translate<keyof typeof trackerStatusMessages.english>): Labels {
  const metric = (key: Metric) => t(`metric.${key}`);
  const status = (key: Metric, value: Status) => t(`status.${key}.${value}`);
  const inferredLabel = tracker("inferredLabel");
  return {
    metric,
    status,
    statusText: (key, value, inferred) =>
      inferred && value === "green" ? tracker("statusWithInferred", { status: status(key, value), inferred: inferredLabel }) : status(key, value),
  };
}
