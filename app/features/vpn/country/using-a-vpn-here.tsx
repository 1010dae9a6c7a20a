import { isRecentReport, type CountryVpnReport } from "@data/model/vpn-country-reports";
import type { Status } from "@data/schema/metrics";
import { Link } from "react-router";
import { formatDate } from "~/lib/format-date";
import { useLanguage, useMessages, useTranslatedPageMessages } from "~/lib/i18n/i18n-context";
import { SourceLinks } from "../review/source-links";
import { vpnSectionMessages, vpnStatusLabels } from "./messages";
import type { vpnSectionPageMessages } from "./translated-page-messages";

/** A report as a page shows it: on a translated page, `fallback` says its summary is the English (stale or never translated). */
type ShownVpnReport = CountryVpnReport & { fallback?: "stale" | "missing" };

export type UsingAVpnHereProps = {
  iso: string;
  countryName: string;
  /** The country's VPN status and whether a green rests only on surveys listing no restriction. */
  status: Status;
  inferred: boolean;
  vpnLaws: ReadonlyArray<{ title: string; url: string }>;
  reports: readonly ShownVpnReport[];
  /** The day the page was built (or today in the browser): what "recent" is measured against. */
  today: string;
  H: "h2" | "h3";
  idPrefix: string;
};

const WHAT_THE_STATUS_MEANS = { green: "meansGreen", amber: "meansAmber", red: "meansRed", grey: "meansGrey" } as const satisfies Record<Status, string>;
const OUTCOME_LABELS = { works: "reportedWorking", blocked: "reportedBlocked", mixed: "mixedReports" } as const;

/**
 * "Using a VPN here": what the law says (the country's own data), whether VPNs are blocked in
 * practice, and which reviewed providers outside sources report working or blocked here. It
 * never promises that a VPN is safe or will work.
 */
export function UsingAVpnHere({ iso, countryName, status, inferred, vpnLaws, reports, today, H, idPrefix }: UsingAVpnHereProps) {
  const t = useMessages(vpnSectionMessages);
  const translatedPage = useTranslatedPageMessages<typeof vpnSectionPageMessages>("vpnSection");
  const statusLabel = useMessages(vpnStatusLabels)(`status.vpn_status.${status}`);
  const language = useLanguage();
  const Sub = H === "h2" ? "h3" : "h4";
  const headingId = `${idPrefix}-using-a-vpn`;
  const blocked = reports.filter((report) => report.outcome !== "works");
  const recent = reports.filter((report) => isRecentReport(report, today));
  const restrictive = status === "amber" || status === "red";
  return (
    <section aria-labelledby={headingId} className="using-a-vpn">
      <H id={headingId}>{t("heading")}</H>
      {status === "red" ? (
        <div className="notice notice-risk" role="note">
          <p>
            <strong>{t("legalRiskTitle")}</strong> {t("legalRisk", { country: countryName })}
          </p>
        </div>
      ) : null}
      <p>
        <span className="font-medium">{t("theLaw")}</span> {statusLabel}
        {inferred ? ` ${t("inferredInSurveys")}` : ""}. {t(WHAT_THE_STATUS_MEANS[status])}
      </p>
      {vpnLaws.length > 0 ? (
        <ul className="brief-list">
          {vpnLaws.map((law) => (
            <li key={law.url}>
              <a href={law.url} rel="noopener noreferrer" target="_blank" lang={language === "en" ? undefined : "en"}>
                {law.title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <span className="font-medium">{t("blockedInPractice")}</span>{" "}
        {blocked.length > 0
          ? t("blockedReports", { count: blocked.length, date: formatDate(blocked[0]!.date, language) })
          : t(restrictive ? "noBlockedReportRestrictive" : "noBlockedReport")}
      </p>
      {restrictive || reports.length > 0 ? (
        <>
          <Sub>{t("providersWithReports")}</Sub>
          {recent.length === 0 ? <p>{t("noRecentReport", { year: String(Number(today.slice(0, 4)) - 3) })}</p> : null}
          {reports.length > 0 ? (
            <ul className="plain-list stacked vpn-reports">
              {reports.map((report, index) => (
                <li key={`${report.slug}-${report.date}-${index}`}>
                  <p>
                    <Link to={`/vpn/${report.slug}#country-reports`} hrefLang={language === "en" ? undefined : "en"}>
                      {report.provider}
                    </Link>
                    : <span className={`badge report-${report.outcome}`}>{t(OUTCOME_LABELS[report.outcome])}</span>{" "}
                    <time dateTime={report.date}>{formatDate(report.date, language)}</time>
                  </p>
                  <p lang={report.fallback ? "en" : undefined} dir={report.fallback ? "ltr" : undefined}>
                    {report.summary}
                  </p>
                  <SourceLinks sources={report.sources} />
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-sm text-muted">
            {t("reportsFrom")}
            {reports.length > 0 ? (
              <>
                {" "}
                {t.rich(
                  "compareFor",
                  {
                    compare: (text) => (
                      <Link to={`/compare?country=${iso}`} hrefLang={language === "en" ? undefined : "en"}>
                        {text}
                      </Link>
                    ),
                  },
                  { country: countryName },
                )}
                {language === "en" ? null : ` ${translatedPage("reviewsInEnglish")}`}
              </>
            ) : null}
          </p>
        </>
      ) : null}
    </section>
  );
}
