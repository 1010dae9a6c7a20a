// The subscription plans (docs/product.md#plans), simulated in the browser: no payment is taken and
// nothing leaves the browser.

export type PlanLevel = "free" | "basic" | "pro" | "enterprise";
export type PaidPlanId = Exclude<PlanLevel, "free">;

export type Plan = { id: PaidPlanId; name: string; price: number; currency: "USD"; interval: "month"; features: string[]; popular?: boolean };

export const PLANS: readonly Plan[] = [
  {
    id: "basic",
    name: "Basic",
    price: 4.99,
    currency: "USD",
    interval: "month",
    features: ["Side-by-side comparison", "Comprehensive analysis access", "Advanced filtering", "Export comparison data", "Priority support"],
  },
  {
    id: "pro",
    name: "Pro",
    price: 9.99,
    currency: "USD",
    interval: "month",
    popular: true,
    features: [
      "Everything in Basic",
      "In-depth VPN reports at 29.99 each",
      "Legal Tracker access",
      "Real-time VPN testing",
      "Custom comparison reports",
      "API access",
      "White-label reports",
      "Advanced analytics",
      "Priority customer support",
    ],
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: 29.99,
    currency: "USD",
    interval: "month",
    features: ["Everything in Pro", "Custom VPN evaluations", "Dedicated support", "On-premise deployment", "Custom integrations", "SLA guarantees"],
  },
];

/** Which plan levels may use each feature (docs/product.md#plans). */
export const FEATURE_ACCESS = {
  "side-by-side": ["basic", "pro", "enterprise"],
  comprehensive: ["basic", "pro", "enterprise"],
  "advanced-filtering": ["basic", "pro", "enterprise"],
  "export-data": ["basic", "pro", "enterprise"],
  "in-depth-reports": ["pro", "enterprise"],
  "real-time-testing": ["pro", "enterprise"],
  "custom-reports": ["pro", "enterprise"],
  "api-access": ["pro", "enterprise"],
  "white-label": ["pro", "enterprise"],
  "legal-tracker": ["free", "basic", "pro", "enterprise"],
  "custom-evaluations": ["enterprise"],
  "dedicated-support": ["enterprise"],
  "on-premise": ["enterprise"],
} as const satisfies Record<string, readonly PlanLevel[]>;

export type Feature = keyof typeof FEATURE_ACCESS;

/** A feature is available only if the plan is in its list; with no plan, nothing is. */
export function hasAccess(plan: PlanLevel | null, feature: Feature): boolean {
  if (plan === null) return false;
  return (FEATURE_ACCESS[feature] as readonly PlanLevel[]).includes(plan);
}

/** The cheapest paid plan that unlocks a feature, for the gate's badge. */
export function lowestPlanFor(feature: Feature): Plan | undefined {
  return PLANS.find((plan) => hasAccess(plan.id, feature));
}

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}
