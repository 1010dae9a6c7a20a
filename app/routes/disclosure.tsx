import { Link } from "react-router";
import { pageMeta } from "~/lib/page-meta";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/disclosure";

export const meta: Route.MetaFunction = () => pageMeta(sitePageMeta("/disclosure"));

export default function Disclosure() {
  return (
    <article className="prose-page">
      <h1>Disclosure: how Privacy Atlas is funded</h1>
      <p className="lead">Most VPN review sites are paid by the VPNs they rank. Here is how we work instead, so you can judge our independence for yourself.</p>

      <h2 id="money">Where the money comes from</h2>
      <p>
        Privacy Atlas takes no money from VPN providers or their owners: no affiliate commissions, no sponsored reviews, no paid placements, no advertising.
        Today the site is run by its founding editors as a public project, and its costs are a server and their time.
      </p>
      <p>
        The subscription plans shown on the site are a demonstration held entirely in your browser: choosing one takes no payment and sends nothing to us.
        Reading the tracker, the reviews, the articles and the comparison table is free for everyone, and always will be.
      </p>

      <h2 id="affiliate-links">Our rule on affiliate links</h2>
      <p>
        There are no affiliate links on Privacy Atlas. Links to a provider go to its own site with no tracking parameters. If that ever changes, every affiliate
        link will carry a disclosure right beside it, not in a footer, and this page will say which providers pay us and how much the arrangement is worth. A
        provider&apos;s score will never depend on it: scores are computed from sourced facts by the published <Link to="/methodology">method</Link>, and the
        code does not know who pays.
      </p>

      <h2 id="providers">What providers can and cannot do</h2>
      <ul>
        <li>
          They can send corrections with evidence, like any reader (see the <Link to="/evidence-policy">evidence policy</Link>).
        </li>
        <li>They cannot pay for a review, a score, a ranking place, a faster review or the removal of an incident.</li>
        <li>We do not accept free subscriptions in return for coverage; where we test a service, we say how we got access.</li>
      </ul>

      <h2 id="conflicts">Conflicts of interest</h2>
      <p>
        None of the editors owns shares in, works for or advises a VPN company or its owners. If that changes for anyone who writes or edits a review, this page
        will name the interest and the reviews it touches.
      </p>

      <h2 id="tracking">No tracking</h2>
      <p>
        The site loads nothing from other companies: no analytics, no advertising scripts, no social widgets, no external fonts. What is stored in your browser,
        and what the server keeps, is set out in the <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </article>
  );
}
