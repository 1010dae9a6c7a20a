import { isRecentReport, type CountryVpnReport } from "@data/model/vpn-country-reports";
import { STATUS_LABELS } from "@data/model/labels";
import type { Status } from "@data/schema/metrics";
import { Link } from "react-router";
import { formatDate } from "~/lib/format-date";
import { SourceLinks } from "../review/source-links";
import { REPORT_OUTCOME_LABELS } from "../review/report-labels";

export type UsingAVpnHereProps = {
  iso: string;
  countryName: string;
  /** The country's VPN status and whether a green rests only on surveys listing no restriction. */
  status: Status;
  inferred: boolean;
  vpnLaws: ReadonlyArray<{ title: string; url: string }>;
  reports: readonly CountryVpnReport[];
  /** The day the page was built (or today in the browser): what "recent" is measured against. */
  today: string;
  H: "h2" | "h3";
  idPrefix: string;
};

const WHAT_THE_STATUS_MEANS: Record<Status, string> = {
  green: "Using a VPN is lawful, and no law restricting VPN providers is on record.",
  amber:
    "VPNs are restricted: providers may need a licence or state approval, unapproved services are blocked, or some uses are punished, while using a VPN is not in itself a general offence.",
  red: "VPNs are banned or heavily restricted: using an unapproved VPN, or providing one, can be punished.",
  grey: "The evidence is in review, so this page does not say whether VPNs are lawful here.",
};

/**
 * "Using a VPN here": what the law says (the country's own data), whether VPNs are blocked in
 * practice, and which reviewed providers outside sources report working or blocked here. It
 * never promises that a VPN is safe or will work.
 */
export function UsingAVpnHere({ iso, countryName, status, inferred, vpnLaws, reports, today, H, idPrefix }: UsingAVpnHereProps) {
  const Sub = H === "h2" ? "h3" : "h4";
  const headingId = `${idPrefix}-using-a-vpn`;
  const blocked = reports.filter((report) => report.outcome !== "works");
  const recent = reports.filter((report) => isRecentReport(report, today));
  const restrictive = status === "amber" || status === "red";
  return (
    <section aria-labelledby={headingId} className="using-a-vpn">
      <H id={headingId}>Using a VPN here</H>
      {status === "red" ? (
        <div className="notice notice-risk" role="note">
          <p>
            <strong>Legal risk.</strong> In {countryName}, using or offering a VPN the state has not approved can lead to fines or worse, and authorities may
            see that you use one. No VPN makes this safe. This page is information, not legal advice.
          </p>
        </div>
      ) : null}
      <p>
        <span className="font-medium">The law:</span> {STATUS_LABELS.vpn_status[status]}
        {inferred ? " (no restriction found in comprehensive surveys)" : ""}. {WHAT_THE_STATUS_MEANS[status]}
      </p>
      {vpnLaws.length > 0 ? (
        <ul className="brief-list">
          {vpnLaws.map((law) => (
            <li key={law.url}>
              <a href={law.url} rel="noopener noreferrer" target="_blank">
                {law.title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <span className="font-medium">Blocked in practice:</span>{" "}
        {blocked.length > 0
          ? `outside sources report ${blocked.length === 1 ? "one report" : `${blocked.length} reports`} of reviewed providers blocked or disrupted here, the newest from ${formatDate(blocked[0]!.date)}.`
          : `no outside report of a reviewed provider being blocked here is on record${restrictive ? ", which is not evidence that none is" : ""}.`}
      </p>
      {restrictive || reports.length > 0 ? (
        <>
          <Sub>Reviewed providers with outside reports here</Sub>
          {recent.length === 0 ? <p>No recent independent report (from {Number(today.slice(0, 4)) - 3} or later) for any reviewed provider.</p> : null}
          {reports.length > 0 ? (
            <ul className="plain-list stacked vpn-reports">
              {reports.map((report, index) => (
                <li key={`${report.slug}-${report.date}-${index}`}>
                  <p>
                    <Link to={`/vpn/${report.slug}#country-reports`}>{report.provider}</Link>:{" "}
                    <span className={`badge report-${report.outcome}`}>{REPORT_OUTCOME_LABELS[report.outcome]}</span>{" "}
                    <time dateTime={report.date}>{formatDate(report.date)}</time>
                  </p>
                  <p>{report.summary}</p>
                  <SourceLinks sources={report.sources} />
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-sm text-muted">
            Reports come from news, measurements, researchers and governments, never from the providers. A report that a VPN worked once says nothing about
            tomorrow.
            {reports.length > 0 ? (
              <>
                {" "}
                Compare these providers <Link to={`/compare?country=${iso}`}>for use in {countryName}</Link>.
              </>
            ) : null}
          </p>
        </>
      ) : null}
    </section>
  );
}
