import type { TrackerStats } from "./statistics";

export function StatsRow({ stats }: { stats: TrackerStats }) {
  const cards = [
    { label: "Countries Tracked", value: stats.tracked, status: "all" },
    { label: "Free Countries", value: stats.free, status: "green" },
    { label: "Restricted", value: stats.restricted, status: "amber" },
    { label: "Prohibited", value: stats.prohibited, status: "red" },
  ];
  return (
    <dl className="stats-row" aria-label="Statistics for the chosen metric">
      {cards.map((card) => (
        <div key={card.label} className={`stat-card stat-${card.status}`}>
          <dt>{card.label}</dt>
          <dd data-testid={`stat-${card.label.toLowerCase().replaceAll(" ", "-")}`}>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
