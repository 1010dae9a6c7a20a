// Which reviewed providers outside sources report working or blocked in one country: for the
// "Using a VPN here" section of every brief (built for country pages, computed in the browser for
// the tracker's drawer from /data/vpn-providers.json). Zod-free.
import type { CountryReport, VpnProvider } from "../schema/vpn";

export type CountryVpnReport = CountryReport & { slug: string; provider: string };

/** Every active provider's reports for `iso`, newest first (ties: by provider name). */
export function countryVpnReports(
  providers: ReadonlyArray<Pick<VpnProvider, "slug" | "name" | "status" | "country_reports">>,
  iso: string,
): CountryVpnReport[] {
  return providers
    .filter((vpn) => vpn.status === "active")
    .flatMap((vpn) => vpn.country_reports.filter((report) => report.country === iso).map((report) => ({ ...report, slug: vpn.slug, provider: vpn.name })))
    .sort((a, b) => b.date.localeCompare(a.date) || a.provider.localeCompare(b.provider));
}

/** Reports older than this many years are shown, but the section says there is no recent one. */
const RECENT_REPORT_YEARS = 3;

export function isRecentReport(report: { date: string }, today: string): boolean {
  return Number(today.slice(0, 4)) - Number(report.date.slice(0, 4)) <= RECENT_REPORT_YEARS;
}
