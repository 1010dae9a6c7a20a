import type { FastifyInstance } from "fastify";
import { readFileSync } from "node:fs";
import path from "node:path";
import { FileUpdateLog } from "./file-update-log";
import { MemoryFollowStore, RedisFollowStore } from "./follows";
import { registerLiveRoutes, type LiveOptions } from "./live-routes";
import { PublishedData } from "./published-data";
import { registerRateLimits } from "./rate-limits";
import { RedisUpdateLog } from "./redis-update-log";
import { loadSessionSecret, SessionSigner } from "./session";
import type { UpdateLog } from "./update-log";

/** Live updates as configured: where the update log lives (a directory on disk, or Redis when redisUrl is set), and the limits. */
export type LiveUpdatesConfig = Omit<LiveOptions, "log" | "follows" | "published" | "knownIsoCodes" | "siteOrigin" | "sessions"> & {
  varDir: string;
  redisUrl?: string;
  /** Signs follow sessions; required with several processes, else kept in varDir. */
  sessionSecret?: string;
  watch?: boolean;
  pollMs?: number;
};

/** Logs a lost Redis connection once, and its return once, however many retries lie between. */
function watchRedis(redisLog: RedisUpdateLog, app: FastifyInstance) {
  let lost = false;
  const connection = redisLog.redis;
  const down = (reason: string) => {
    if (lost) return;
    lost = true;
    app.log.error({ event: "redis_connection_lost", reason }, "Redis connection lost; serving pages and data, live updates wait, reconnecting with backoff");
  };
  connection.on("error", (error: Error) => down(error.message));
  connection.on("close", () => down("connection closed"));
  connection.on("ready", () => {
    if (!lost) return;
    lost = false;
    app.log.info({ event: "redis_connection_restored" }, "Redis connection restored");
  });
}

/** The UN members' codes from the published list: the only countries a reader may follow. */
function loadKnownIsoCodes(dataDir: string, app: FastifyInstance): Set<string> {
  try {
    const un = JSON.parse(readFileSync(path.join(dataDir, "un-countries.json"), "utf8")) as { countries: Array<{ iso_a3: string }> };
    return new Set(un.countries.map((country) => country.iso_a3));
  } catch {
    app.log.error("no published UN list: following countries is unavailable");
    return new Set();
  }
}

/**
 * Opens the update log, registers the rate limits and the live routes, and loads the published
 * legislation data (watching it for new versions when asked); all of it closes with the app.
 */
export async function startLiveUpdates(
  app: FastifyInstance,
  config: LiveUpdatesConfig,
  { dataDir, siteOrigin }: { dataDir: string; siteOrigin: string },
): Promise<{ published: PublishedData; redisLog?: RedisUpdateLog }> {
  const { varDir, redisUrl, sessionSecret, watch, pollMs, ...limits } = config;
  // The file log checks that VAR_DIR is writable before anything else is opened.
  const fileLog = redisUrl ? undefined : new FileUpdateLog(varDir);
  const redisLog = redisUrl ? new RedisUpdateLog(redisUrl) : undefined;
  const log: UpdateLog = redisLog ?? fileLog!;
  if (redisLog) watchRedis(redisLog, app);
  await registerRateLimits(app, { redisLog, clientKey: limits.clientKey });
  const published = new PublishedData(path.join(dataDir, "legislation-status.json"), log, {
    info: (message, extra) => app.log.info({ event: message, ...extra }, message),
    error: (message, extra) => app.log.error({ event: message, ...extra }, message),
  });
  const isoCodes = loadKnownIsoCodes(dataDir, app);
  registerLiveRoutes(app, {
    ...limits,
    log,
    sessions: new SessionSigner(loadSessionSecret(sessionSecret, varDir)),
    follows: redisLog ? new RedisFollowStore(redisLog.redis, redisLog.duplicate()) : new MemoryFollowStore(),
    published,
    knownIsoCodes: () => isoCodes,
    siteOrigin,
  });
  await published.start({ watch, pollMs });
  app.addHook("onClose", async () => {
    published.stop();
    await log.close();
  });
  return { published, redisLog };
}
