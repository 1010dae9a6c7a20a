import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PlanGate } from "~/features/plans/plan-gate";
import { SubscriptionProvider, useSubscription } from "~/features/plans/subscription";
import { CompareTool } from "~/features/vpn/compare/compare-tool";
import type { CompareRow } from "~/features/vpn/vpn-types";
import { buildDay, compareRow, scoredProviders } from "~/features/vpn/vpn-data.server";
import { pageMeta } from "~/lib/page-meta";
import { sitePageMeta } from "~/site-pages";
import type { Route } from "./+types/compare";

export function loader() {
  return { rows: scoredProviders().map(compareRow), builtOn: buildDay() };
}

// The table's state lives in the query string; the data never changes with it.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => pageMeta(sitePageMeta("/compare"));

function PlanAwareCompare({ rows, builtOn }: { rows: CompareRow[]; builtOn: string }) {
  const { hasAccess } = useSubscription();
  return <CompareTool rows={rows} builtOn={builtOn} gate={{ Gate: PlanGate, allowed: hasAccess }} />;
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl">
      <h1>Compare VPN providers</h1>
      <p className="lead max-w-3xl">
        Every provider we review, on the criteria that decide whether you can trust it. Each cell comes from a sourced fact in the provider&apos;s review;
        &ldquo;Not verified&rdquo; means we have not found evidence yet.
      </p>
      <SubscriptionProvider>
        <PlanAwareCompare rows={loaderData.rows} builtOn={loaderData.builtOn} />
      </SubscriptionProvider>
    </div>
  );
}
