// Dated status history (data/README.md, "History"): the published change list, and the statuses
// of a country as of any day since HISTORY_START. Zod-free, so the tracker's date control can use it.
import { HISTORY_START, SCORED_METRICS, type ScoredMetric, type Status } from "../schema/metrics";
import { dayOf } from "./history-date";

export { dayOf, isHistoryDate } from "./history-date";

type ChangeStatus = "green" | "amber" | "red";
type Change = {
  date: string;
  metric: ScoredMetric;
  from: ChangeStatus;
  to: ChangeStatus;
  summary: string;
  since_at_least?: true;
  sources: ReadonlyArray<{ title: string; url: string; date: string }>;
};
export type HistoryChange = Change & { id: string; country: string; subdivision?: string };

export function changeId(country: string, change: { date: string; metric: ScoredMetric }, subdivision?: string): string {
  return [country, subdivision, change.metric.replace(/_/g, "-"), change.date].filter(Boolean).join("-").toLowerCase();
}

const SEVERITY: Record<ChangeStatus, number> = { green: 0, amber: 1, red: 2 };
export type ChangeDirection = "tightened" | "loosened";
/** Every colour in the tracker orders the same way: green, amber, red. */
export function changeDirection(change: { from: ChangeStatus; to: ChangeStatus }): ChangeDirection {
  return SEVERITY[change.to] > SEVERITY[change.from] ? "tightened" : "loosened";
}

type HistoryHolder = {
  iso_a3: string;
  history?: readonly Change[];
  subnational: ReadonlyArray<{ iso_code: string; history?: readonly Change[] }>;
};

/** Every change of every country and subdivision, newest first (ties: by country, then metric). */
export function flattenHistory(countries: readonly HistoryHolder[]): HistoryChange[] {
  const all: HistoryChange[] = [];
  for (const country of countries) {
    for (const change of country.history ?? []) all.push({ id: changeId(country.iso_a3, change), country: country.iso_a3, ...change });
    for (const entry of country.subnational) {
      for (const change of entry.history ?? [])
        all.push({ id: changeId(country.iso_a3, change, entry.iso_code), country: country.iso_a3, subdivision: entry.iso_code, ...change });
    }
  }
  return all.sort(
    (a, b) =>
      dayOf(b.date).localeCompare(dayOf(a.date)) ||
      a.country.localeCompare(b.country) ||
      (a.subdivision ?? "").localeCompare(b.subdivision ?? "") ||
      a.metric.localeCompare(b.metric),
  );
}

/** The evidence a cell has without a recorded change: its sources' dates (and an inferred green's surveys'). */
export type MetricEvidenceDates = Partial<Record<ScoredMetric, readonly string[]>>;

type EvidenceHolder = {
  sources_primary: ReadonlyArray<{ date: string; metrics: readonly ScoredMetric[] }>;
  evidence?: Partial<Record<ScoredMetric, { strength: string; surveys?: ReadonlyArray<string | { date: string }> } | undefined>>;
};

/** Each cell's evidence dates: the key sources that support it, or the surveys an inferred green rests on. */
export function evidenceDates(country: EvidenceHolder): MetricEvidenceDates {
  const dates: Partial<Record<ScoredMetric, string[]>> = {};
  for (const metric of SCORED_METRICS) {
    const entry = country.evidence?.[metric];
    const surveys =
      entry?.strength === "no_restriction_found" ? (entry.surveys ?? []).flatMap((survey) => (typeof survey === "string" ? [] : [survey.date])) : [];
    const own = country.sources_primary.filter((source) => source.metrics.includes(metric)).map((source) => source.date);
    if (own.length + surveys.length > 0) dates[metric] = [...own, ...surveys];
  }
  return dates;
}

/**
 * Per cell without a recorded change, the earliest day its colour is on record: what the date
 * control needs to tell "this colour" from "no record yet" (published in /data/status-history.json).
 */
export function onRecordSince(country: EvidenceHolder & { history?: ReadonlyArray<{ metric: ScoredMetric }> }): Partial<Record<ScoredMetric, string>> {
  const changed = new Set((country.history ?? []).map((change) => change.metric));
  const dates = evidenceDates(country);
  const since: Partial<Record<ScoredMetric, string>> = {};
  for (const metric of SCORED_METRICS) {
    const earliest = changed.has(metric) ? undefined : dates[metric]?.map(dayOf).sort()[0];
    if (earliest) since[metric] = earliest;
  }
  return since;
}

/**
 * Since when the current status is on record: its latest change, or else the earliest of its
 * sources (the brief then says "since at least"). Null when nothing dates it (a grey cell).
 */
export function statusSince(
  changes: readonly Change[],
  metric: ScoredMetric,
  evidenceDates: readonly string[] = [],
): { date: string; atLeast: boolean } | null {
  const own = changes.filter((change) => change.metric === metric);
  const last = own.at(-1);
  if (last) return { date: last.date, atLeast: Boolean(last.since_at_least) };
  const earliest = [...evidenceDates].map(dayOf).sort()[0];
  return earliest ? { date: earliest, atLeast: true } : null;
}

