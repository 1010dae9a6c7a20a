// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUBSCRIBE_DELAY_MS, SUBSCRIPTION_KEY, SubscriptionProvider, UNSUBSCRIBE_DELAY_MS, useSubscription } from "./subscription";

const wrapper = ({ children }: { children: ReactNode }) => <SubscriptionProvider>{children}</SubscriptionProvider>;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("SubscriptionProvider", () => {
  it("starts unsubscribed, with nothing allowed", () => {
    const { result } = renderHook(() => useSubscription(), { wrapper });
    expect(result.current.subscription).toBeNull();
    expect(result.current.hasAccess("side-by-side")).toBe(false);
    expect(result.current.hasAccess("legal-tracker")).toBe(false);
  });

  it("subscribes after about a second and stores the plan as active", async () => {
    const { result } = renderHook(() => useSubscription(), { wrapper });
    let done = false;
    act(() => void result.current.subscribe("pro").then(() => (done = true)));
    expect(result.current.pending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIBE_DELAY_MS - 50));
    expect(done).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(done).toBe(true);
    expect(result.current.subscription).toMatchObject({ plan: "pro", status: "active" });
    const stored = JSON.parse(localStorage.getItem(SUBSCRIPTION_KEY)!);
    expect(stored).toEqual({ plan: "pro", subscribedAt: expect.any(String), status: "active" });
    expect(Number.isNaN(Date.parse(stored.subscribedAt))).toBe(false);
    expect(result.current.hasAccess("custom-reports")).toBe(true);
    expect(result.current.hasAccess("on-premise")).toBe(false);
  });

  it("unsubscribes after about half a second and removes the stored plan", async () => {
    localStorage.setItem(SUBSCRIPTION_KEY, JSON.stringify({ plan: "basic", subscribedAt: "2026-11-01T10:00:00.000Z", status: "active" }));
    const { result } = renderHook(() => useSubscription(), { wrapper });
    expect(result.current.subscription?.plan).toBe("basic");
    act(() => void result.current.unsubscribe());
    await act(() => vi.advanceTimersByTimeAsync(UNSUBSCRIBE_DELAY_MS));
    expect(result.current.subscription).toBeNull();
    expect(localStorage.getItem(SUBSCRIPTION_KEY)).toBeNull();
  });

  it("fails with 'Plan not found' for an unknown plan, logging and rethrowing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = renderHook(() => useSubscription(), { wrapper });
    let failure: unknown;
    act(() => void result.current.subscribe("platinum").catch((error: unknown) => (failure = error)));
    await act(() => vi.advanceTimersByTimeAsync(SUBSCRIBE_DELAY_MS));
    expect((failure as Error).message).toBe("Plan not found");
    expect(log).toHaveBeenCalled();
    expect(result.current.subscription).toBeNull();
    expect(localStorage.getItem(SUBSCRIPTION_KEY)).toBeNull();
  });

  it.each([
    ["{not json"],
    [JSON.stringify({ plan: "gold", subscribedAt: "2026-01-01", status: "active" })],
    [JSON.stringify({ plan: "pro", status: "cancelled" })],
  ])("removes an unreadable stored subscription (%s) with a console log", (stored) => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    localStorage.setItem(SUBSCRIPTION_KEY, stored);
    const { result } = renderHook(() => useSubscription(), { wrapper });
    expect(result.current.subscription).toBeNull();
    expect(localStorage.getItem(SUBSCRIPTION_KEY)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("unreadable"), expect.any(String));
  });

  it("throws when used outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useSubscription())).toThrow("useSubscription must be used within a SubscriptionProvider");
  });
});
