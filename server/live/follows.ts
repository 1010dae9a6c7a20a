import type { Redis } from "ioredis";
import type { Session } from "./session";

/** A reader follows at most this many countries: more than the 193 UN members, so never a limit in practice, only a bound. */
export const MAX_FOLLOWS_PER_SESSION = 200;
/** Sessions kept in memory by one process; the oldest are dropped first beyond it. */
const MAX_MEMORY_SESSIONS = 100_000;

export type FollowListener = (sessionId: string, following: string[]) => void;

export class TooManyFollowsError extends Error {
  constructor() {
    super(`At most ${MAX_FOLLOWS_PER_SESSION} countries can be followed.`);
  }
}

/**
 * Which countries each anonymous session follows: in memory for one process, in Redis for many.
 * Follows expire with their session. onChange hears every change, in any process.
 */
export interface FollowStore {
  replace(session: Session, isos: readonly string[]): Promise<string[]>;
  add(session: Session, iso: string): Promise<string[]>;
  remove(session: Session, iso: string): Promise<string[]>;
  list(session: Session): Promise<string[]>;
  onChange(listener: FollowListener): () => void;
  close(): Promise<void>;
}

const sorted = (set: Iterable<string>) => [...set].sort();

export class MemoryFollowStore implements FollowStore {
  private follows = new Map<string, { isos: Set<string>; expiresAt: number }>();
  private listeners = new Set<FollowListener>();
  private sweeper: ReturnType<typeof setInterval>;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxSessions = MAX_MEMORY_SESSIONS,
  ) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  get size() {
    return this.follows.size;
  }

  async replace(session: Session, isos: readonly string[]) {
    const next = new Set(isos);
    if (next.size > MAX_FOLLOWS_PER_SESSION) throw new TooManyFollowsError();
    return this.set(session, next);
  }

  async add(session: Session, iso: string) {
    const next = new Set(this.current(session));
    next.add(iso);
    if (next.size > MAX_FOLLOWS_PER_SESSION) throw new TooManyFollowsError();
    return this.set(session, next);
  }

  async remove(session: Session, iso: string) {
    const next = new Set(this.current(session));
    next.delete(iso);
    return this.set(session, next);
  }

  async list(session: Session) {
    return sorted(this.current(session));
  }

  onChange(listener: FollowListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close() {
    clearInterval(this.sweeper);
    this.listeners.clear();
  }

  /** Drops the sessions that have expired. */
  sweep() {
    const now = this.now();
    for (const [id, entry] of this.follows) if (entry.expiresAt <= now) this.follows.delete(id);
  }

  private current(session: Session): Set<string> {
    const entry = this.follows.get(session.id);
    return entry && entry.expiresAt > this.now() ? entry.isos : new Set();
  }

  private set(session: Session, isos: Set<string>) {
    this.follows.delete(session.id);
    if (isos.size > 0) {
      // Re-inserted last, so the Map's order is oldest change first: that is what goes when full.
      this.follows.set(session.id, { isos, expiresAt: session.expiresAt });
      while (this.follows.size > this.maxSessions) this.follows.delete(this.follows.keys().next().value!);
    }
    const following = sorted(isos);
    for (const listener of this.listeners) listener(session.id, following);
    return following;
  }
}

/** Follows in Redis (a set per session, expiring with it); changes are announced to every process. */
export class RedisFollowStore implements FollowStore {
  private listeners = new Set<FollowListener>();
  private readonly channel: string;

  constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly prefix = "privacy-atlas",
  ) {
    this.channel = `${prefix}:follow-changes`;
    void this.subscriber.subscribe(this.channel).catch(() => {});
    // ioredis re-subscribes by itself after a reconnect.
    this.subscriber.on("message", (channel: string, message: string) => {
      if (channel !== this.channel) return;
      try {
        const { session, following } = JSON.parse(message) as { session: string; following: string[] };
        for (const listener of this.listeners) listener(session, following);
      } catch {
        // Not ours.
      }
    });
  }

  private key(session: Session) {
    return `${this.prefix}:follows:${session.id}`;
  }

  async replace(session: Session, isos: readonly string[]) {
    const next = [...new Set(isos)];
    if (next.length > MAX_FOLLOWS_PER_SESSION) throw new TooManyFollowsError();
    const key = this.key(session);
    const transaction = this.redis.multi().del(key);
    if (next.length > 0) transaction.sadd(key, ...next).pexpireat(key, session.expiresAt);
    await transaction.exec();
    return this.announce(session, sorted(next));
  }

  async add(session: Session, iso: string) {
    const key = this.key(session);
    if ((await this.redis.scard(key)) >= MAX_FOLLOWS_PER_SESSION && !(await this.redis.sismember(key, iso))) throw new TooManyFollowsError();
    await this.redis.multi().sadd(key, iso).pexpireat(key, session.expiresAt).exec();
    return this.announce(session, await this.list(session));
  }

  async remove(session: Session, iso: string) {
    await this.redis.srem(this.key(session), iso);
    return this.announce(session, await this.list(session));
  }

  async list(session: Session) {
    return sorted(await this.redis.smembers(this.key(session)));
  }

  onChange(listener: FollowListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close() {
    this.listeners.clear();
    this.subscriber.disconnect();
  }

  private async announce(session: Session, following: string[]) {
    await this.redis.publish(this.channel, JSON.stringify({ session: session.id, following })).catch(() => 0);
    return following;
  }
}
