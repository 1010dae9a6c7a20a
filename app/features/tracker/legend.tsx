import { INFERRED_LABEL } from "@data/model/evidence-strength";
import { INFERABLE_METRICS, type Metric } from "@data/schema/metrics";
import { STATUS_LABELS, STATUS_ORDER } from "./metrics";
import { StatusDot } from "./status-dot";

export function Legend({ metric }: { metric: Metric }) {
  const inferable = (INFERABLE_METRICS as readonly string[]).includes(metric);
  return (
    <ul className="legend" aria-label="Map legend">
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
