import { describe, expect, it } from "vitest";
import { FEATURE_ACCESS, type Feature, findPlan, hasAccess, lowestPlanFor, type PlanLevel, PLANS } from "./plans";

// The product's feature table (docs/product.md#plans), written out independently of FEATURE_ACCESS.
const TABLE: Record<Feature, PlanLevel[]> = {
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
};
const LEVELS: PlanLevel[] = ["free", "basic", "pro", "enterprise"];

describe("hasAccess", () => {
  it("covers exactly the product's features", () => {
    expect(Object.keys(FEATURE_ACCESS).sort()).toEqual(Object.keys(TABLE).sort());
  });

  for (const feature of Object.keys(TABLE) as Feature[]) {
    it(`${feature}: allowed for ${TABLE[feature].join(", ")} and nobody else`, () => {
      for (const level of LEVELS) expect(hasAccess(level, feature), `${level} → ${feature}`).toBe(TABLE[feature].includes(level));
      expect(hasAccess(null, feature)).toBe(false);
    });
  }
});

describe("plans", () => {
  it("holds Basic 4.99, Pro 9.99 (popular) and Enterprise 29.99 a month", () => {
    expect(PLANS.map((plan) => [plan.id, plan.price, plan.interval, Boolean(plan.popular)])).toEqual([
      ["basic", 4.99, "month", false],
      ["pro", 9.99, "month", true],
      ["enterprise", 29.99, "month", false],
    ]);
  });

  it("finds plans by id and names the cheapest plan for a feature", () => {
    expect(findPlan("pro")?.name).toBe("Pro");
    expect(findPlan("gold")).toBeUndefined();
    expect(lowestPlanFor("export-data")?.id).toBe("basic");
    expect(lowestPlanFor("custom-reports")?.id).toBe("pro");
    expect(lowestPlanFor("on-premise")?.id).toBe("enterprise");
  });
});
