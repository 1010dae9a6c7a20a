import { ConnectionIndicator } from "~/features/live-updates/connection-indicator";
import { FollowButton } from "~/features/live-updates/follow-button";
import { LiveUpdatesProvider } from "~/features/live-updates/live-updates-provider";
import { ShareBar } from "~/features/share/share-bar";
import { mapFrame } from "~/features/tracker/map/map-geometry";
import { setPrerenderGeometry } from "~/features/tracker/map/map-shapes-source";
import { projectWorld } from "~/features/tracker/map/project-world.server";
import { invalidateStatusHistory } from "~/features/tracker/history/status-history-data";
import { vpnSectionProps } from "~/features/vpn/country/vpn-section-props";
import { TrackerPage } from "~/features/tracker/tracker-page";
import { TrackerQueryProvider, useRefreshTrackerData } from "~/features/tracker/tracker-query-provider";
import { buildTrackerSnapshot } from "~/features/tracker/tracker-snapshot.server";
import { loadCheckedData } from "~/lib/checked-data.server";
import { absoluteUrl, siteOrganization } from "~/lib/site-origin";
import { sitePage } from "~/site-pages";
import { lazy, Suspense } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { collectionStrings } from "@data/model/collection-strings";
import { CountryNamesProvider, useCountryName } from "~/features/tracker/country-names";
import { countryPageMessages } from "~/features/tracker/country-page-messages";
import { trackerMessages } from "~/features/tracker/messages";
import { vpnSectionMessages } from "~/features/vpn/country/messages";
import { countryNamesIn, interfaceTextFor } from "~/interface-text.server";
import { translatedPageMeta } from "~/lib/i18n/alternates";
import { translator, useMessages } from "~/lib/i18n/i18n-context";
import { isTranslationLanguage, languageOfPath, pathInLanguage } from "~/lib/i18n/languages";
import { currentTranslation } from "~/lib/i18n/translations.server";
import type { Route } from "./+types/legal-tracker";

// The section and the provider data it reads load with the first brief a reader opens.
const LazyVpnSection = lazy(() => import("~/features/vpn/country/lazy-vpn-section").then((module) => ({ default: module.LazyVpnSection })));

// Runs at build time only (prerender): the projected map and the data as published; on a
// translated page (app/routes.ts), the news titles translated where current and the CLDR country names.
export function loader({ request }: Route.LoaderArgs) {
  const { unCountries, news, vpns } = loadCheckedData();
  const geometry = projectWorld(unCountries);
  // The shapes go into the prerendered SVG only, not into the data the browser decodes.
  setPrerenderGeometry(geometry);
  // The page's title and description travel in its data, so the browser never loads the site's page catalogue here.
  const { path, title, description } = sitePage("/legal-tracker")!;
  const snapshot = buildTrackerSnapshot();
  const language = languageOfPath(new URL(request.url).pathname);
  if (!isTranslationLanguage(language)) return { snapshot, map: mapFrame(geometry), page: { path, title, description }, names: null };
  const t = translator(trackerMessages, language, interfaceTextFor(language));
  const trackerTitle = translator(countryPageMessages, language, interfaceTextFor(language))("trackerTitle");
  const titles = currentTranslation(language, "news", collectionStrings("news", { news, vpns })).texts;
  return {
    snapshot: { ...snapshot, news: snapshot.news.map((item) => ({ ...item, title: titles[item.url] ?? item.title })) },
    map: mapFrame(geometry),
    page: { path: pathInLanguage(path, language), title: trackerTitle, description: t("trackerDescription") },
    names: countryNamesIn(language),
  };
}

// The loader's data is fixed at build time; changing ?metric or ?country must not refetch it. A new
// language (/fa/legal-tracker → /ru/legal-tracker, the same route) needs that language's data.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.language !== nextParams.language;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  // No data only when the loader failed, and then the error screen sets its own title.
  if (!loaderData) return [];
  const { page } = loaderData;
  return translatedPageMeta({
    title: page.title,
    description: page.description,
    englishPath: "/legal-tracker",
    pathname: location.pathname,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Dataset",
      name: "Privacy Atlas legislation and censorship tracker",
      description: page.description,
      url: absoluteUrl(page.path),
      license: "https://creativecommons.org/licenses/by/4.0/",
      creator: siteOrganization(),
      spatialCoverage: "The 193 member states of the United Nations",
      isAccessibleForFree: true,
      distribution: [
        { "@type": "DataDownload", encodingFormat: "application/json", contentUrl: absoluteUrl("/data/legislation-status.json") },
        { "@type": "DataDownload", encodingFormat: "text/csv", contentUrl: absoluteUrl("/data/legislation-status.csv") },
      ],
    },
  }).concat({
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: "Status changes worldwide",
    href: "/feeds/changes.xml",
  });
}

export default function LegalTracker({ loaderData }: Route.ComponentProps) {
  return (
    <TrackerQueryProvider>
      <CountryNamesProvider names={loaderData.names}>
        <LiveTracker {...loaderData} />
      </CountryNamesProvider>
    </TrackerQueryProvider>
  );
}

function LiveTracker({ snapshot, map, page }: Route.ComponentProps["loaderData"]) {
  const refresh = useRefreshTrackerData();
  const t = useMessages(countryPageMessages);
  const countryName = useCountryName();
  const briefBase = page.path;
  return (
    <LiveUpdatesProvider
      onUpdate={() => {
        refresh();
        // A published change comes with its history entry: timelines and the date control re-read it.
        invalidateStatusHistory();
      }}
      briefPath={(iso) => `${briefBase}?country=${iso}`}>
      <TrackerPage
        snapshot={snapshot}
        map={map}
        share={<ShareBar title={t("trackerTitle")} />}
        status={<ConnectionIndicator />}
        briefActions={(country) => <FollowButton iso={country.iso_a3} name={countryName(country)} />}
        briefVpnSection={(country) => (
          <Suspense fallback={<VpnSectionLoading country={countryName(country)} />}>
            <LazyVpnSection {...vpnSectionProps(country)} countryName={countryName(country)} H="h3" idPrefix="drawer" />
          </Suspense>
        )}
      />
    </LiveUpdatesProvider>
  );
}

function VpnSectionLoading({ country }: { country: string }) {
  const t = useMessages(vpnSectionMessages);
  return <p className="text-sm text-muted">{t("loading", { country })}</p>;
}
