import { Link } from "react-router";
import { ReviewRequestForm } from "~/features/review-requests/review-request-form";
import { pageMeta } from "~/lib/page-meta";
import { CONTACT_EMAIL } from "~/lib/site-origin";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/request-vpn-review";

export const meta: Route.MetaFunction = () => pageMeta(sitePageMeta("/request-vpn-review"));

export default function RequestVpnReview() {
  return (
    <div className="prose-page">
      <h1>Request a VPN review</h1>
      <p className="lead">
        Tell us which provider you would like us to review. We review the ones readers ask about most, and only publish a review when we can source its claims.
      </p>
      <ReviewRequestForm contactEmail={CONTACT_EMAIL} />
      <h2>What happens next</h2>
      <ol className="list-decimal ps-6">
        <li>Your email app sends the request to the editors. This site never sees it: the form only checks the fields and fills in the message.</li>
        <li>
          We read every request and group them by provider. We do not reply to each one unless you ask a question, and we do not add your address to any list.
        </li>
        <li>
          When we take a provider on, we research every claim under our <Link to="/evidence-policy">evidence policy</Link> and score it by the published{" "}
          <Link to="/methodology">method</Link>. Research takes weeks, not days.
        </li>
        <li>
          Providers cannot pay for a review or for speed (see our <Link to="/disclosure">disclosure</Link>). A provider&apos;s own staff may request a review
          like anyone else, and it is treated the same way.
        </li>
      </ol>
      <p>
        Prefer not to use email? Our <Link to="/compare">comparison table</Link> already covers the providers readers ask about most.
      </p>
    </div>
  );
}
