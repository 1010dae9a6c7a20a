import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Feature, lowestPlanFor } from "./plans";
import { useSubscription } from "./subscription";

/**
 * The one gate for plan-badged extras: the tool itself for a plan that includes it, otherwise
 * a short panel naming the plan, with a link to the (demonstration) plans.
 */
export function PlanGate({ feature, title, children }: { feature: Feature; title: string; children: ReactNode }) {
  const { hasAccess } = useSubscription();
  const plan = lowestPlanFor(feature);
  if (hasAccess(feature)) return <>{children}</>;
  return (
    <div className="plan-gate" data-feature={feature}>
      <p className="plan-gate-title">
        <span className="badge">{plan?.name ?? "Paid"} plan</span> {title}
      </p>
      <p className="text-sm text-muted">
        Part of the {plan?.name} plan and above. Plans on this site are a demonstration: no payment is taken and nothing leaves your browser.{" "}
        <Link to="/business-solutions#plans">See the plans</Link>
      </p>
    </div>
  );
}
