import type { NewsItem } from "@data/schema";
import { formatDate } from "~/lib/format-date";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { useCountryName } from "./country-names";
import { trackerListMessages } from "./list-messages";

const TYPE_LABELS = {
  proposed: "typeProposed",
  enacted: "typeEnacted",
  in_force: "typeInForce",
  court_ruling: "typeCourtRuling",
  enforcement: "typeEnforcement",
  repealed: "typeRepealed",
} as const satisfies Record<NewsItem["type"], string>;

/** The panel's window, in months (recent-news.ts keeps the items of the last six). */
const WINDOW_MONTHS = 6;

/** 'Recent Legislation Watch': the newest items of the last six months. */
export function NewsPanel({ items, countryName }: { items: readonly NewsItem[]; countryName: (code: string) => string }) {
  const t = useMessages(trackerListMessages);
  const language = useLanguage();
  const shownName = useCountryName();
  // The items' titles, summaries and source names are the news data's English: marked as such on a translated page.
  const english = language === "en" ? undefined : "en";
  return (
    <section className="news-panel card" aria-labelledby="news-title">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="news-title" className="m-0">
          {t("newsTitle")}
        </h2>
        <span className="text-sm text-muted">{t("lastMonths", { count: WINDOW_MONTHS })}</span>
      </div>
      {items.length === 0 ? (
        <p className="text-muted">{t("noUpdates", { count: WINDOW_MONTHS })}</p>
      ) : (
        <ol className="news-list">
          {items.map((item) => (
            <li key={`${item.country}-${item.date}-${item.title}`} className="news-item">
              <p className="text-xs text-muted">
                <time dateTime={item.date}>{formatDate(item.date, language)}</time> · {shownName({ iso_a3: item.country, name: countryName(item.country) })} ·{" "}
                <span className="badge">{t(TYPE_LABELS[item.type])}</span> <span className="badge">{item.topic === "vpn" ? t("badgeVpn") : t("badgeAge")}</span>
              </p>
              <h3 className="news-title" lang={english}>
                <a href={item.url} rel="noopener noreferrer" target="_blank">
                  {item.title}
                  <span className="sr-only" lang={english ? language : undefined}>
                    {" "}
                    {t("opensInNewTab")}
                  </span>
                </a>
              </h3>
              <p className="text-sm" lang={english}>
                {item.summary}
              </p>
              <p className="text-xs text-muted">{t("newsSource", { source: item.source.name })}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
