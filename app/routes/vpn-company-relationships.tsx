import { Link } from "react-router";
import { OwnershipGraphView } from "~/features/vpn/ownership/ownership-graph";
import { RelationshipsTable } from "~/features/vpn/ownership/relationships-table";
import { ownershipGraph } from "~/features/vpn/vpn-data.server";
import { pageMeta } from "~/lib/page-meta";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/vpn-company-relationships";

export function loader() {
  return { graph: ownershipGraph() };
}

export const meta: Route.MetaFunction = () => pageMeta(sitePageMeta("/vpn-company-relationships"));

export default function VpnCompanyRelationships({ loaderData }: Route.ComponentProps) {
  const { graph } = loaderData;
  return (
    <div className="mx-auto max-w-7xl">
      <h1>Who owns your VPN?</h1>
      <p className="lead max-w-3xl">
        Many VPN brands belong to a few companies. This map shows {graph.nodes.length} companies and brands and the {graph.relationships.length} relationships
        between them; each one has its evidence and date on <Link to="/vpn-company-relationships-evidence">the evidence page</Link>.
      </p>
      <OwnershipGraphView graph={graph} />
      <section aria-labelledby="table-heading" className="mt-8">
        <h2 id="table-heading">All relationships as a table</h2>
        <RelationshipsTable graph={graph} />
      </section>
    </div>
  );
}
