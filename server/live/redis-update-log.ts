import { Redis } from "ioredis";
import type { CountryUpdate, LoggedUpdate } from "../../data/schema/live-update";
import { PublishConflictError, RETENTION_MS, type PublishedVersion, type UpdateLog } from "./update-log";

// Publishing is one atomic compare-and-set: it records version V only if the recorded version is
// still the one the caller diffed against, so however many processes see the same change, each
// update is in the stream once, and no diff is computed against a version that was overtaken.
const PUBLISH_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if current == ARGV[1] then return {'same'} end
if (current or '') ~= ARGV[3] then return {'conflict', current or ''} end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], ARGV[2])
local result = {'ok'}
for i = 4, #ARGV do
  result[#result + 1] = redis.call('XADD', KEYS[3], 'MAXLEN', '~', '100000', '*', 'u', ARGV[i])
end
return result
`;

const ID_PATTERN = /^(\d{1,15})-(\d{1,15})$/;

type StreamEntry = [id: string, fields: string[]];

function parseEntry([id, fields]: StreamEntry): LoggedUpdate | null {
  const index = fields.indexOf("u");
  if (index < 0) return null;
  try {
    return { ...(JSON.parse(fields[index + 1] ?? "") as Omit<LoggedUpdate, "id">), id };
  } catch {
    return null;
  }
}

/** Redis Streams for the log and replay, shared by every server process. */
export class RedisUpdateLog implements UpdateLog {
  private readonly client: Redis;
  private readonly reader: Redis;
  private readonly keys: { version: string; document: string; stream: string };
  private listeners = new Set<(update: LoggedUpdate) => void>();
  private closed = false;
  private reading: Promise<void> | undefined;

  constructor(
    url: string,
    readonly prefix = "privacy-atlas",
    private readonly now: () => number = Date.now,
  ) {
    const options = { maxRetriesPerRequest: 2, retryStrategy: (times: number) => Math.min(100 * 2 ** times, 5000), lazyConnect: false };
    this.client = new Redis(url, options);
    // Blocking reads need their own connection.
    this.reader = new Redis(url, { ...options, maxRetriesPerRequest: null });
    for (const connection of [this.client, this.reader]) connection.on("error", () => {});
    this.keys = { version: `${prefix}:data-version`, document: `${prefix}:data-document`, stream: `${prefix}:updates` };
  }

  get redis(): Redis {
    return this.client;
  }

  /** A new connection with the same settings, e.g. for a subscriber. */
  duplicate(): Redis {
    const connection = this.client.duplicate();
    connection.on("error", () => {});
    return connection;
  }

  /** Resolves when Redis answers within `timeoutMs`; rejects otherwise, without queueing behind a dead link. */
  async ping(timeoutMs: number): Promise<void> {
    if (this.client.status !== "ready") throw new Error(`Redis is ${this.client.status}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        this.client.ping(),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("Redis did not answer in time")), timeoutMs))),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async lastPublished(): Promise<PublishedVersion | null> {
    const [version, document] = await this.client.mget(this.keys.version, this.keys.document);
    return version && document ? { version, document } : null;
  }

  async publish(version: string, document: string, updates: CountryUpdate[], expectedPrevious: string | null): Promise<LoggedUpdate[]> {
    const timestamp = new Date(this.now()).toISOString();
    const payloads = updates.map((update) => ({ ...update, timestamp, data_version: version }));
    const [outcome, ...rest] = (await this.client.eval(
      PUBLISH_SCRIPT,
      3,
      this.keys.version,
      this.keys.document,
      this.keys.stream,
      version,
      document,
      expectedPrevious ?? "",
      ...payloads.map((payload) => JSON.stringify(payload)),
    )) as string[];
    if (outcome === "same") return [];
    if (outcome === "conflict") throw new PublishConflictError(rest[0] || null);
    return rest.map((id, index) => ({ ...payloads[index]!, id }));
  }

  async since(lastId: string | null): Promise<LoggedUpdate[]> {
    const windowStart = `${this.now() - RETENTION_MS}-0`;
    // XRANGE with an exclusive start: only what comes after the client's id.
    const start = lastId !== null && this.compareIds(lastId, windowStart) >= 0 ? `(${lastId}` : windowStart;
    const entries = (await this.client.xrange(this.keys.stream, start, "+")) as StreamEntry[];
    return entries.map(parseEntry).filter((entry): entry is LoggedUpdate => entry !== null);
  }

  async head(): Promise<string> {
    const newest = (await this.client.xrevrange(this.keys.stream, "+", "-", "COUNT", 1)) as StreamEntry[];
    return newest[0]?.[0] ?? "0-0";
  }

  parseId(raw: string): string | null {
    const match = ID_PATTERN.exec(raw);
    return match ? `${Number(match[1])}-${Number(match[2])}` : null;
  }

  onAppend(listener: (update: LoggedUpdate) => void) {
    this.listeners.add(listener);
    this.reading ??= this.readLoop();
    return () => this.listeners.delete(listener);
  }

  compareIds(a: string, b: string): number {
    const [am = 0, as = 0] = a.split("-").map(Number);
    const [bm = 0, bs = 0] = b.split("-").map(Number);
    return am - bm || as - bs;
  }

  async close() {
    this.closed = true;
    this.listeners.clear();
    this.reader.disconnect();
    await this.client.quit().catch(() => this.client.disconnect());
  }

  /** Follows the stream from the moment of subscribing, resuming after the last id seen when Redis comes back. */
  private async readLoop() {
    let lastId = "$";
    while (!this.closed) {
      try {
        if (lastId === "$") lastId = await this.headOn(this.reader);
        const result = (await this.reader.xread("BLOCK", 5000, "STREAMS", this.keys.stream, lastId)) as Array<[string, StreamEntry[]]> | null;
        for (const [, entries] of result ?? []) {
          for (const raw of entries) {
            lastId = raw[0];
            const entry = parseEntry(raw);
            if (!entry) continue;
            // One failing listener must not stop the others, nor replay this entry to them.
            for (const listener of this.listeners) {
              try {
                listener(entry);
              } catch {
                // The listener reports its own errors.
              }
            }
          }
        }
      } catch {
        if (this.closed) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  private async headOn(connection: Redis): Promise<string> {
    const newest = (await connection.xrevrange(this.keys.stream, "+", "-", "COUNT", 1)) as StreamEntry[];
    return newest[0]?.[0] ?? "0-0";
  }
}
