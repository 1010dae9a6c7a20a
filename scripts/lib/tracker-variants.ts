// Readers without JavaScript choose a metric with a GET form (/legal-tracker?metric=…). The server
// answers with the tracker prerendered for that metric, made here from the default page: the page's
// text is the same for every metric (legend.tsx, stats-row.tsx), so only attributes change and a
// reader with JavaScript hydrates it like the default page (docs/decisions/0014-tracker-without-javascript.md).
import { METRICS, type Metric, type Status } from "../../data/schema/metrics";
import { ENGLISH_MAP_TEXT, STATUS_ATTRIBUTE, mapLabel, type MapMarkupText } from "../../app/features/tracker/map/map-markup";
import { DEFAULT_METRIC } from "../../app/features/tracker/metrics";
import { trackerMapMessages } from "../../app/features/tracker/map/messages";
import { trackerStatusMessages } from "../../app/features/tracker/status-text-messages";
import { trackerNoScriptMessages } from "../../app/features/tracker/no-script-messages";
import { labelMessages, labelsFrom } from "../../app/features/tracker/use-labels";
import { translator } from "../../app/lib/i18n/i18n-context";
import type { TranslationLanguage } from "../../data/schema/languages";
import { escapeHtml as escapeAttribute } from "../../app/lib/escape-html";

const unescapeAttribute = (value: string) =>
  value.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

/** The file that holds the tracker prerendered for a metric, beside the default page. */
export const trackerVariantFile = (metric: Metric) => `index.metric-${metric}.html`;

/**
 * The map's labels in a translated tracker's language, from the interface text its page was built
 * with (app/interface-text.server.ts): the same texts the page's own script uses.
 */
export function mapTextIn(language: TranslationLanguage, interfaceText: Readonly<Record<string, string>>): MapMarkupText {
  return {
    ...ENGLISH_MAP_TEXT,
    t: translator(trackerMapMessages, language, interfaceText),
    labels: labelsFrom(translator(labelMessages, language, interfaceText), translator(trackerStatusMessages, language, interfaceText)),
  };
}

/** The metrics that get a variant: every one but the default, which is the page itself. */
export const VARIANT_METRICS: readonly Metric[] = METRICS.filter((metric) => metric !== DEFAULT_METRIC);

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? null;

/**
 * The default tracker page as it would be prerendered for `metric`, its labels in the page's
 * language (`text`, English unless given); throws when the page lacks what it rewrites.
 */
export function trackerMetricVariant(html: string, metric: Metric, text: MapMarkupText = ENGLISH_MAP_TEXT): string {
  const from = DEFAULT_METRIC;
  let out = html;
  const count = (pattern: string) => out.split(pattern).length - 1;

  const metricAttribute = `data-metric="${from}"`;
  if (count(metricAttribute) < 2) throw new Error(`tracker variant: expected data-metric on the tracker and the map, found ${count(metricAttribute)}`);
  out = out.replaceAll(metricAttribute, `data-metric="${metric}"`);

  const label = `aria-label="${escapeAttribute(mapLabel(from, false, text))}"`;
  if (count(label) !== 1) throw new Error("tracker variant: the map's label was not found once");
  out = out.replace(label, `aria-label="${escapeAttribute(mapLabel(metric, false, text))}"`);

  const selected = `<option value="${from}" selected="">`;
  if (count(selected) !== 1) throw new Error("tracker variant: the metric menu's selected option was not found once");
  out = out.replace(selected, `<option value="${from}">`).replace(`<option value="${metric}">`, `<option value="${metric}" selected="">`);

  // Each country link's label names its status on the metric shown: "<name>: <status>" in English,
  // the language's own order elsewhere, so the name is read from around the default metric's status.
  const inferredOn = (tag: string, on: Metric) => (attribute(tag, "data-inferred") ?? "").split(" ").includes(on);
  out = out.replace(/<a data-iso="[A-Z]{3}" class="map-country[^"]*"[^>]*>/g, (tag) => {
    const current = attribute(tag, "aria-label");
    const status = attribute(tag, STATUS_ATTRIBUTE[metric]) as Status | null;
    const shown = attribute(tag, STATUS_ATTRIBUTE[from]) as Status | null;
    if (current === null || status === null || shown === null) return tag;
    const [before, after] = text
      .t("countryStatus", { country: "\u0000", status: text.labels.statusText(from, shown, shown === "green" && inferredOn(tag, from)) })
      .split("\u0000") as [string, string];
    const old = unescapeAttribute(current);
    if (!old.startsWith(before) || !old.endsWith(after) || old.length < before.length + after.length)
      throw new Error(`tracker variant: the label "${old}" does not name the default metric's status`);
    const name = old.slice(before.length, old.length - after.length);
    const label = text.t("countryStatus", { country: name, status: text.labels.statusText(metric, status, status === "green" && inferredOn(tag, metric)) });
    return tag.replace(`aria-label="${current}"`, `aria-label="${escapeAttribute(label)}"`);
  });
  return out;
}

/** What the server needs to answer ?country= and ?q= without JavaScript (server/tracker-requests.ts). */
export type TrackerIndex = {
  countries: Array<{ iso: string; name: string; aliases: string[]; path: string | null }>;
  /** By path prefix ("en" for English): the notices' texts, the countries' names and the locale for numbers. */
  notices?: Record<string, { locale: string; names: Record<string, string>; text: Record<TrackerNoScriptKey, string> }>;
};

type TrackerNoScriptKey = keyof typeof trackerNoScriptMessages.english;

/** The notices' texts in a language, each the current translation or else the English (never formatted: the server fills them in). */
export function noticeTextIn(interfaceText: Readonly<Record<string, string>>): Record<TrackerNoScriptKey, string> {
  return Object.fromEntries(
    (Object.keys(trackerNoScriptMessages.english) as TrackerNoScriptKey[]).map((key) => [
      key,
      interfaceText[`${trackerNoScriptMessages.namespace}.${key}`] ?? trackerNoScriptMessages.english[key],
    ]),
  ) as Record<TrackerNoScriptKey, string>;
}
