// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY, installChunkErrorRecovery } from "./chunk-error-recovery";

function fakeWindow() {
  const target = new EventTarget() as EventTarget & Window;
  const reload = vi.fn();
  Object.assign(target, { sessionStorage: window.sessionStorage, location: { reload } });
  installChunkErrorRecovery(target);
  const fire = () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { reload, fire };
}

afterEach(() => sessionStorage.clear());

describe("chunk preload errors", () => {
  it("reload the page once per session, handling the event", () => {
    const { reload, fire } = fakeWindow();
    const first = fire();
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe("1");
  });

  it("leave a second failure unhandled so the error screen shows", () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, "1");
    const { reload, fire } = fakeWindow();
    expect(fire().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
