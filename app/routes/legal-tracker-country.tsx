import type { Country } from "@data/schema";
import { briefStrings, withBriefTexts } from "@data/model/brief-strings";
import { collectionStrings, vpnReportKey } from "@data/model/collection-strings";
import { data, Link } from "react-router";
import { FollowButton } from "~/features/live-updates/follow-button";
import { LiveUpdatesProvider } from "~/features/live-updates/live-updates-provider";
import { ShareBar } from "~/features/share/share-bar";
import { CountryBrief } from "~/features/tracker/brief/country-brief";
import { preloadLazyTimeline, StatusTimeline } from "~/features/tracker/brief/status-timeline";
import { CountryNamesProvider } from "~/features/tracker/country-names";
import { countryPageMessages } from "~/features/tracker/country-page-messages";
import { LazyVpnSection } from "~/features/vpn/country/lazy-vpn-section";
import { UsingAVpnHere } from "~/features/vpn/country/using-a-vpn-here";
import { vpnSectionProps } from "~/features/vpn/country/vpn-section-props";
import { countryVpnReports } from "@data/model/vpn-country-reports";
import { countrySlug } from "~/features/tracker/country-slug";
import { invalidateStatusHistory } from "~/features/tracker/history/status-history-data";
import { countryNamesIn, interfaceTextFor } from "~/interface-text.server";
import { loadCheckedData } from "~/lib/checked-data.server";
import { translatedPageMeta } from "~/lib/i18n/alternates";
import { translator, useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { isTranslationLanguage, languageOfPath, pathInLanguage } from "~/lib/i18n/languages";
import { currentTranslation } from "~/lib/i18n/translations.server";
import { RouteDataError } from "~/components/route-data-error";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/legal-tracker-country";

// Build time only: one prerendered page per country with data, in English and in each translated
// language (app/routes.ts), where the brief's texts are the current translations (data/i18n).
export function loader({ params, request }: Route.LoaderArgs) {
  const { countries, vpns, news } = loadCheckedData();
  const english = countries.find((entry) => countrySlug(entry.name) === params.country);
  if (!english) throw data("No brief for this country", { status: 404 });
  // An empty history is still a history: the page says "no change recorded" instead of offering to load one.
  const country = { ...english, history: english.history ?? [] };
  const vpnReports = countryVpnReports(vpns, country.iso_a3);
  const builtOn = new Date().toISOString().slice(0, 10);
  const language = languageOfPath(new URL(request.url).pathname);
  if (!isTranslationLanguage(language)) return { country, vpnReports, builtOn, translated: null };

  const brief = currentTranslation(language, country.iso_a3, briefStrings(country));
  const reports = currentTranslation(language, "vpn-reports", collectionStrings("vpn-reports", { news, vpns }));
  const ui = translator(countryPageMessages, language, interfaceTextFor(language));
  const localName = countryNamesIn(language)[country.iso_a3] ?? country.name;
  return {
    country: withBriefTexts(country, brief.texts),
    vpnReports: vpnReports.map((report) => {
      const key = vpnReportKey(report.slug, { country: country.iso_a3, date: report.date });
      const text = reports.texts[key];
      if (text !== undefined) return { ...report, summary: text };
      return { ...report, fallback: reports.stale.includes(key) ? ("stale" as const) : ("missing" as const) };
    }),
    builtOn,
    translated: {
      localName,
      title: ui("countryPageTitle", { country: localName }),
      stale: brief.stale,
      missing: brief.missing,
      englishPath: `/legal-tracker/${countrySlug(country.name)}`,
    },
  };
}

// In the browser: the prerendered data when it exists; otherwise (the offline app shell, or an
// unknown country behind the 404 page) the brief from the published data, which the service
// worker keeps for offline reading.
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    const response = await fetch("/data/legislation-status.json").catch(() => null);
    if (!response?.ok) throw error;
    const published = (await response.json()) as { countries: Country[] };
    const country = published.countries.find((entry) => countrySlug(entry.name) === params.country);
    if (!country) throw data("No brief for this country", { status: 404 });
    return { country, vpnReports: null, builtOn: new Date().toISOString().slice(0, 10), translated: null };
  }
}
clientLoader.hydrate = false as const;

export function meta({ loaderData, location }: Route.MetaArgs) {
  const country = loaderData?.country;
  if (!country) return pageMeta({ title: "Country not found", description: "No brief for this country.", canonicalPath: "/legal-tracker", noindex: true });
  const description = country.summary.length > 155 ? `${country.summary.slice(0, 152).trimEnd()}…` : country.summary;
  const englishPath = `/legal-tracker/${countrySlug(country.name)}`;
  return translatedPageMeta({
    title: loaderData.translated?.title ?? `${country.name}: VPN, age-verification and censorship laws`,
    description,
    englishPath,
    pathname: location.pathname,
  }).concat(
    // The feeds are English: their titles say whose they are in the English name.
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: `${country.name} updates`, href: `/feeds/${countrySlug(country.name)}.xml` },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `${country.name}: status changes`,
      href: `/feeds/changes/${countrySlug(country.name)}.xml`,
    },
  );
}

export default function CountryPage({ loaderData }: Route.ComponentProps) {
  const { country, vpnReports, builtOn, translated } = loaderData;
  const t = useMessages(countryPageMessages);
  const language = useLanguage();
  const name = translated?.localName ?? country.name;
  const trackerPath = pathInLanguage("/legal-tracker", language);
  return (
    <CountryNamesProvider names={translated ? { [country.iso_a3]: name } : null}>
      <LiveUpdatesProvider
        // The timeline's on-demand code first, so the page's history stays until the new one can load.
        onUpdate={(update) => update.iso_a3 === country.iso_a3 && void preloadLazyTimeline().then(invalidateStatusHistory, invalidateStatusHistory)}
        briefPath={(iso) => `${trackerPath}?country=${iso}`}>
        <article className="country-page mx-auto max-w-3xl">
          <nav aria-label={t("breadcrumb")} className="text-sm">
            <Link to={trackerPath}>{t("trackerTitle")}</Link> <span aria-hidden="true">{language === "fa" || language === "ar" ? "‹" : "›"}</span> {name}
          </nav>
          <h1>{name}</h1>
          {/* The answer first (the brief's "At a glance"), then the summary and the details. */}
          <CountryBrief
            country={country}
            level={2}
            idPrefix="page"
            translation={translated ?? undefined}
            timeline={<StatusTimeline country={country} headingId="page-history" H="h2" translation={translated ?? undefined} />}
            vpnSection={
              vpnReports ? (
                <UsingAVpnHere {...vpnSectionProps(country)} countryName={name} reports={vpnReports} today={builtOn} H="h2" idPrefix="page" />
              ) : (
                <LazyVpnSection {...vpnSectionProps(country)} countryName={name} H="h2" idPrefix="page" />
              )
            }
            extra={
              <div className="my-4 flex flex-wrap items-center gap-3">
                <Link to={`${trackerPath}?country=${country.iso_a3}`} className="btn btn-outline btn-sm">
                  {t("seeOnMap", { country: name })}
                </Link>
                <FollowButton iso={country.iso_a3} name={name} />
                <ShareBar title={t("countryShareTitle", { country: name })} />
              </div>
            }
          />
        </article>
      </LiveUpdatesProvider>
    </CountryNamesProvider>
  );
}

export const ErrorBoundary = RouteDataError;
