import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isActivePath, LiveClient, MAX_RETRIES, PURGE_EVERY_MS, retryDelay, type ConnectionState } from "./live-client";

class FakeSource {
  static all: FakeSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event("open"));
  }
  fail() {
    this.onerror?.(new Event("error"));
  }
  emit(data: string, lastEventId = "") {
    this.listeners.get("update")?.({ data, lastEventId } as MessageEvent);
  }
}

const latest = () => FakeSource.all.at(-1)!;

function makeClient() {
  const states: ConnectionState[] = [];
  const updates: string[] = [];
  const posts: string[] = [];
  const log = vi.fn();
  const client = new LiveClient(
    {
      createSource: (url) => new FakeSource(url),
      post: async (path, iso) => {
        posts.push(`${path} ${iso}`);
      },
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      now: () => Date.now(),
      log,
    },
    { onState: (state) => states.push(state), onUpdate: (update) => updates.push(update.iso_a3) },
  );
  return { client, states, updates, posts, log };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.all = [];
});
afterEach(() => vi.useRealTimers());

describe("live updates connection", () => {
  it("retries with delays of 1, 2, 4, 8 and 16 s, then gives up", () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
    const { client, states } = makeClient();
    client.start("/legal-tracker", true);
    expect(states).toEqual(["connecting"]);
    for (let attempt = 0; attempt < MAX_RETRIES; attempt += 1) {
      const sources = FakeSource.all.length;
      latest().fail();
      expect(client.state).toBe("error");
      vi.advanceTimersByTime(retryDelay(attempt) - 1);
      expect(FakeSource.all.length).toBe(sources);
      vi.advanceTimersByTime(1);
      expect(FakeSource.all.length).toBe(sources + 1);
      expect(client.state).toBe("connecting");
    }
    latest().fail();
    expect(client.state).toBe("disconnected");
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(MAX_RETRIES + 1);
  });

  it("resets the retry count after a successful connection", () => {
    const { client } = makeClient();
    client.start("/legal-tracker", true);
    latest().fail();
    vi.advanceTimersByTime(1000);
    latest().fail();
    vi.advanceTimersByTime(2000);
    latest().open();
    expect(client.state).toBe("connected");
    latest().fail();
    // Back to the first delay.
    const sources = FakeSource.all.length;
    vi.advanceTimersByTime(1000);
    expect(FakeSource.all.length).toBe(sources + 1);
  });

  it("closes when the page is hidden and reopens when visible", () => {
    const { client } = makeClient();
    client.start("/legal-tracker/germany", true);
    latest().open();
    const first = latest();
    client.setVisible(false);
    expect(first.closed).toBe(true);
    expect(client.state).toBe("disconnected");
    client.setVisible(true);
    expect(FakeSource.all).toHaveLength(2);
    expect(client.state).toBe("connecting");
  });

  it("is active only on /legal-tracker, /live-updates and /real-time-status paths", () => {
    expect(["/legal-tracker", "/legal-tracker/united-kingdom", "/live-updates", "/real-time-status"].every(isActivePath)).toBe(true);
    expect(["/", "/compare", "/blog/legal-tracker"].some(isActivePath)).toBe(false);
    const { client } = makeClient();
    client.start("/compare", true);
    expect(FakeSource.all).toHaveLength(0);
    client.setPath("/legal-tracker");
    expect(FakeSource.all).toHaveLength(1);
    client.setPath("/about");
    expect(latest().closed).toBe(true);
    expect(client.state).toBe("disconnected");
  });

  it("ignores malformed messages and resumes from the last event id", () => {
    const { client, updates } = makeClient();
    client.start("/legal-tracker", true);
    latest().open();
    latest().emit("{not json");
    latest().emit(JSON.stringify({ iso_a3: "GBR" }));
    latest().emit(JSON.stringify({ timestamp: "2026-11-21T00:00:00Z", iso_a3: "GBR" }), "41");
    expect(updates).toEqual(["GBR"]);
    expect(client.pending).toHaveLength(1);
    latest().fail();
    vi.advanceTimersByTime(1000);
    expect(latest().url).toBe("/api/legislation/updates?lastEventId=41");
  });

  it("purges pending updates older than 24 hours, checking hourly", () => {
    const { client } = makeClient();
    client.start("/legal-tracker", true);
    latest().open();
    latest().emit(JSON.stringify({ timestamp: "t", iso_a3: "FRA" }), "1");
    vi.advanceTimersByTime(23 * PURGE_EVERY_MS);
    latest().emit(JSON.stringify({ timestamp: "t", iso_a3: "DEU" }), "2");
    expect(client.pending.map((u) => u.iso_a3)).toEqual(["FRA", "DEU"]);
    // At 24 h exactly FRA is not yet older than 24 h; the next hourly check removes it.
    vi.advanceTimersByTime(PURGE_EVERY_MS);
    expect(client.pending.map((u) => u.iso_a3)).toEqual(["FRA", "DEU"]);
    vi.advanceTimersByTime(PURGE_EVERY_MS);
    expect(client.pending.map((u) => u.iso_a3)).toEqual(["DEU"]);
    client.markSeen();
    expect(client.pending).toEqual([]);
  });

  it("sends follows only while connected, queueing the rest for the next connection", async () => {
    const { client, posts } = makeClient();
    client.start("/legal-tracker", true);
    client.follow("GBR", true);
    client.follow("FRA", true);
    client.follow("FRA", false);
    expect(posts).toEqual([]);
    latest().open();
    await vi.runOnlyPendingTimersAsync();
    expect(posts).toEqual(["/api/legislation/subscribe GBR", "/api/legislation/unsubscribe FRA"]);
    client.follow("DEU", true);
    await Promise.resolve();
    expect(posts.at(-1)).toBe("/api/legislation/subscribe DEU");
  });

  it("logs a failed follow call to the console only", async () => {
    const log = vi.fn();
    const client = new LiveClient({
      createSource: (url) => new FakeSource(url),
      post: async () => {
        throw new Error("500");
      },
      setTimer: setTimeout,
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      setInterval,
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
      now: Date.now,
      log,
    });
    client.start("/legal-tracker", true);
    latest().open();
    client.follow("GBR", true);
    await vi.runOnlyPendingTimersAsync();
    expect(log).toHaveBeenCalledWith("Failed to subscribe GBR", expect.any(Error));
  });
});
