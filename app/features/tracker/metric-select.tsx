import type { Metric } from "@data/schema/metrics";
import { useId } from "react";
import { METRIC_LABELS, METRIC_ORDER } from "./metrics";

export function MetricSelect({ value, onChange }: { value: Metric; onChange: (metric: Metric) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        Colour by metric
      </label>
      <select id={id} className="field-control" value={value} onChange={(event) => onChange(event.target.value as Metric)}>
        {METRIC_ORDER.map((metric) => (
          <option key={metric} value={metric}>
            {METRIC_LABELS[metric]}
          </option>
        ))}
      </select>
    </div>
  );
}
