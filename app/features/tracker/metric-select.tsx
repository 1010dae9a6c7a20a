import type { Metric } from "@data/schema/metrics";
import { useId } from "react";
import { METRIC_LABELS, METRIC_ORDER } from "./metrics";

export function MetricSelect({ value, onChange }: { value: Metric; onChange: (metric: Metric) => void }) {
  const id = useId();
  return (
    // A GET form so the choice works without JavaScript: the server answers /legal-tracker?metric=…
    // with the page prerendered for that metric (server/tracker-requests.ts).
    <form className="field" method="get" action="/legal-tracker" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="field-label">
        Colour by metric
      </label>
      <div className="field-row">
        <select id={id} name="metric" className="field-control" value={value} onChange={(event) => onChange(event.target.value as Metric)}>
          {METRIC_ORDER.map((metric) => (
            <option key={metric} value={metric}>
              {METRIC_LABELS[metric]}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="btn btn-outline btn-sm">
            Show
          </button>
        </noscript>
      </div>
    </form>
  );
}
