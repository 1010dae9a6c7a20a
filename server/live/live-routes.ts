import type { FastifyInstance, FastifyRequest } from "fastify";
import { registerFollowRoutes } from "./follow-routes";
import type { FollowStore } from "./follows";
import type { PublishedData } from "./published-data";
import { clientAddress } from "./rate-limits";
import type { SessionSigner } from "./session";
import { registerStatusDataRoute } from "./status-data-route";
import { registerStreamRoute } from "./stream-route";
import type { UpdateLog } from "./update-log";
import { createUpdateStreams } from "./update-streams";

export type LiveOptions = {
  log: UpdateLog;
  follows: FollowStore;
  published: PublishedData;
  sessions: SessionSigner;
  knownIsoCodes: () => ReadonlySet<string>;
  siteOrigin: string;
  maxStreamsPerClient?: number;
  maxStreams?: number;
  heartbeatMs?: number;
  /** Follow and unfollow calls allowed per client per minute. */
  followsPerMinute?: number;
  /** Stream opens allowed per client per minute (each may replay up to 24 hours of updates). */
  streamOpensPerMinute?: number;
  maxBufferedBytes?: number;
  stallTimeoutMs?: number;
  clientKey?: (request: FastifyRequest) => string;
  now?: () => number;
};

/**
 * Live legislation updates (docs/product.md#live-updates): a resumable
 * Server-Sent Events stream, and following countries per signed anonymous session
 * (docs/decisions/0006-live-updates.md, 0011-exactly-once-updates.md).
 */
export function registerLiveRoutes(app: FastifyInstance, options: LiveOptions) {
  const { log, follows, sessions, knownIsoCodes } = options;
  const now = options.now ?? Date.now;
  const streams = createUpdateStreams(app, {
    log,
    heartbeatMs: options.heartbeatMs,
    maxBufferedBytes: options.maxBufferedBytes,
    stallTimeoutMs: options.stallTimeoutMs,
    now,
  });
  const unsubscribeFollows = follows.onChange((sessionId, following) => streams.setFollows(sessionId, following));

  app.addHook("onClose", async () => {
    unsubscribeFollows();
    streams.stop();
    await follows.close();
  });
  app.decorate("closeStreams", (retryMs: number) => streams.closeAll(retryMs));
  app.decorate("liveStats", () => streams.stats());

  registerStreamRoute(app, {
    streams,
    log,
    follows,
    sessions,
    knownIsoCodes,
    https: options.siteOrigin.startsWith("https://"),
    maxStreamsPerClient: options.maxStreamsPerClient ?? 20,
    maxStreams: options.maxStreams ?? 10_000,
    streamOpensPerMinute: options.streamOpensPerMinute ?? 60,
    // IPv6 addresses count per /64, as for the rate limits: one host owns a whole block.
    clientKey: options.clientKey ?? clientAddress,
    now,
  });
  registerFollowRoutes(app, { streams, follows, sessions, knownIsoCodes, siteOrigin: options.siteOrigin, followsPerMinute: options.followsPerMinute ?? 120 });
  registerStatusDataRoute(app, options.published);
}

declare module "fastify" {
  interface FastifyInstance {
    /** Tells every open stream to reconnect (used on graceful shutdown). */
    closeStreams: (retryMs: number) => void;
    /** Open update streams, and streams dropped for not reading (for the log, tests and benchmarks). */
    liveStats: () => { openStreams: number; evictedStreams: number };
  }
}
