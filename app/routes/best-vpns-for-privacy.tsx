import { Link } from "react-router";
import { RankingList } from "~/features/vpn/ranking/ranking-list";
import { buildDay, scoredProviders } from "~/features/vpn/vpn-data.server";
import { pageMeta } from "~/lib/page-meta";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/best-vpns-for-privacy";

export function loader() {
  return { entries: scoredProviders(), builtOn: buildDay() };
}

export const meta: Route.MetaFunction = () => pageMeta(sitePageMeta("/best-vpns-for-privacy"));

export default function BestVpnsForPrivacy({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl">
      <h1>The best VPNs for privacy, ranked by the evidence</h1>
      <p className="lead">
        {loaderData.entries.length} providers ranked by one published method. Nobody paid to be on this list, and nothing here is an affiliate link. A high
        score means the privacy claims are backed by evidence you can check: audits, court cases, open code and a named owner.
      </p>
      <p>
        Read <Link to="/methodology">how the score works</Link>, or <Link to="/compare">filter the providers yourself</Link> on the criteria that matter to you.
        No VPN makes you anonymous: see <Link to="/vpn-limitations">what a VPN cannot do</Link>.
      </p>
      <RankingList entries={loaderData.entries} builtOn={loaderData.builtOn} />
    </article>
  );
}
