import type { Metric } from "@data/schema/metrics";
import { useId } from "react";
import { useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { trackerMapMessages } from "./map/messages";
import { METRIC_ORDER } from "./metrics";
import { useLabels } from "./use-labels";

export function MetricSelect({ value, onChange }: { value: Metric; onChange: (metric: Metric) => void }) {
  const id = useId();
  const t = useMessages(trackerMapMessages);
  const labels = useLabels();
  const localized = useLocalizedPath();
  return (
    // A GET form so the choice works without JavaScript: the server answers /legal-tracker?metric=…
    // (or /fa/legal-tracker?metric=…) with the page prerendered for that metric (server/tracker-requests.ts).
    <form className="field" method="get" action={localized("/legal-tracker").to} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="field-label">
        {t("colourByMetric")}
      </label>
      <div className="field-row">
        <select id={id} name="metric" className="field-control" value={value} onChange={(event) => onChange(event.target.value as Metric)}>
          {METRIC_ORDER.map((metric) => (
            <option key={metric} value={metric}>
              {labels.metric(metric)}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="btn btn-outline btn-sm">
            {t("show")}
          </button>
        </noscript>
      </div>
    </form>
  );
}
