import { INFERABLE_METRICS, type Metric } from "@data/schema/metrics";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { trackerMapMessages } from "./map/messages";
import { METRIC_ORDER, STATUS_ORDER } from "./metrics";
import { StatusDot } from "./status-dot";
import { useLabels } from "./use-labels";

/**
 * A legend for every metric; the stylesheet shows the one the tracker's `data-metric` names, so the
 * page's text is the same whatever the metric and a metric chosen without JavaScript (a GET form,
 * answered from a prerendered variant) is one attribute (docs/decisions/0014-tracker-without-javascript.md).
 */
export function MetricLegends() {
  return (
    <>
      {METRIC_ORDER.map((metric) => (
        <Legend key={metric} metric={metric} />
      ))}
    </>
  );
}

function Legend({ metric }: { metric: Metric }) {
  const t = useMessages(trackerMapMessages);
  const labels = useLabels();
  const language = useLanguage();
  const inferable = (INFERABLE_METRICS as readonly string[]).includes(metric);
  const green = labels.status(metric, "green");
  // Mid-sentence, in the language's own lower case (Turkish has its dotted and dotless i).
  const greenInSentence = language === "en" ? green.toLowerCase() : green.toLocaleLowerCase(language);
  return (
    <ul className="legend" aria-label={t("mapLegend")} data-for-metric={metric}>
      {STATUS_ORDER.map((status) => (
        <li key={status}>
          <StatusDot status={status} />{" "}
          {status === "green" && inferable ? t("greenSourced", { status: labels.status(metric, status) }) : labels.status(metric, status)}
        </li>
      ))}
      {inferable ? (
        <li>
          <StatusDot status="green" inferred /> {t("stripedInferred", { status: greenInSentence })}
        </li>
      ) : null}
    </ul>
  );
}
