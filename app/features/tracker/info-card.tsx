import type { Metric } from "@data/schema/metrics";
import { formatDate } from "~/lib/format-date";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { useCountryName } from "./country-names";
import { trackerMapMessages } from "./map/messages";
import { isInferred, METRIC_ORDER } from "./metrics";
import { StatusDot } from "./status-dot";
import type { TrackerCountry } from "./tracker-data";
import { useLabels } from "./use-labels";

/** The card beside the map: the hovered or focused country, or a hint when there is none. */
export function InfoCard({ country, metric, onOpen }: { country: TrackerCountry | null; metric: Metric; onOpen: (iso: string) => void }) {
  const t = useMessages(trackerMapMessages);
  const labels = useLabels();
  const language = useLanguage();
  const countryName = useCountryName();
  if (!country) {
    return (
      <aside className="info-card" aria-label={t("countryDetails")} data-testid="info-card">
        <h2 className="info-card-title">{t("exploreTitle")}</h2>
        <p className="text-sm text-muted">{t("exploreHint")}</p>
      </aside>
    );
  }
  const status = country.hasData ? country.statuses[metric] : "grey";
  const name = countryName(country);
  return (
    <aside className="info-card" aria-label={t("countryDetails")} aria-live="polite" data-testid="info-card">
      <p className="info-card-status">
        <StatusDot status={status} inferred={isInferred(country, metric)} />{" "}
        {country.hasData ? labels.statusText(metric, status, isInferred(country, metric)) : t("noData")}
      </p>
      <h2 className="info-card-title">{name}</h2>
      {country.hasData ? (
        <>
          {/* First, so it is always in view however long the card: the card scrolls, the page never moves. */}
          <button type="button" className="btn btn-secure btn-sm mb-2" onClick={() => onOpen(country.iso_a3)}>
            {t("viewBrief")}
          </button>
          <p className="text-xs text-muted">
            {t("updatedVerified", { updated: formatDate(country.last_change, language), verified: formatDate(country.last_verified, language) })}
          </p>
          {/* The tracker's data has the English summary: on a translated page it is marked as English. */}
          <p className="info-card-summary mt-2 text-sm" lang={language === "en" ? undefined : "en"} dir={language === "en" ? undefined : "ltr"}>
            {country.summary}
          </p>
          <ul className="mt-3 space-y-1 text-sm">
            {METRIC_ORDER.map((m) => (
              <li key={m} className="flex items-start gap-2">
                <StatusDot status={country.statuses[m]} inferred={isInferred(country, m)} />
                <span>
                  <span className="text-muted">{t("metricLabel", { metric: labels.metric(m) })}</span>{" "}
                  {labels.statusText(m, country.statuses[m], isInferred(country, m))}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">{t("noBrief", { country: name })}</p>
      )}
    </aside>
  );
}
