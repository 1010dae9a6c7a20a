import type { FastifyInstance } from "fastify";
import type { PublishedData } from "./live/published-data";
import type { RedisUpdateLog } from "./live/redis-update-log";

export type Readiness = {
  /** The accepted legislation data; absent when live updates are off. */
  published?: PublishedData;
  redisLog?: RedisUpdateLog;
  liveUpdates: boolean;
};

/**
 * /api/health says the process answers. /api/ready says the data is loaded and valid, and Redis
 * answers when it is configured: a load balancer sends no traffic to a process that is not ready.
 */
export function registerHealthRoutes(app: FastifyInstance, { published, redisLog, liveUpdates }: Readiness) {
  app.get("/api/health", async (_request, reply) =>
    reply.header("cache-control", "no-store").send({ status: "ok", uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get("/api/ready", async (_request, reply) => {
    const data = published?.current
      ? { ok: true, version: published.current.version }
      : { ok: false, reason: liveUpdates ? "the legislation data is not loaded" : "live updates are off" };
    // The public answer gives a fixed reason; the detail (addresses, errors) goes to the log only.
    const redis = redisLog
      ? await redisLog.ping(500).then(
          () => ({ ok: true }),
          (error: unknown) => {
            app.log.warn({ event: "ready_check_failed", check: "redis", error: String((error as Error).message ?? error) }, "readiness: Redis did not answer");
            return { ok: false, reason: "Redis is not answering" };
          },
        )
      : { ok: true, skipped: true };
    const ready = data.ok && redis.ok;
    return reply
      .code(ready ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status: ready ? "ready" : "not_ready", checks: { data, redis } });
  });
}
