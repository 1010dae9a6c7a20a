import { greyCells } from "@data/model/review";
import { METRIC_LABELS } from "@data/model/labels";
import { SCORED_METRICS } from "@data/schema/metrics";
import { Link } from "react-router";
import { countrySlug } from "~/features/tracker/country-slug";
import { loadCheckedData } from "~/lib/checked-data.server";
import { TrackerMethod } from "~/features/tracker/tracker-method";
import { ScoringMethod } from "~/features/vpn/methodology/scoring-method";
import { pageMeta } from "~/lib/page-meta";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/methodology";

export const meta: Route.MetaFunction = () => pageMeta(sitePageMeta("/methodology"));

// Build time: every grey cell with its reason, from the same data as the map.
export function loader() {
  return { grey: greyCells(loadCheckedData().countries) };
}

export default function Methodology({ loaderData }: Route.ComponentProps) {
  const { grey } = loaderData;
  return (
    <article className="prose-page">
      <h1>Methodology</h1>
      <p className="lead">How we score VPN providers, and how the legislation tracker rates countries. Both follow one rule: no evidence, no credit.</p>
      <nav aria-label="On this page" className="toc">
        <ul>
          <li>
            <a href="#vpn-scores">How VPN scores work</a>
          </li>
          <li>
            <a href="#tracker">How the tracker rates countries</a>
          </li>
          <li>
            <a href="#grey-cells">Every grey cell and why</a>
          </li>
          <li>
            <a href="#changes">Changes and corrections</a>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="vpn-scores">
        <h2 id="vpn-scores">How VPN scores work</h2>
        <ScoringMethod />
      </section>
      <section aria-labelledby="tracker">
        <h2 id="tracker">How the tracker rates countries</h2>
        <TrackerMethod />
      </section>
      <section aria-labelledby="grey-cells">
        <h2 id="grey-cells">Every grey cell and why</h2>
        <p>
          {grey.length} statuses are grey (&ldquo;Evidence in review&rdquo;). Each has its reason below; a grey cell means we found no evidence either way, or
          sources that conflict, never that the answer is &ldquo;no&rdquo;. See also how recent each country&apos;s evidence is on the{" "}
          <Link to="/data-freshness">data freshness</Link> page.
        </p>
        {SCORED_METRICS.map((metric) => {
          const cells = grey.filter((cell) => cell.metric === metric);
          return (
            <section key={metric} aria-labelledby={`grey-${metric}`}>
              <h3 id={`grey-${metric}`}>
                {METRIC_LABELS[metric]}: {cells.length} grey
              </h3>
              {cells.length === 0 ? (
                <p>None.</p>
              ) : (
                <ul>
                  {cells.map((cell) => (
                    <li key={cell.iso_a3}>
                      <Link to={`/legal-tracker/${countrySlug(cell.name)}`}>{cell.name}</Link>: {cell.reason}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </section>
      <section aria-labelledby="changes">
        <h2 id="changes">Changes and corrections</h2>
        <p>
          When the method changes, every score is recomputed at the next build and this page changes with it: the page is generated from the same code that
          computes the scores. Facts are corrected under our <Link to="/evidence-policy">evidence policy</Link>. No provider can pay for a score or a place: see
          our <Link to="/disclosure">disclosure</Link>.
        </p>
      </section>
    </article>
  );
}
