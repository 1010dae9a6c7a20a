import type { NewsItem } from "@data/schema";
import { formatDate } from "~/lib/format-date";

const TYPE_LABELS: Record<NewsItem["type"], string> = {
  proposed: "Proposed",
  enacted: "Enacted",
  in_force: "In force",
  court_ruling: "Court ruling",
  enforcement: "Enforcement",
  repealed: "Repealed",
};

/** 'Recent Legislation Watch': the newest items of the last six months. */
export function NewsPanel({ items, countryName }: { items: readonly NewsItem[]; countryName: (code: string) => string }) {
  return (
    <section className="news-panel card" aria-labelledby="news-title">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="news-title" className="m-0">
          Recent Legislation Watch
        </h2>
        <span className="text-sm text-muted">Last 6 months</span>
      </div>
      {items.length === 0 ? (
        <p className="text-muted">No updates in the last 6 months.</p>
      ) : (
        <ol className="news-list">
          {items.map((item) => (
            <li key={`${item.country}-${item.date}-${item.title}`} className="news-item">
              <p className="text-xs text-muted">
                <time dateTime={item.date}>{formatDate(item.date)}</time> · {countryName(item.country)} ·{" "}
                <span className="badge">{TYPE_LABELS[item.type]}</span> <span className="badge">{item.topic === "vpn" ? "VPN" : "Age"}</span>
              </p>
              <h3 className="news-title">
                <a href={item.url} rel="noopener noreferrer" target="_blank">
                  {item.title}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </h3>
              <p className="text-sm">{item.summary}</p>
              <p className="text-xs text-muted">Source: {item.source.name}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
