import { DataTable } from "~/components/ui/data-table";
import { reviewRows } from "@data/model/review";
import { METRIC_LABELS } from "@data/model/labels";
import type { ScoredMetric } from "@data/schema/metrics";
import { Link } from "react-router";
import { countrySlug } from "~/features/tracker/country-slug";
import { loadCheckedData } from "~/lib/checked-data.server";
import { formatDate } from "~/lib/format-date";
import { pageMeta } from "~/lib/page-meta";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/data-freshness";

export const meta: Route.MetaFunction = () => pageMeta(sitePageMeta("/data-freshness"));

// Build time: the same rows as `npm run data:review` and /data/data-review.json.
export function loader() {
  const { countries, news } = loadCheckedData();
  return { rows: reviewRows(countries, news) };
}

const metricList = (metrics: readonly ScoredMetric[]) => (metrics.length ? metrics.map((metric) => METRIC_LABELS[metric]).join("; ") : "None");

export default function DataFreshness({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  const total = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  return (
    <article className="prose-page prose-wide">
      <h1>Data freshness</h1>
      <p className="lead">
        How recent each country&apos;s evidence is, and how strongly each of its statuses is known, so you can judge a brief for yourself. Editors run the same
        report before every review (<code>npm run data:review</code>); it is also downloadable as <a href="/data/data-review.json">data-review.json</a>.
      </p>
      <p>
        Across {rows.length} countries: {total((row) => row.established)} statuses rest on a source about the country, {total((row) => row.inferred)} are greens
        because comprehensive surveys list no restriction (&ldquo;no restriction found&rdquo;), and {total((row) => row.in_review)} are grey, in review.{" "}
        {total((row) => row.single_source.length)} statuses rest on a single key source and {total((row) => row.freedom_house_only.length)} only on Freedom
        House. {rows.filter((row) => row.newer_news.length > 0).length} countries have a news item newer than their last recorded change. See the{" "}
        <Link to="/methodology#grey-cells">methodology</Link> for every grey cell and its reason.
      </p>
      <DataTable
        caption="Evidence by country, alphabetical by code"
        columns={[
          "Country",
          "Oldest evidence",
          "Newest evidence",
          "Verified",
          "Established / no restriction found / in review",
          "On a single source",
          "On Freedom House alone",
          "News newer than the entry",
        ]}>
        {rows.map((row) => (
          <tr key={row.iso_a3}>
            <th scope="row">
              <Link to={`/legal-tracker/${countrySlug(row.name)}`}>{row.name}</Link>
            </th>
            <td>{formatDate(row.oldest_evidence)}</td>
            <td>{formatDate(row.newest_evidence)}</td>
            <td>{formatDate(row.last_verified)}</td>
            <td>
              {row.established} / {row.inferred} / {row.in_review}
            </td>
            <td className="text-sm">{metricList(row.single_source)}</td>
            <td className="text-sm">{metricList(row.freedom_house_only)}</td>
            <td className="text-sm">{row.newer_news.length ? row.newer_news.map((item) => `${item.title} (${formatDate(item.date)})`).join("; ") : "None"}</td>
          </tr>
        ))}
      </DataTable>
    </article>
  );
}
