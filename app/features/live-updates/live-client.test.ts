import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveReadyMessageSchema, liveUpdateMessageSchema, type LiveReadyMessage, type LiveUpdateMessage } from "@data/schema/live-update";
import {
  isActivePath,
  isFollowedUpdate,
  LiveClient,
  MAX_RETRIES,
  parseReady,
  parseUpdate,
  PROBE_EVERY_MS,
  PURGE_EVERY_MS,
  retryDelay,
  type ConnectionState,
  type LiveUpdate,
} from "./live-client";

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
  /** The stream's opening end: its position as the id, and the server's follow list. */
  ready(id: string, following: string[] = []) {
    this.listeners.get("ready")?.({ data: JSON.stringify({ following, cursor: id }), lastEventId: id } as MessageEvent);
  }
}

const latest = () => FakeSource.all.at(-1)!;

const update = (iso: string, extra: Partial<LiveUpdate> = {}) => JSON.stringify({ timestamp: "2026-11-21T00:00:00Z", iso_a3: iso, ...extra });

/** Fails every retry until the client gives up (about 31 s in all). */
function exhaustRetries() {
  for (let attempt = 0; attempt < MAX_RETRIES; attempt += 1) {
    latest().fail();
    vi.advanceTimersByTime(retryDelay(attempt));
  }
  latest().fail();
}

