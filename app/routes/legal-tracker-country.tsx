import type { Country } from "@data/schema";
import { data, Link } from "react-router";
import { FollowButton } from "~/features/live-updates/follow-button";
import { LiveUpdatesProvider } from "~/features/live-updates/live-updates-provider";
import { ShareBar } from "~/features/share/share-bar";
import { CountryBrief } from "~/features/tracker/brief/country-brief";
import { StatusTimeline } from "~/features/tracker/brief/status-timeline";
import { LazyVpnSection } from "~/features/vpn/country/lazy-vpn-section";
import { UsingAVpnHere } from "~/features/vpn/country/using-a-vpn-here";
import { vpnSectionProps } from "~/features/vpn/country/vpn-section-props";
import { countryVpnReports } from "@data/model/vpn-country-reports";
import { countrySlug } from "~/features/tracker/country-slug";
import { invalidateStatusHistory } from "~/features/tracker/history/status-history-data";
import { loadCheckedData } from "~/lib/checked-data.server";
import { RouteDataError } from "~/components/route-data-error";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/legal-tracker-country";

// Build time only: one prerendered page per country with data.
export function loader({ params }: Route.LoaderArgs) {
  const country = loadCheckedData().countries.find((entry) => countrySlug(entry.name) === params.country);
  if (!country) throw data("No brief for this country", { status: 404 });
  // An empty history is still a history: the page says "no change recorded" instead of offering to load one.
  return {
    country: { ...country, history: country.history ?? [] },
    vpnReports: countryVpnReports(loadCheckedData().vpns, country.iso_a3),
    builtOn: new Date().toISOString().slice(0, 10),
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
    return { country, vpnReports: null, builtOn: new Date().toISOString().slice(0, 10) };
  }
}
clientLoader.hydrate = false as const;

export function meta({ loaderData }: Route.MetaArgs) {
  const country = loaderData?.country;
  if (!country) return pageMeta({ title: "Country not found", description: "No brief for this country.", canonicalPath: "/legal-tracker", noindex: true });
  const description = country.summary.length > 155 ? `${country.summary.slice(0, 152).trimEnd()}…` : country.summary;
  return pageMeta({
    title: `${country.name}: VPN, age-verification and censorship laws`,
    description,
    canonicalPath: `/legal-tracker/${countrySlug(country.name)}`,
  }).concat(
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
  const { country, vpnReports, builtOn } = loaderData;
  return (
    <LiveUpdatesProvider
      onUpdate={(update) => update.iso_a3 === country.iso_a3 && invalidateStatusHistory()}
      briefPath={(iso) => `/legal-tracker?country=${iso}`}>
      <article className="country-page mx-auto max-w-3xl">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to="/legal-tracker">Legislation &amp; Censorship Tracker</Link> <span aria-hidden="true">›</span> {country.name}
        </nav>
        <h1>{country.name}</h1>
        {/* The answer first (the brief's "At a glance"), then the summary and the details. */}
        <CountryBrief
          country={country}
          level={2}
          idPrefix="page"
          timeline={<StatusTimeline country={country} headingId="page-history" H="h2" />}
          vpnSection={
            vpnReports ? (
              <UsingAVpnHere {...vpnSectionProps(country)} reports={vpnReports} today={builtOn} H="h2" idPrefix="page" />
            ) : (
              <LazyVpnSection {...vpnSectionProps(country)} H="h2" idPrefix="page" />
            )
          }
          extra={
            <div className="my-4 flex flex-wrap items-center gap-3">
              <Link to={`/legal-tracker?country=${country.iso_a3}`} className="btn btn-outline btn-sm">
                See {country.name} on the map
              </Link>
              <FollowButton iso={country.iso_a3} name={country.name} />
              <ShareBar title={`${country.name}: digital rights brief | Privacy Atlas`} />
            </div>
          }
        />
      </article>
    </LiveUpdatesProvider>
  );
}

export const ErrorBoundary = RouteDataError;
