import { Redis } from "ioredis";
import type { CountryUpdate } from "./diff";
import { RETENTION_MS, type LoggedUpdate, type UpdateLog } from "./update-log";

// Publishing is one atomic step: a version already recorded (by any process) appends nothing,
// so however many processes see the same data change, each update is in the stream once.
const PUBLISH_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return {} end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], ARGV[2])
local ids = {}
for i = 3, #ARGV do
  ids[#ids + 1] = redis.call('XADD', KEYS[3], 'MAXLEN', '~', '100000', '*', 'u', ARGV[i])
end
return ids
`;

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
    prefix = "privacy-atlas",
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

  /** Resolves when Redis answers within `timeoutMs`; rejects otherwise, without queueing behind a dead link. */
  async ping(timeoutMs: number): Promise<void> {
    if (this.client.status !== "ready") throw new Error(`Redis is ${this.client.status}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([this.client.ping(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("Redis did not answer in time")), timeoutMs)))]);
    } finally {
      clearTimeout(timer);
    }
  }

  async lastPublished() {
    const [version, document] = await this.client.mget(this.keys.version, this.keys.document);
    return version && document ? { version, document } : null;
  }

  async publish(version: string, document: string, updates: CountryUpdate[]): Promise<LoggedUpdate[]> {
    const timestamp = new Date(this.now()).toISOString();
    const payloads = updates.map((update) => ({ ...update, timestamp, data_version: version }));
    const ids = (await this.client.eval(
      PUBLISH_SCRIPT,
      3,
      this.keys.version,
      this.keys.document,
      this.keys.stream,
      version,
      document,
      ...payloads.map((payload) => JSON.stringify(payload)),
    )) as string[];
    return ids.map((id, index) => ({ ...payloads[index]!, id }));
  }

  async since(lastId: string | null): Promise<LoggedUpdate[]> {
    const start = `${this.now() - RETENTION_MS}-0`;
    const entries = (await this.client.xrange(this.keys.stream, start, "+")) as StreamEntry[];
    return entries
      .map(parseEntry)
      .filter((entry): entry is LoggedUpdate => entry !== null && (lastId === null || this.compareIds(entry.id, lastId) > 0));
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

  healthy() {
    return this.client.status === "ready";
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
        if (lastId === "$") {
          const newest = (await this.reader.xrevrange(this.keys.stream, "+", "-", "COUNT", 1)) as StreamEntry[];
          lastId = newest[0]?.[0] ?? "0-0";
        }
        const result = (await this.reader.xread("BLOCK", 5000, "STREAMS", this.keys.stream, lastId)) as Array<[string, StreamEntry[]]> | null;
        for (const [, entries] of result ?? []) {
          for (const raw of entries) {
            lastId = raw[0];
            const entry = parseEntry(raw);
            if (entry) for (const listener of this.listeners) listener(entry);
          }
        }
      } catch {
        if (this.closed) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }
}
