// The live-updates connection (docs/product.md#live-updates), free of React so its timing is testable.
// The messages' types come from data/schema/live-update.ts; a type-only import, so no zod reaches the page.
import type { LiveUpdateMessage } from "@data/schema/live-update";

export type ConnectionState = "disconnected" | "connecting" | "connected" | "error";
/** An update as the client reads it: parseUpdate checks only the fields it needs; the others may be missing. */
export type LiveUpdate = Pick<LiveUpdateMessage, "id" | "timestamp" | "iso_a3"> & Partial<Pick<LiveUpdateMessage, "name" | "summary" | "followed" | "changes">>;
export type PendingUpdate = LiveUpdate & { receivedAt: number };

const STREAM_URL = "/api/legislation/updates";
export const MAX_RETRIES = 5;
const RETRY_BASE_MS = 1000;
/** After the retries give up, how often the client asks whether the server is back. */
export const PROBE_EVERY_MS = 60_000;
const PURGE_AGE_MS = 24 * 60 * 60 * 1000;
export const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Update keys remembered to drop a repeat; far more than one reconnect's replay holds. */
const SEEN_UPDATES_KEPT = 1000;
const ACTIVE_PATH_PREFIXES = ["/legal-tracker", "/live-updates", "/real-time-status"] as const;

const ISO_A3 = /^[A-Z]{3}$/;

/** Backoff before retry n (0-based): 1, 2, 4, 8, 16 s. */
export const retryDelay = (attempt: number) => RETRY_BASE_MS * 2 ** attempt;

