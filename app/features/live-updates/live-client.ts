// The live-updates connection (spec section 4), free of React so its timing is testable.

export type ConnectionState = "disconnected" | "connecting" | "connected" | "error";
export type LiveUpdate = {
  id: string;
  timestamp: string;
  iso_a3: string;
  name?: string;
  summary?: string;
  followed?: boolean;
  changes?: Array<{ field: string; from: string | null; to: string | null }>;
};
export type PendingUpdate = LiveUpdate & { receivedAt: number };

export const STREAM_URL = "/api/legislation/updates";
export const MAX_RETRIES = 5;
export const RETRY_BASE_MS = 1000;
export const PURGE_AGE_MS = 24 * 60 * 60 * 1000;
export const PURGE_EVERY_MS = 60 * 60 * 1000;
export const ACTIVE_PATH_PREFIXES = ["/legal-tracker", "/live-updates", "/real-time-status"] as const;

/** Backoff before retry n (0-based): 1, 2, 4, 8, 16 s. */
export const retryDelay = (attempt: number) => RETRY_BASE_MS * 2 ** attempt;

export function isActivePath(pathname: string): boolean {
  return ACTIVE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
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
    return { ...value, id: lastEventId || String(value.id ?? "") } as LiveUpdate;
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
  private active = false;
  private visible = true;
  private lastEventId: string | null = null;
  /** Follow changes made while not connected, sent on the next connection (last word per country wins). */
  private queued = new Map<string, "subscribe" | "unsubscribe">();

  constructor(
    private readonly deps: LiveClientDeps,
    private readonly events: LiveClientEvents = {},
  ) {}

  /** Starts the hourly purge of pending updates older than 24 hours. */
  start(pathname: string, visible: boolean) {
    this.purgeTimer ??= this.deps.setInterval(() => this.purge(), PURGE_EVERY_MS);
    this.visible = visible;
    this.setPath(pathname);
  }

  stop() {
    this.active = false;
    this.close("disconnected");
    if (this.purgeTimer !== null) this.deps.clearInterval(this.purgeTimer);
    this.purgeTimer = null;
  }

  setPath(pathname: string) {
    this.active = isActivePath(pathname);
    this.reconcile();
  }

  /** Closed while the page is hidden, reopened when it is visible again. */
  setVisible(visible: boolean) {
    this.visible = visible;
    this.reconcile();
  }

  /** Sends subscribe/unsubscribe now when connected, otherwise on the next connection. */
  follow(iso: string, following: boolean) {
    const action = following ? "subscribe" : "unsubscribe";
    if (this.state === "connected") void this.send(action, iso);
    else this.queued.set(iso, action);
  }

  /** Re-sends every follow on each connection, so a server that forgot the session catches up. */
  syncFollows(isos: readonly string[]) {
    for (const iso of isos) if (!this.queued.has(iso)) this.queued.set(iso, "subscribe");
    if (this.state === "connected") this.flush();
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

  private reconcile() {
    const wanted = this.active && this.visible;
    if (wanted && !this.source && this.retryTimer === null) {
      this.retries = 0;
      this.connect();
    } else if (!wanted) {
      this.close("disconnected");
    }
  }

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    this.events.onState?.(state);
  }

  private connect() {
    this.setState("connecting");
    const url = this.lastEventId ? `${STREAM_URL}?lastEventId=${encodeURIComponent(this.lastEventId)}` : STREAM_URL;
    const source = this.deps.createSource(url);
    this.source = source;
    source.onopen = () => {
      if (this.source !== source) return;
      this.retries = 0;
      this.setState("connected");
      this.flush();
    };
    source.addEventListener("update", (event) => {
      if (this.source !== source) return;
      const update = parseUpdate(String(event.data), event.lastEventId);
      // Malformed messages are ignored (spec section 8).
      if (!update) return;
      if (update.id) this.lastEventId = update.id;
      this.pending = [...this.pending, { ...update, receivedAt: this.deps.now() }];
      this.events.onPending?.(this.pending);
      this.events.onUpdate?.(update);
    });
    source.onerror = () => {
      if (this.source !== source) return;
      source.close();
      this.source = null;
      if (this.retries >= MAX_RETRIES) {
        this.setState("disconnected");
        return;
      }
      this.setState("error");
      const delay = retryDelay(this.retries);
      this.retries += 1;
      this.retryTimer = this.deps.setTimer(() => {
        this.retryTimer = null;
        if (this.active && this.visible) this.connect();
      }, delay);
    };
  }

  private close(state: ConnectionState) {
    if (this.retryTimer !== null) this.deps.clearTimer(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
    this.setState(state);
  }

  private flush() {
    const queued = [...this.queued];
    this.queued.clear();
    for (const [iso, action] of queued) void this.send(action, iso);
  }

  private async send(action: "subscribe" | "unsubscribe", iso: string) {
    try {
      await this.deps.post(`/api/legislation/${action}`, iso);
    } catch (error) {
      // Spec section 8: a failed subscribe or unsubscribe is logged to the console only.
      this.deps.log(`Failed to ${action} ${iso}`, error);
    }
  }
}
