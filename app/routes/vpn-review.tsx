import { data } from "react-router";
import { ReviewView } from "~/features/vpn/review/review-view";
import { findProvider } from "~/features/vpn/vpn-data.server";
import { RouteDataError } from "~/components/route-data-error";
import { pageMeta } from "~/lib/page-meta";
import { siteOrganization } from "~/lib/site-origin";
import type { Route } from "./+types/vpn-review";

// Build time only: one prerendered review per provider file; any other slug is the 404 page.
export function loader({ params }: Route.LoaderArgs) {
  const entry = findProvider(params.slug);
  if (!entry) throw data("No review for this provider", { status: 404 });
  return { entry };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const entry = loaderData?.entry;
  if (!entry)
    return pageMeta({
      title: "VPN review not found",
      description: `There is no Privacy Atlas review for "${params.slug}".`,
      canonicalPath: "/compare",
      noindex: true,
    });
  return pageMeta({
    title: `${entry.vpn.name} review: ${entry.score.total}/100 on the evidence`,
    description: `${entry.vpn.name}: ownership, logging policy, audits, incidents and features, every claim sourced. Score ${entry.score.total}/100.`,
    canonicalPath: `/vpn/${entry.vpn.slug}`,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Review",
      name: `${entry.vpn.name} review`,
      reviewBody: entry.vpn.review.verdict,
      datePublished: entry.vpn.last_verified,
      itemReviewed: { "@type": "Product", name: entry.vpn.name, url: entry.vpn.website, category: "VPN service" },
      reviewRating: { "@type": "Rating", ratingValue: entry.score.total, bestRating: 100, worstRating: 0 },
      author: siteOrganization(),
    },
  });
}

export default function VpnReview({ loaderData }: Route.ComponentProps) {
  return <ReviewView entry={loaderData.entry} />;
}

export const ErrorBoundary = RouteDataError;
