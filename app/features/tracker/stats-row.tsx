import type { Metric } from "@data/schema/metrics";
import type { TrackerStats } from "./statistics";

/** The statistics for every metric; the stylesheet shows the chosen one (see MetricLegends). */
/** `past`: a past day is shown (the date control), where grey means "nothing on record yet", not "in review". */
export function MetricStatsRows({ stats, current, past = false }: { stats: ReadonlyMap<Metric, TrackerStats>; current: Metric; past?: boolean }) {
  return (
    <>
      {[...stats].map(([metric, figures]) => (
        <StatsRow key={metric} stats={figures} metric={metric} testIds={metric === current} past={past} />
      ))}
    </>
  );
}

function StatsRow({ stats, metric, testIds = true, past = false }: { stats: TrackerStats; metric: Metric; testIds?: boolean; past?: boolean }) {
  const testId = (label: string) => (testIds ? `stat-${label.toLowerCase().replaceAll(" ", "-")}` : undefined);
  const cards = [
    {
      label: "Countries Tracked",
      value: stats.tracked,
      status: "all",
      detail: stats.unknown > 0 ? (past ? `${stats.unknown} with nothing on record that day` : `${stats.unknown} in review`) : null,
    },
    {
      label: "Free Countries",
      value: stats.free,
      status: "green",
      detail: stats.freeInferred > 0 ? `of which ${stats.freeInferred} by absence of restriction` : null,
    },
    { label: "Restricted", value: stats.restricted, status: "amber", detail: null },
    { label: "Prohibited", value: stats.prohibited, status: "red", detail: null },
  ];
  return (
    <dl className="stats-row" aria-label="Statistics for the chosen metric" data-for-metric={metric}>
      {cards.map((card) => (
        <div key={card.label} className={`stat-card stat-${card.status}`}>
          <dt>{card.label}</dt>
          <dd data-testid={testId(card.label)}>{card.value}</dd>
          {card.detail ? (
            <dd className="stat-detail" data-testid={testIds ? `${testId(card.label)}-detail` : undefined}>
              {card.detail}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
