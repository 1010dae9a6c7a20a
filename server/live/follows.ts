import type { Redis } from "ioredis";

const FOLLOW_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Which countries each anonymous session follows: in memory for one process, in Redis for many. */
export interface FollowStore {
  add(session: string, iso: string): Promise<string[]>;
  remove(session: string, iso: string): Promise<string[]>;
  list(session: string): Promise<string[]>;
}

export class MemoryFollowStore implements FollowStore {
  private follows = new Map<string, Set<string>>();
  async add(session: string, iso: string) {
    const set = this.follows.get(session) ?? new Set<string>();
    set.add(iso);
    this.follows.set(session, set);
    return [...set].sort();
  }
  async remove(session: string, iso: string) {
    const set = this.follows.get(session);
    set?.delete(iso);
    if (set && set.size === 0) this.follows.delete(session);
    return [...(set ?? [])].sort();
  }
  async list(session: string) {
    return [...(this.follows.get(session) ?? [])].sort();
  }
}

export class RedisFollowStore implements FollowStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "privacy-atlas",
  ) {}
  private key(session: string) {
    return `${this.prefix}:follows:${session}`;
  }
  async add(session: string, iso: string) {
    await this.redis.multi().sadd(this.key(session), iso).expire(this.key(session), FOLLOW_TTL_SECONDS).exec();
    return this.list(session);
  }
  async remove(session: string, iso: string) {
    await this.redis.srem(this.key(session), iso);
    return this.list(session);
  }
  async list(session: string) {
    return (await this.redis.smembers(this.key(session))).sort();
  }
}
