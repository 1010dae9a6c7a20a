// Readers without JavaScript choose a metric with a GET form (/legal-tracker?metric=…). The server
// answers with the tracker prerendered for that metric, made here from the default page: the page's
// text is the same for every metric (legend.tsx, stats-row.tsx), so only attributes change and a
// reader with JavaScript hydrates it like the default page (docs/decisions/0014-tracker-without-javascript.md).
import { METRICS, type Metric, type Status } from "../../data/schema/metrics";
import { STATUS_ATTRIBUTE, mapLabel } from "../../app/features/tracker/map/map-markup";
import { DEFAULT_METRIC, statusText } from "../../app/features/tracker/metrics";
import { escapeHtml as escapeAttribute } from "../../app/lib/escape-html";

const unescapeAttribute = (value: string) =>
  value.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

/** The file that holds the tracker prerendered for a metric, beside the default page. */
export const trackerVariantFile = (metric: Metric) => `index.metric-${metric}.html`;

/** The metrics that get a variant: every one but the default, which is the page itself. */
export const VARIANT_METRICS: readonly Metric[] = METRICS.filter((metric) => metric !== DEFAULT_METRIC);

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? null;

/** The default tracker page as it would be prerendered for `metric`; throws when the page lacks what it rewrites. */
export function trackerMetricVariant(html: string, metric: Metric): string {
  const from = DEFAULT_METRIC;
  let out = html;
  const count = (pattern: string) => out.split(pattern).length - 1;

  const metricAttribute = `data-metric="${from}"`;
  if (count(metricAttribute) < 2) throw new Error(`tracker variant: expected data-metric on the tracker and the map, found ${count(metricAttribute)}`);
  out = out.replaceAll(metricAttribute, `data-metric="${metric}"`);

  const label = `aria-label="${escapeAttribute(mapLabel(from))}"`;
  if (count(label) !== 1) throw new Error("tracker variant: the map's label was not found once");
  out = out.replace(label, `aria-label="${escapeAttribute(mapLabel(metric))}"`);

  const selected = `<option value="${from}" selected="">`;
  if (count(selected) !== 1) throw new Error("tracker variant: the metric menu's selected option was not found once");
  out = out.replace(selected, `<option value="${from}">`).replace(`<option value="${metric}">`, `<option value="${metric}" selected="">`);

  // Each country link's label names its status on the metric shown.
  out = out.replace(/<a data-iso="[A-Z]{3}" class="map-country[^"]*"[^>]*>/g, (tag) => {
    const current = attribute(tag, "aria-label");
    const status = attribute(tag, STATUS_ATTRIBUTE[metric]) as Status | null;
    if (current === null || status === null) return tag;
    const name = unescapeAttribute(current).split(": ")[0]!;
    const inferred = status === "green" && (attribute(tag, "data-inferred") ?? "").split(" ").includes(metric);
    return tag.replace(`aria-label="${current}"`, `aria-label="${escapeAttribute(`${name}: ${statusText(metric, status, inferred)}`)}"`);
  });
  return out;
}

/** What the server needs to answer ?country= and ?q= without JavaScript (server/tracker-requests.ts). */
export type TrackerIndex = { countries: Array<{ iso: string; name: string; aliases: string[]; path: string | null }> };
