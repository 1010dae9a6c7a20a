import { Link } from "react-router";
import { TrackerMethod } from "~/features/tracker/tracker-method";
import { ScoringMethod } from "~/features/vpn/methodology/scoring-method";
import { pageMeta } from "~/lib/page-meta";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/methodology";

export const meta: Route.MetaFunction = () => pageMeta(sitePageMeta("/methodology"));

export default function Methodology() {
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
      <section aria-labelledby="changes">
        <h2 id="changes">Changes and corrections</h2>
        <p>
          When the method changes, every score is recomputed at the next build and this page changes with it: the page is generated from the same code that computes the scores. Facts are corrected under
          our <Link to="/evidence-policy">evidence policy</Link>. No provider can pay for a score or a place: see our <Link to="/disclosure">disclosure</Link>.
        </p>
      </section>
    </article>
  );
}
