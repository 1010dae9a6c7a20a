import { INFERRED_LABEL } from "@data/model/evidence-strength";
import { INFERABLE_METRICS, type Metric } from "@data/schema/metrics";
import { METRIC_ORDER, STATUS_LABELS, STATUS_ORDER } from "./metrics";
import { StatusDot } from "./status-dot";

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
  const inferable = (INFERABLE_METRICS as readonly string[]).includes(metric);
  return (
    <ul className="legend" aria-label="Map legend" data-for-metric={metric}>
      {STATUS_ORDER.map((status) => (
        <li key={status}>
          <StatusDot status={status} /> {STATUS_LABELS[metric][status]}
          {status === "green" && inferable ? " (a source says so)" : null}
        </li>
      ))}
      {inferable ? (
        <li>
          <StatusDot status="green" inferred /> Striped: {STATUS_LABELS[metric].green.toLowerCase()}, {INFERRED_LABEL} in comprehensive surveys
        </li>
      ) : null}
    </ul>
  );
}
