import { STATUS_LABELS } from "@data/model/labels";
import { defineMessages } from "~/lib/i18n/messages";

/** The VPN status's labels, from the tracker's labels collection (data/i18n/<language>/labels.json), not from the interface catalogue. */
export const vpnStatusLabels = defineMessages("labels", {
  "status.vpn_status.green": STATUS_LABELS.vpn_status.green,
  "status.vpn_status.amber": STATUS_LABELS.vpn_status.amber,
  "status.vpn_status.red": STATUS_LABELS.vpn_status.red,
  "status.vpn_status.grey": STATUS_LABELS.vpn_status.grey,
});

/** "Using a VPN here", the VPN section of a country's brief. */
export const vpnSectionMessages = defineMessages("vpnSection", {
  heading: "Using a VPN here",
  legalRiskTitle: "Legal risk.",
  legalRisk:
    "In {country}, using or offering a VPN the state has not approved can lead to fines or worse, and authorities may see that you use one. No VPN makes this safe. This page is information, not legal advice.",
  theLaw: "The law:",
  inferredInSurveys: "(no restriction found in comprehensive surveys)",
  meansGreen: "Using a VPN is lawful, and no law restricting VPN providers is on record.",
  meansAmber:
    "VPNs are restricted: providers may need a licence or state approval, unapproved services are blocked, or some uses are punished, while using a VPN is not in itself a general offence.",
  meansRed: "VPNs are banned or heavily restricted: using an unapproved VPN, or providing one, can be punished.",
  meansGrey: "The evidence is in review, so this page does not say whether VPNs are lawful here.",
  blockedInPractice: "Blocked in practice:",
  blockedReports:
    "{count, plural, one {one outside report of a reviewed provider blocked or disrupted here is on record, from {date}.} other {# outside reports of reviewed providers blocked or disrupted here are on record, the newest from {date}.}}",
  noBlockedReport: "no outside report of a reviewed provider being blocked here is on record.",
  noBlockedReportRestrictive: "no outside report of a reviewed provider being blocked here is on record, which is not evidence that none is.",
  providersWithReports: "Reviewed providers with outside reports here",
  noRecentReport: "No recent independent report (from {year} or later) for any reviewed provider.",
  reportedWorking: "Reported working",
  reportedBlocked: "Reported blocked",
  mixedReports: "Mixed reports",
  reportsFrom:
    "Reports come from news, measurements, researchers and governments, never from the providers. A report that a VPN worked once says nothing about tomorrow.",
  compareFor: "Compare these providers <compare>for use in {country}</compare>.",
  loading: "Loading what is known about using a VPN in {country}…",
  loadError: "The reports on VPN providers could not be loaded ({message}).",
  retry: "Retry",
});
