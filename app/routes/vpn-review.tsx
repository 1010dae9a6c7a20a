import { Link } from "react-router";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/vpn-review";

// Reviews are prerendered per provider once the VPN data lands; until then every slug is unknown.
export function meta({ params }: Route.MetaArgs) {
  return pageMeta({
    title: "VPN review not found",
    description: `There is no Privacy Atlas review for "${params.slug}" yet.`,
    canonicalPath: `/vpn/${params.slug}`,
    noindex: true,
  });
}

export default function VpnReview({ params }: Route.ComponentProps) {
  return (
    <article className="prose-page">
      <h1>Page not found</h1>
      <p className="lead">
        We have no review for <strong>{params.slug}</strong>. Reviews are published only when every claim in them is sourced.
      </p>
      <p>
        You can <Link to="/request-vpn-review">request a review</Link> or <Link to="/compare">compare the providers we cover</Link>.
      </p>
    </article>
  );
}
