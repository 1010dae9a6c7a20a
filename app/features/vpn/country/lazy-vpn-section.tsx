import { countryVpnReports, type CountryVpnReport } from "@data/model/vpn-country-reports";
import type { VpnProvider } from "@data/schema/vpn";
import { useEffect, useState } from "react";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { vpnSectionMessages } from "./messages";
import { UsingAVpnHere, type UsingAVpnHereProps } from "./using-a-vpn-here";

const PROVIDERS_URL = "/data/vpn-providers.json";
let pending: Promise<VpnProvider[]> | null = null;

/** The published provider data, fetched once per page; a failure is forgotten so Retry fetches again. */
function loadProviders(): Promise<VpnProvider[]> {
  pending ??= fetch(PROVIDERS_URL)
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
      const body = (await response.json()) as { providers?: unknown };
      if (!Array.isArray(body.providers)) throw new Error(`Unexpected data in ${PROVIDERS_URL}`);
      return body.providers as VpnProvider[];
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/**
 * The section where the page holds no provider data (the tracker's drawer, the offline country
 * page): the reports load with it, and a failure says so with Retry.
 */
export function LazyVpnSection(props: Omit<UsingAVpnHereProps, "reports" | "today">) {
  const [reports, setReports] = useState<CountryVpnReport[] | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const t = useMessages(vpnSectionMessages);
  const language = useLanguage();
  useEffect(() => {
    let live = true;
    setError(null);
    // Another country's reports never show under this one's heading.
    setReports(null);
    loadProviders().then(
      (providers) => live && setReports(countryVpnReports(providers, props.iso)),
      (failure: unknown) => live && setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => {
      live = false;
    };
  }, [props.iso, attempt]);
  if (error) {
    const Heading = props.H;
    return (
      <section aria-labelledby={`${props.idPrefix}-using-a-vpn`}>
        <Heading id={`${props.idPrefix}-using-a-vpn`}>{t("heading")}</Heading>
        <div className="notice notice-error" role="alert">
          <p>{t("loadError", { message: error.message })}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setAttempt((value) => value + 1)}>
            {t("retry")}
          </button>
        </div>
      </section>
    );
  }
  if (!reports) return <p role="status">{t("loading", { country: props.countryName })}</p>;
  // The published provider data is English: on a translated page its summaries are marked as such.
  const shown = language === "en" ? reports : reports.map((report) => ({ ...report, fallback: "missing" as const }));
  return <UsingAVpnHere {...props} reports={shown} today={new Date().toISOString().slice(0, 10)} />;
}
