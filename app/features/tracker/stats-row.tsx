import type { TrackerStats } from "./statistics";

export function StatsRow({ stats }: { stats: TrackerStats }) {
  const cards = [
    { label: "Countries Tracked", value: stats.tracked, status: "all", detail: stats.unknown > 0 ? `${stats.unknown} in review` : null },
    { label: "Free Countries", value: stats.free, status: "green", detail: stats.freeInferred > 0 ? `of which ${stats.freeInferred} by absence of restriction` : null },
    { label: "Restricted", value: stats.restricted, status: "amber", detail: null },
    { label: "Prohibited", value: stats.prohibited, status: "red", detail: null },
  ];
  return (
    <dl className="stats-row" aria-label="Statistics for the chosen metric">
      {cards.map((card) => (
        <div key={card.label} className={`stat-card stat-${card.status}`}>
          <dt>{card.label}</dt>
          <dd data-testid={`stat-${card.label.toLowerCase().replaceAll(" ", "-")}`}>{card.value}</dd>
          {card.detail ? (
            <dd className="stat-detail" data-testid={`stat-${card.label.toLowerCase().replaceAll(" ", "-")}-detail`}>
              {card.detail}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
