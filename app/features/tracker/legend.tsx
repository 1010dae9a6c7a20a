import type { Metric } from "@data/schema/metrics";
import { STATUS_LABELS, STATUS_ORDER } from "./metrics";
import { StatusDot } from "./status-dot";

export function Legend({ metric }: { metric: Metric }) {
  return (
    <ul className="legend" aria-label="Map legend">
      {STATUS_ORDER.map((status) => (
        <li key={status}>
          <StatusDot status={status} /> {STATUS_LABELS[metric][status]}
        </li>
      ))}
    </ul>
  );
}
