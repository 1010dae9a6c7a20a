import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RedisUpdateLog } from "./redis-update-log";

/** Whom a limit counts: the address, with IPv6 taken per /64, since one host owns a whole block. */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

/** A route's rate limit (its `config`): at most `max` requests per client a minute. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/**
 * Rate limits per client address, shared through Redis when several processes serve; routes opt
 * in with perMinute(). `clientKey` replaces the address (tests and benchmarks).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { redisLog, clientKey }: { redisLog?: RedisUpdateLog; clientKey?: (request: FastifyRequest) => string },
) {
  await app.register(rateLimit, {
    global: false,
    ...(redisLog ? { redis: redisLog.redis, nameSpace: "privacy-atlas:rate:", skipOnError: true } : { cache: 50_000 }),
    // The plugin's own key by default: the address, with IPv6 taken per /64, so one host cannot
    // step through its own block of addresses to escape the limit.
    ...(clientKey ? { keyGenerator: clientKey } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests: at most ${context.max} a minute; try again in ${context.after}.`,
    }),
  });
}
