import { METRIC_LABELS, STATUS_LABELS } from "../../data/model/labels";
import { overallRating } from "../../data/model/overall-rating";
import type { Country, LegislationStatusDocument } from "../../data/schema";
import type { CountryUpdate, LiveUpdateChange } from "../../data/schema/live-update";
import { METRICS, type Metric, type Status } from "../../data/schema/metrics";
import { formatDay } from "./format-day";

/** A published history change (data/schema: publishedChangeSchema), as far as the diff reads it. */
export type HistoryEntry = {
  id: string;
  country: string;
  subdivision?: string;
  date: string;
  metric: string;
  from: string;
  to: string;
  summary: string;
  since_at_least?: true;
};

function statusesOf(country: Country | undefined): Record<Metric, Status> | null {
  if (!country) return null;
  return { ...country.statuses, overall_rating: overallRating(country.statuses) };
}

function describe(name: string, changes: LiveUpdateChange[]): string {
  const metric = changes.find((change) => (METRICS as readonly string[]).includes(change.field));
  if (metric) {
    const m = metric.field as Metric;
    const label = (status: string | null) => (status ? STATUS_LABELS[m][status as Status] : "no data");
    const more = changes.length > 1 ? ` (+${changes.length - 1} more change${changes.length > 2 ? "s" : ""})` : "";
    const when = metric.date ? ` ${metric.since_at_least ? "by" : "on"} ${formatDay(metric.date)}` : "";
    const what = metric.change_summary ? ` ${metric.change_summary}` : "";
    return `${name}: ${METRIC_LABELS[m]} changed from ${label(metric.from)} to ${label(metric.to)}${when}${more}.${what}`;
  }
  if (changes.some((change) => change.field === "last_change")) return `${name}: a new legal change was recorded.`;
  return `${name}: the brief was updated.`;
}

/**
 * One update per country whose statuses (per metric, including the computed overall rating),
 * summary or last_change differ between two published versions.
 */
export function diffStatusDocuments(
  previous: LegislationStatusDocument | null,
  next: LegislationStatusDocument,
  history: readonly HistoryEntry[] = [],
): CountryUpdate[] {
  const before = new Map((previous?.countries ?? []).map((country) => [country.iso_a3, country]));
  const after = new Map(next.countries.map((country) => [country.iso_a3, country]));
  const updates: CountryUpdate[] = [];
  for (const iso of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const old = before.get(iso);
    const now = after.get(iso);
    const changes: LiveUpdateChange[] = [];
    const oldStatuses = statusesOf(old);
    const newStatuses = statusesOf(now);
    for (const metric of METRICS) {
      const from = oldStatuses?.[metric] ?? null;
      const to = newStatuses?.[metric] ?? null;
      if (from === to) continue;
      // Published newest first: the first national entry of this metric that ends at the new colour.
      const entry = history.find(
        (change) => change.country === iso && !change.subdivision && change.metric === metric && change.from === from && change.to === to,
      );
      changes.push(
        entry
          ? {
              field: metric,
              from,
              to,
              date: entry.date,
              change_summary: entry.summary,
              change_id: entry.id,
              ...(entry.since_at_least ? { since_at_least: true as const } : {}),
            }
          : { field: metric, from, to },
      );
    }
    if ((old?.summary ?? null) !== (now?.summary ?? null)) changes.push({ field: "summary", from: old?.summary ?? null, to: now?.summary ?? null });
    if ((old?.last_change ?? null) !== (now?.last_change ?? null))
      changes.push({ field: "last_change", from: old?.last_change ?? null, to: now?.last_change ?? null });
    if (changes.length === 0) continue;
    const name = (now ?? old)!.name;
    updates.push({ iso_a3: iso, name, changes, summary: describe(name, changes) });
  }
  return updates;
}