function makeClient(probe: () => Promise<boolean> = async () => false) {
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
      probe,
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

describe("reading the server's messages (data/schema/live-update.ts)", () => {
  it("keeps a whole update message, flag and changes included, under its event id", () => {
    const message: LiveUpdateMessage = liveUpdateMessageSchema.parse({
      iso_a3: "GBR",
      name: "United Kingdom",
      changes: [
        { field: "vpn_status", from: "green", to: "amber", date: "2026-11-20", change_summary: "A licence rule.", change_id: "gbr-vpn_status-2026-11-20" },
      ],
      summary: "United Kingdom: VPN status changed.",
      id: "7",
      timestamp: "2026-11-21T00:00:00.000Z",
      data_version: "abc",
      followed: true,
    });
    expect(parseUpdate(JSON.stringify(message), "7")).toEqual(message);
  });

  it("takes the follow list from a ready message", () => {
    const message: LiveReadyMessage = liveReadyMessageSchema.parse({ following: ["FRA", "GBR"], cursor: "7" });
    expect(parseReady(JSON.stringify(message))).toEqual(["FRA", "GBR"]);
  });
});

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
    expect(latest().url).toBe("/api/legislation/updates?lastEventId=41&follow=");
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

  it("logs a failed follow call to the console only", async () => {
    const log = vi.fn();
    const client = new LiveClient({
      createSource: (url) => new FakeSource(url),
      post: async () => {
        throw new Error("500");
      },
      probe: async () => false,
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

describe("resuming without loss", () => {
  it("records the ready event's id and resumes from it before any update has arrived", () => {
    const { client } = makeClient();
    client.start("/legal-tracker", true);
    latest().open();
    latest().ready("1732450000000-0");
    latest().fail();
    vi.advanceTimersByTime(retryDelay(0));
    expect(latest().url).toBe("/api/legislation/updates?lastEventId=1732450000000-0&follow=");
  });

  it("resumes from the newest id it was sent, whether a ready event's or an update's", () => {
    const { client } = makeClient();
    client.start("/legal-tracker", true);
    latest().open();
    latest().ready("40");
    latest().emit(update("GBR"), "41");
    latest().fail();
    vi.advanceTimersByTime(retryDelay(0));
    expect(latest().url).toBe("/api/legislation/updates?lastEventId=41&follow=");
    latest().open();
    latest().ready("41");
    latest().emit(update("FRA"), "42");
    latest().emit(update("DEU"), "43");
    latest().fail();
    vi.advanceTimersByTime(retryDelay(0));
    expect(latest().url).toBe("/api/legislation/updates?lastEventId=43&follow=");
  });

  it("hands over each update once, even when a replay repeats it", () => {
    const { client, updates } = makeClient();
    client.start("/legal-tracker", true);
    latest().open();
    latest().emit(update("GBR"), "7");
    latest().fail();
    vi.advanceTimersByTime(retryDelay(0));
    latest().open();
    latest().emit(update("GBR"), "7");
    latest().emit(update("FRA"), "8");
    latest().ready("8");
    expect(updates).toEqual(["GBR", "FRA"]);
    expect(client.pending.map((u) => u.id)).toEqual(["7", "8"]);
  });
});

describe("follows", () => {
  it("sends the whole follow list with every connection, empty included", () => {
    const { client } = makeClient();
    client.setFollows(["GBR", "FRA", "not-a-code"]);
    client.start("/legal-tracker", true);
    expect(latest().url).toBe("/api/legislation/updates?follow=FRA,GBR");
    latest().open();
    latest().ready("5", ["FRA", "GBR"]);
    client.follow("DEU", true);
    client.follow("FRA", false);
    latest().fail();
    vi.advanceTimersByTime(retryDelay(0));
    expect(latest().url).toBe("/api/legislation/updates?lastEventId=5&follow=DEU,GBR");
    client.follow("DEU", false);
    client.follow("GBR", false);
    latest().fail();
    vi.advanceTimersByTime(retryDelay(1));
    expect(latest().url).toBe("/api/legislation/updates?lastEventId=5&follow=");
  });

  it("posts a change made while connected, and leaves one made while disconnected to the next connection", async () => {
    const { client, posts } = makeClient();
    client.start("/legal-tracker", true);
    latest().fail();
    client.follow("GBR", true);
    await vi.advanceTimersByTimeAsync(retryDelay(0));
    expect(posts).toEqual([]);
    expect(latest().url).toBe("/api/legislation/updates?follow=GBR");
    latest().open();
    latest().ready("1", ["GBR"]);
    await Promise.resolve();
    expect(posts).toEqual([]);
    client.follow("DEU", true);
    client.follow("GBR", false);
    await Promise.resolve();
    expect(posts).toEqual(["/api/legislation/subscribe DEU", "/api/legislation/unsubscribe GBR"]);
  });

  it("posts what the server's ready list lacks or has too much of", async () => {
    const { client, posts } = makeClient();
    client.setFollows(["GBR"]);
    client.start("/legal-tracker", true);
    // Changed after the URL was built, while the stream was still opening.
    client.follow("FRA", true);
    latest().open();
    latest().ready("3", ["GBR", "ITA"]);
    await Promise.resolve();
    expect(posts.sort()).toEqual(["/api/legislation/subscribe FRA", "/api/legislation/unsubscribe ITA"]);
  });

  it("toasts an update the server marks followed, or one of the reader's own follows", () => {
    const base = { id: "1", timestamp: "t", iso_a3: "GBR" };
    expect(isFollowedUpdate({ ...base, followed: true }, new Set())).toBe(true);
    expect(isFollowedUpdate({ ...base, followed: false }, new Set(["GBR"]))).toBe(true);
    expect(isFollowedUpdate({ ...base, followed: false }, new Set(["FRA"]))).toBe(false);
    expect(isFollowedUpdate(base, new Set())).toBe(false);
  });
});

describe("after the retries give up", () => {
  it("reconnects when the page becomes visible, resuming with its follows and five fresh retries", () => {
    const { client } = makeClient();
    client.setFollows(["GBR"]);
    client.start("/legal-tracker", true);
    latest().open();
    latest().ready("9", ["GBR"]);
    exhaustRetries();
    expect(client.state).toBe("disconnected");
    const sources = FakeSource.all.length;
    client.setVisible(false);
    client.setVisible(true);
    expect(FakeSource.all).toHaveLength(sources + 1);
    expect(latest().url).toBe("/api/legislation/updates?lastEventId=9&follow=GBR");
    // Fresh retries: the first delay again, and five of them.
    exhaustRetries();
    expect(FakeSource.all).toHaveLength(sources + 1 + MAX_RETRIES);
    expect(client.state).toBe("disconnected");
  });

  it("reconnects at once when the network comes back, and spends no retries while offline", () => {
    const { client } = makeClient();
    client.start("/legal-tracker", true);
    latest().open();
    latest().ready("12");
    exhaustRetries();
    const sources = FakeSource.all.length;
    client.setOnline(false);
    vi.advanceTimersByTime(10 * PROBE_EVERY_MS);
    expect(FakeSource.all).toHaveLength(sources);
    client.setOnline(true);
    expect(FakeSource.all).toHaveLength(sources + 1);
    expect(latest().url).toBe("/api/legislation/updates?lastEventId=12&follow=");
    latest().open();
    expect(client.state).toBe("connected");
  });

  it("going offline mid-retry stops retrying; coming back online connects without waiting out the backoff", () => {
    const { client } = makeClient();
    client.start("/legal-tracker", true);
    latest().open();
    latest().fail();
    client.setOnline(false);
    expect(client.state).toBe("disconnected");
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.all).toHaveLength(1);
    client.setOnline(true);
    expect(FakeSource.all).toHaveLength(2);
    expect(client.state).toBe("connecting");
  });

  it("checks every minute whether the server is back, and reconnects only once it answers", async () => {
    let up = false;
    const probe = vi.fn(async () => up);
    const { client } = makeClient(probe);
    client.start("/legal-tracker", true);
    latest().open();
    latest().ready("20");
    exhaustRetries();
    const sources = FakeSource.all.length;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS - 1);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(FakeSource.all).toHaveLength(sources);
    expect(client.state).toBe("disconnected");
    up = true;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(FakeSource.all).toHaveLength(sources + 1);
    expect(latest().url).toBe("/api/legislation/updates?lastEventId=20&follow=");
    latest().open();
    expect(client.state).toBe("connected");
    // Connected again: no more checks.
    await vi.advanceTimersByTimeAsync(5 * PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it("treats a check that throws as the server still down", async () => {
    const probe = vi.fn(async (): Promise<boolean> => {
      throw new TypeError("Failed to fetch");
    });
    const { client } = makeClient(probe);
    client.start("/legal-tracker", true);
    exhaustRetries();
    const sources = FakeSource.all.length;
    await vi.advanceTimersByTimeAsync(3 * PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(FakeSource.all).toHaveLength(sources);
    expect(client.state).toBe("disconnected");
  });

  it("checks only after giving up, and not while the page is hidden or the client stopped", async () => {
    const probe = vi.fn(async () => true);
    const { client } = makeClient(probe);
    client.start("/legal-tracker", true);
    latest().fail();
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(probe).not.toHaveBeenCalled();
    exhaustRetries();
    client.setVisible(false);
    await vi.advanceTimersByTimeAsync(5 * PROBE_EVERY_MS);
    expect(probe).not.toHaveBeenCalled();
    // Visible again: a fresh connection, so a check only after five more failures.
    client.setVisible(true);
    exhaustRetries();
    const sources = FakeSource.all.length;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(FakeSource.all).toHaveLength(sources + 1);
    exhaustRetries();
    client.stop();
    await vi.advanceTimersByTimeAsync(5 * PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
