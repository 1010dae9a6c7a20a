import { flattenHistory } from "@data/model/status-history";
import { HISTORY_START, SCORED_METRICS } from "@data/schema/metrics";
import { Link } from "react-router";
import { ChangesList } from "~/features/tracker/history/changes-list";
import { METRIC_LABELS } from "~/features/tracker/metrics";
import { loadCheckedData } from "~/lib/checked-data.server";
import { formatDate } from "~/lib/format-date";
import { pageMeta } from "~/lib/page-meta";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/changes";

const feedPath = (metric: string) => `/feeds/changes/metric/${metric.replace(/_/g, "-")}.xml`;

export const meta: Route.MetaFunction = () =>
  pageMeta(sitePageMeta("/changes")).concat(
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: "Status changes worldwide", href: "/feeds/changes.xml" },
    ...SCORED_METRICS.map((metric) => ({
      tagName: "link" as const,
      rel: "alternate",
      type: "application/atom+xml",
      title: `${METRIC_LABELS[metric]}: status changes`,
      href: feedPath(metric),
    })),
  );

// Build time: every change of every country and subdivision, newest first.
export function loader() {
  const { countries, unCountries } = loadCheckedData();
  const withData = new Set(countries.map((country) => country.iso_a3));
  return {
    changes: flattenHistory(countries),
    places: unCountries.filter((country) => withData.has(country.iso_a3)).map(({ iso_a3, name, region }) => ({ iso_a3, name, region })),
    subdivisions: Object.fromEntries(countries.flatMap((country) => country.subnational.map((entry) => [entry.iso_code, entry.name]))),
  };
}

export default function Changes({ loaderData }: Route.ComponentProps) {
  const { changes, places, subdivisions } = loaderData;
  return (
    <article className="prose-page prose-wide">
      <h1>Status changes</h1>
      <p className="lead">
        Every dated change of a status on the <Link to="/legal-tracker">tracker</Link> since {formatDate(HISTORY_START)}, newest first: when a country (or a US
        state) tightened or loosened its VPN, age-verification, censorship, data-protection or platform-ban rules, with the sources for each change. See the map
        on any past day with the tracker&rsquo;s date control.
      </p>
      <p className="text-sm">
        A date prefixed &ldquo;By&rdquo; is the date of the earliest source, not of the change itself. Download the history as{" "}
        <a href="/data/status-history.json">JSON</a> or <a href="/data/status-history.csv">CSV</a> (<Link to="/data#status-history">fields</Link>), or follow it
        by feed:{" "}
        <a href="/feeds/changes.xml" type="application/atom+xml">
          every change
        </a>
        {SCORED_METRICS.map((metric) => (
          <span key={metric}>
            ,{" "}
            <a href={feedPath(metric)} type="application/atom+xml">
              {METRIC_LABELS[metric]}
            </a>
          </span>
        ))}{" "}
        (Atom).
      </p>
      <ChangesList changes={changes} places={places} subdivisions={subdivisions} />
    </article>
  );
}
