import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { readStorage, removeStorage, writeStorage } from "~/lib/storage";
import { type Feature, findPlan, hasAccess, type PaidPlanId } from "./plans";

export const SUBSCRIPTION_KEY = "privacy-atlas-subscription";
export const SUBSCRIBE_DELAY_MS = 1000;
export const UNSUBSCRIBE_DELAY_MS = 500;

export type SavedSubscription = { plan: PaidPlanId; subscribedAt: string; status: "active" };

type SubscriptionContextValue = {
  subscription: SavedSubscription | null;
  /** True while a subscribe or unsubscribe is under way. */
  pending: boolean;
  subscribe: (planId: string) => Promise<SavedSubscription>;
  unsubscribe: () => Promise<void>;
  hasAccess: (feature: Feature) => boolean;
};

const SubscriptionContext = createContext<SubscriptionContextValue | null>(null);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stored subscription, or null; an unreadable one is removed (and logged) so it cannot linger. */
function readSavedSubscription(): SavedSubscription | null {
  const raw = readStorage(SUBSCRIPTION_KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SavedSubscription>;
    if (
      parsed &&
      typeof parsed === "object" &&
      typeof parsed.plan === "string" &&
      findPlan(parsed.plan) &&
      parsed.status === "active" &&
      typeof parsed.subscribedAt === "string" &&
      !Number.isNaN(Date.parse(parsed.subscribedAt))
    ) {
      return { plan: parsed.plan as PaidPlanId, subscribedAt: parsed.subscribedAt, status: "active" };
    }
    throw new Error("unexpected shape");
  } catch (error) {
    console.log("Removed an unreadable saved subscription:", (error as Error).message);
    removeStorage(SUBSCRIPTION_KEY);
    return null;
  }
}

/** The simulated subscription (docs/product.md#plans): held in this browser only, never sent anywhere. */
export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const [subscription, setSubscription] = useState<SavedSubscription | null>(null);
  const [pending, setPending] = useState(false);

  // Restored after hydration so the prerendered HTML (no plan) matches the first render.
  useEffect(() => setSubscription(readSavedSubscription()), []);

  const subscribe = useCallback(async (planId: string) => {
    setPending(true);
    try {
      await wait(SUBSCRIBE_DELAY_MS);
      const plan = findPlan(planId);
      if (!plan) throw new Error("Plan not found");
      const saved: SavedSubscription = { plan: plan.id, subscribedAt: new Date().toISOString(), status: "active" };
      if (!writeStorage(SUBSCRIPTION_KEY, JSON.stringify(saved))) throw new Error("This browser would not store the subscription");
      setSubscription(saved);
      return saved;
    } catch (error) {
      console.error("Subscription failed:", error);
      throw error;
    } finally {
      setPending(false);
    }
  }, []);

  const unsubscribe = useCallback(async () => {
    setPending(true);
    try {
      await wait(UNSUBSCRIBE_DELAY_MS);
      removeStorage(SUBSCRIPTION_KEY);
      setSubscription(null);
    } catch (error) {
      console.error("Unsubscribing failed:", error);
      throw error;
    } finally {
      setPending(false);
    }
  }, []);

  const value = useMemo<SubscriptionContextValue>(
    () => ({ subscription, pending, subscribe, unsubscribe, hasAccess: (feature) => hasAccess(subscription?.plan ?? null, feature) }),
    [subscription, pending, subscribe, unsubscribe],
  );
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}

export function useSubscription(): SubscriptionContextValue {
  const context = useContext(SubscriptionContext);
  if (!context) throw new Error("useSubscription must be used within a SubscriptionProvider");
  return context;
}