/**
 * One cell as of `date`: the colour after the last change on or before it; before the first
 * change, the colour it changed from (back to HISTORY_START), unless that change is dated only by
 * its earliest source ("since at least"), when nothing is on record before it; with no change at
 * all, today's colour from its earliest evidence on, and grey ("no record") before that.
 */
export function statusAt(current: Status, changes: readonly Change[], metric: ScoredMetric, date: string, evidenceDates: readonly string[] = []): Status {
  const own = changes.filter((change) => change.metric === metric);
  if (own.length > 0) {
    let status: Status = own[0]!.since_at_least ? "grey" : own[0]!.from;
    for (const change of own) if (dayOf(change.date) <= date) status = change.to;
    return status;
  }
  if (current === "grey") return "grey";
  const since = statusSince(own, metric, evidenceDates);
  return since && since.date <= date ? current : "grey";
}

/** Every scored cell of one country as of `date`. */
export function statusesAt(
  current: Partial<Record<ScoredMetric, Status>>,
  changes: readonly Change[],
  date: string,
  evidenceDates: MetricEvidenceDates = {},
): Record<ScoredMetric, Status> {
  return Object.fromEntries(
    SCORED_METRICS.map((metric) => [metric, statusAt(current[metric] ?? "grey", changes, metric, date, evidenceDates[metric])]),
  ) as Record<ScoredMetric, Status>;
}

/**
 * Problems with one entry's history, as (field, reason) pairs: out of order, a chain whose
 * colours do not follow on, or one that does not end at today's status.
 */
export function historyProblems(
  history: readonly Change[],
  statuses: Partial<Record<ScoredMetric, Status>>,
  prefix = "",
): Array<{ field: string; reason: string }> {
  const problems: Array<{ field: string; reason: string }> = [];
  const lastOf = new Map<ScoredMetric, { change: Change; index: number }>();
  history.forEach((change, index) => {
    const field = `${prefix}history[${index}]`;
    const previous = history[index - 1];
    if (previous && dayOf(change.date) < dayOf(previous.date))
      problems.push({ field: `${field}.date`, reason: `${change.date} comes after ${previous.date}: keep the history oldest first` });
    if (dayOf(change.date) < HISTORY_START)
      problems.push({
        field: `${field}.date`,
        reason: `${change.date} is before ${HISTORY_START}, where the history starts: give the status on that day as the first change's "from"`,
      });
    const before = lastOf.get(change.metric);
    if (before) {
      if (before.change.to !== change.from)
        problems.push({
          field: `${field}.from`,
          reason: `is ${change.from}, but the previous ${change.metric} change (history[${before.index}]) ended at ${before.change.to}`,
        });
      if (dayOf(before.change.date) === dayOf(change.date))
        problems.push({ field: `${field}.date`, reason: `two ${change.metric} changes on ${change.date}: record the net change once` });
    }
    lastOf.set(change.metric, { change, index });
  });
  for (const [metric, { change, index }] of lastOf) {
    const current = statuses[metric] ?? "grey";
    if (change.to !== current)
      problems.push({
        field: `${prefix}history[${index}].to`,
        reason: `the latest ${metric} change ends at ${change.to}, but statuses.${metric} is ${current}: the history's last state must be today's status`,
      });
  }
  return problems;
}

type StatusHolder = {
  iso_a3: string;
  statuses: Partial<Record<ScoredMetric, Status>>;
  history?: readonly Change[];
  subnational: ReadonlyArray<{ iso_code: string; statuses: Partial<Record<ScoredMetric, Status>>; history?: readonly Change[] }>;
};
export type UnrecordedChange = { country: string; subdivision?: string; metric: ScoredMetric; from: Status; to: Status };

/**
 * The colour changes between what is published and what is about to be that the history does
 * not record (its latest change of that metric must go from the old colour to the new one).
 * Grey is "no record": a first colour, or a colour withdrawn, needs no history entry.
 */
export function unrecordedChanges(published: readonly StatusHolder[], next: readonly StatusHolder[]): UnrecordedChange[] {
  const before = new Map(published.map((country) => [country.iso_a3, country]));
  const missing: UnrecordedChange[] = [];
  const compare = (
    country: string,
    subdivision: string | undefined,
    old: StatusHolder["statuses"],
    now: StatusHolder["statuses"],
    history: readonly Change[],
  ) => {
    for (const metric of SCORED_METRICS) {
      const from = old[metric] ?? "grey";
      const to = now[metric] ?? "grey";
      if (from === to || from === "grey" || to === "grey") continue;
      const last = history.filter((change) => change.metric === metric).at(-1);
      if (last?.from !== from || last.to !== to) missing.push({ country, subdivision, metric, from, to });
    }
  };
  for (const country of next) {
    const old = before.get(country.iso_a3);
    if (!old) continue;
    compare(country.iso_a3, undefined, old.statuses, country.statuses, country.history ?? []);
    const oldEntries = new Map(old.subnational.map((entry) => [entry.iso_code, entry]));
    for (const entry of country.subnational) {
      const oldEntry = oldEntries.get(entry.iso_code);
      if (oldEntry) compare(country.iso_a3, entry.iso_code, oldEntry.statuses, entry.statuses, entry.history ?? []);
    }
  }
  return missing;
}
