import { Link } from "react-router";
import { RelationshipEvidence } from "~/features/vpn/ownership/relationship-evidence";
import { companiesData } from "~/features/vpn/vpn-data.server";
import { pageMeta } from "~/lib/page-meta";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/vpn-company-relationships-evidence";

export function loader() {
  return { companies: companiesData() };
}

export const meta: Route.MetaFunction = () => pageMeta(sitePageMeta("/vpn-company-relationships-evidence"));

export default function VpnCompanyRelationshipsEvidence({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl">
      <h1>VPN company relationships: the evidence</h1>
      <p className="lead">
        Every link on the <Link to="/vpn-company-relationships">ownership map</Link>, with what happened, when, and the sources that show it. A relationship
        without evidence is not on the map.
      </p>
      <RelationshipEvidence companies={loaderData.companies} />
    </article>
  );
}