export function isActivePath(pathname: string): boolean {
  return ACTIVE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The stream URL: the id to resume from (only ever one the server sent) and the whole follow
 * list, empty included, so the server replaces whatever its session remembered.
 */
function streamUrl(lastEventId: string | null, following: Iterable<string>): string {
  const follow = [...new Set(following)]
    .filter((iso) => ISO_A3.test(iso))
    .sort()
    .join(",");
  const resume = lastEventId ? `lastEventId=${encodeURIComponent(lastEventId)}&` : "";
  return `${STREAM_URL}?${resume}follow=${follow}`;
}

/** Whether an update is toasted: the server's flag, or the reader's own list. */
export function isFollowedUpdate(update: LiveUpdate, following: ReadonlySet<string>): boolean {
  // The local list covers a follow whose subscribe call is still in flight (or was refused):
  // the server cannot know it yet, and the reader expects the toast.
  return update.followed === true || following.has(update.iso_a3);
}

type EventSourceLike = {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
};

export type LiveClientDeps = {
  createSource: (url: string) => EventSourceLike;
  post: (path: string, iso: string) => Promise<void>;
  /** Whether the server answers at all (the provider asks /api/health); false or a rejection means not yet. */
  probe: () => Promise<boolean>;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  now: () => number;
  log: (message: string, error?: unknown) => void;
};

export type LiveClientEvents = {
  onState?: (state: ConnectionState) => void;
  onUpdate?: (update: LiveUpdate) => void;
  onPending?: (pending: readonly PendingUpdate[]) => void;
};

export function parseUpdate(data: string, lastEventId: string): LiveUpdate | null {
  try {
    const value = JSON.parse(data) as Partial<LiveUpdate>;
    if (!value || typeof value !== "object" || typeof value.timestamp !== "string" || typeof value.iso_a3 !== "string") return null;
    return { ...value, id: lastEventId || String(value.id ?? ""), followed: value.followed === true } as LiveUpdate;
  } catch {
    return null;
  }
}

/** The ready event's follow list, or null when it is missing or malformed. */
export function parseReady(data: string): string[] | null {
  try {
    const value = JSON.parse(data) as { following?: unknown };
    if (!value || !Array.isArray(value.following)) return null;
    return value.following.filter((iso): iso is string => typeof iso === "string" && ISO_A3.test(iso));
  } catch {
    return null;
  }
}

export class LiveClient {
  state: ConnectionState = "disconnected";
  pending: PendingUpdate[] = [];
  private source: EventSourceLike | null = null;
  private retries = 0;
  private retryTimer: unknown = null;
  private purgeTimer: unknown = null;
  private probeTimer: unknown = null;
  private probing = false;
  /** The five retries ran out; only visibility, the network or a successful probe reconnect. */
  private gaveUp = false;
  private active = false;
  private visible = true;
  private online = true;
  /** The newest id the server sent, from an update or a stream's ready event. */
  private lastEventId: string | null = null;
  private following = new Set<string>();
  private seen = new Set<string>();

  constructor(
    private readonly deps: LiveClientDeps,
    private readonly events: LiveClientEvents = {},
  ) {}

  /** Starts the hourly purge of pending updates older than 24 hours. */
  start(pathname: string, visible: boolean, online = true) {
    this.purgeTimer ??= this.deps.setInterval(() => this.purge(), PURGE_EVERY_MS);
    this.visible = visible;
    this.online = online;
    this.setPath(pathname);
  }

  stop() {
    this.active = false;
    this.close("disconnected");
    this.updateProbe();
    if (this.purgeTimer !== null) this.deps.clearInterval(this.purgeTimer);
    this.purgeTimer = null;
  }

  setPath(pathname: string) {
    this.active = isActivePath(pathname);
    this.reconcile();
  }

  /** Closed while the page is hidden, reopened when it is visible again (also after the retries gave up). */
  setVisible(visible: boolean) {
    this.visible = visible;
    this.reconcile();
  }

  /** Offline: closed, no retries spent in vain. Back online: reconnects at once with fresh retries. */
  setOnline(online: boolean) {
    this.online = online;
    if (online && this.retryTimer !== null) {
      this.deps.clearTimer(this.retryTimer);
      this.retryTimer = null;
    }
    this.reconcile();
  }

  /** The reader's follow list (from storage): sent with every connection, posted nowhere. */
  setFollows(isos: Iterable<string>) {
    this.following = new Set([...isos].filter((iso) => ISO_A3.test(iso)));
  }

  /** While connected the change is posted now; otherwise the next connection's URL carries it. */
  follow(iso: string, following: boolean) {
    if (!ISO_A3.test(iso)) return;
    if (following) this.following.add(iso);
    else this.following.delete(iso);
    if (this.state === "connected") void this.send(following ? "subscribe" : "unsubscribe", iso);
  }

  markSeen() {
    this.pending = [];
    this.events.onPending?.(this.pending);
  }

  purge() {
    const cutoff = this.deps.now() - PURGE_AGE_MS;
    const kept = this.pending.filter((update) => update.receivedAt >= cutoff);
    if (kept.length !== this.pending.length) {
      this.pending = kept;
      this.events.onPending?.(this.pending);
    }
  }

  private wanted() {
    return this.active && this.visible && this.online;
  }

  private reconcile() {
    if (this.wanted() && !this.source && this.retryTimer === null) {
      this.gaveUp = false;
      this.retries = 0;
      this.connect();
    } else if (!this.wanted()) {
      this.close("disconnected");
    }
    this.updateProbe();
  }

  /** The slow check runs only while it could help: gave up, on an active page, visible and online. */
  private updateProbe() {
    const wanted = this.gaveUp && this.wanted();
    if (wanted && this.probeTimer === null) {
      this.probeTimer = this.deps.setInterval(() => void this.runProbe(), PROBE_EVERY_MS);
    } else if (!wanted && this.probeTimer !== null) {
      this.deps.clearInterval(this.probeTimer);
      this.probeTimer = null;
    }
  }

  private async runProbe() {
    if (this.probing) return;
    this.probing = true;
    let up = false;
    try {
      up = await this.deps.probe();
    } catch {
      up = false;
    } finally {
      this.probing = false;
    }
    // Something else (visibility, the network) may have reconnected while the check was out.
    if (up && this.gaveUp && this.wanted() && !this.source && this.retryTimer === null) {
      this.gaveUp = false;
      this.retries = 0;
      this.updateProbe();
      this.connect();
    }
  }

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    this.events.onState?.(state);
  }

  private connect() {
    this.setState("connecting");
    const source = this.deps.createSource(streamUrl(this.lastEventId, this.following));
    this.source = source;
    source.onopen = () => {
      if (this.source !== source) return;
      this.retries = 0;
      this.setState("connected");
    };
    source.addEventListener("ready", (event) => {
      if (this.source !== source) return;
      // The stream's position: resuming from it loses nothing even before the first update.
      if (event.lastEventId) this.lastEventId = event.lastEventId;
      const following = parseReady(String(event.data));
      if (following) this.reconcileFollows(following);
    });
    source.addEventListener("update", (event) => {
      if (this.source !== source) return;
      const update = parseUpdate(String(event.data), event.lastEventId);
      // Malformed messages are ignored (docs/product.md#live-updates).
      if (!update) return;
      if (update.id) this.lastEventId = update.id;
      if (!this.firstSight(update)) return;
      this.pending = [...this.pending, { ...update, receivedAt: this.deps.now() }];
      this.events.onPending?.(this.pending);
      this.events.onUpdate?.(update);
    });
    source.onerror = () => {
      if (this.source !== source) return;
      source.close();
      this.source = null;
      if (this.retries >= MAX_RETRIES) {
        this.gaveUp = true;
        this.setState("disconnected");
        this.updateProbe();
        return;
      }
      this.setState("error");
      const delay = retryDelay(this.retries);
      this.retries += 1;
      this.retryTimer = this.deps.setTimer(() => {
        this.retryTimer = null;
        if (this.wanted()) this.connect();
      }, delay);
    };
  }

  /**
   * False for an update already delivered. The key holds more than the id so that a log reset
   * on the server, which may reuse ids, cannot hide a new update.
   */
  private firstSight(update: LiveUpdate): boolean {
    if (!update.id) return true;
    const key = `${update.id}|${update.iso_a3}|${update.timestamp}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    if (this.seen.size > SEEN_UPDATES_KEPT) this.seen.delete(this.seen.values().next().value!);
    return true;
  }

  /** A follow changed while the stream was opening missed its URL: post the difference now. */
  private reconcileFollows(server: readonly string[]) {
    const known = new Set(server);
    for (const iso of this.following) if (!known.has(iso)) void this.send("subscribe", iso);
    for (const iso of known) if (!this.following.has(iso)) void this.send("unsubscribe", iso);
  }

  private close(state: ConnectionState) {
    if (this.retryTimer !== null) this.deps.clearTimer(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
    this.setState(state);
  }

  private async send(action: "subscribe" | "unsubscribe", iso: string) {
    try {
      await this.deps.post(`/api/legislation/${action}`, iso);
    } catch (error) {
      // A failed subscribe or unsubscribe is logged to the console only
      // (docs/product.md#live-updates); the next connection's follow list puts it right.
      this.deps.log(`Failed to ${action} ${iso}`, error);
    }
  }
}
