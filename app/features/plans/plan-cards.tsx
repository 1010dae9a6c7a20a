import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { PLANS } from "./plans";
import { useSubscription } from "./subscription";

const price = (amount: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);

/** The three demonstration plans: choosing one stores it in this browser only. */
export function PlanCards() {
  const { subscription, pending, subscribe, unsubscribe } = useSubscription();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const choose = async (planId: string, name: string) => {
    setError(null);
    setBusy(planId);
    try {
      await subscribe(planId);
      void toast.success(`${name} plan active in this browser`, { description: "Demonstration only: no payment was taken." });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    setError(null);
    setBusy("cancel");
    try {
      await unsubscribe();
      void toast.info("Plan removed from this browser");
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section id="plans" aria-labelledby="plans-title" className="plans">
      <h2 id="plans-title">Plans</h2>
      <p className="notice" role="note">
        <strong>A demonstration.</strong> No payment is taken and nothing leaves your browser: choosing a plan only unlocks extra comparison tools here, on this
        device. The legislation tracker, the reviews, the articles and the comparison table are free for everyone, with or without a plan.
      </p>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      <noscript>
        <p className="notice" role="note">
          Choosing a plan needs JavaScript: it is kept in this browser by script.
        </p>
      </noscript>
      <ul className="plan-grid">
        {PLANS.map((plan) => {
          const current = subscription?.plan === plan.id;
          return (
            <li key={plan.id} className={`card plan-card${plan.popular ? " is-popular" : ""}${current ? " is-current" : ""}`}>
              <h3>
                {plan.name} {plan.popular ? <span className="badge">Most popular</span> : null}
              </h3>
              <p className="plan-price">
                <strong>{price(plan.price)}</strong> a month
              </p>
              <ul className="plan-features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {current ? (
                <>
                  <p className="text-sm">
                    <strong>Your current plan</strong> (in this browser)
                  </p>
                  <button type="button" className="btn btn-outline btn-sm" disabled={pending} onClick={() => void cancel()}>
                    {busy === "cancel" ? "Unsubscribing…" : "Unsubscribe"}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className={`btn btn-sm needs-script ${plan.popular ? "btn-primary" : "btn-outline"}`}
                  disabled={pending}
                  onClick={() => void choose(plan.id, plan.name)}>
                  {busy === plan.id ? "Subscribing…" : `Choose ${plan.name}`}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
