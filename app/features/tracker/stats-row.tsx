import type { Metric } from "@data/schema/metrics";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { formatNumber } from "~/lib/i18n/format-message";
import { trackerMapMessages } from "./map/messages";
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
  const t = useMessages(trackerMapMessages);
  const language = useLanguage();
  // English figures as they are (no Intl on English pages), other languages in their own digits, as in the messages.
  const figure = (value: number) => formatNumber(value, language);
  // The test ids stay English whatever the page's language.
  const testId = (id: string) => (testIds ? `stat-${id}` : undefined);
  const cards = [
    {
      id: "countries-tracked",
      label: t("countriesTracked"),
      value: stats.tracked,
      status: "all",
      detail: stats.unknown > 0 ? t(past ? "nothingOnRecord" : "inReview", { count: stats.unknown }) : null,
    },
    {
      id: "free-countries",
      label: t("freeCountries"),
      value: stats.free,
      status: "green",
      detail: stats.freeInferred > 0 ? t("freeInferred", { count: stats.freeInferred }) : null,
    },
    { id: "restricted", label: t("restricted"), value: stats.restricted, status: "amber", detail: null },
    { id: "prohibited", label: t("prohibited"), value: stats.prohibited, status: "red", detail: null },
  ];
  return (
    <dl className="stats-row" aria-label={t("statistics")} data-for-metric={metric}>
      {cards.map((card) => (
        <div key={card.id} className={`stat-card stat-${card.status}`}>
          <dt>{card.label}</dt>
          <dd data-testid={testId(card.id)}>{figure(card.value)}</dd>
          {card.detail ? (
            <dd className="stat-detail" data-testid={testIds ? `${testId(card.id)}-detail` : undefined}>
              {card.detail}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
