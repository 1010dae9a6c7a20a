import Fastify, { LogController, type FastifyInstance } from "fastify";
import path from "node:path";
import { limitConnections } from "./connection-limit";
import { cspHashSource } from "./csp-hashes";
import { answerErrorsAsJson, answerUnknownRequests, refuseUnreadBodies } from "./error-answers";
import { registerHealthRoutes } from "./health-routes";
import { startLiveUpdates, type LiveUpdatesConfig } from "./live/start-live-updates";
import type { PublishedData } from "./live/published-data";
import type { RedisUpdateLog } from "./live/redis-update-log";
import { loggerSettings, logRequests, type LoggerOption } from "./request-log";
import { baseSecurityHeaders, NON_DOCUMENT_CSP } from "./security-headers";
import { endConnectionsGracefully } from "./shutdown";
import { StaticFiles } from "./static-files";
import { registerStaticRoutes } from "./static-routes";

export type AppOptions = {
  /** The build directory holding client/ and csp-hashes.json. */
  buildDir: string;
  siteOrigin: string;
  logger?: LoggerOption;
  /** Add the client's address to request log lines (off by default: no addresses are kept). */
  logIpAddresses?: boolean;
  /** Fastify's trustProxy: whether X-Forwarded-For and friends decide the client's address. */
  trustProxy?: boolean | number | string[];
  /** Where the published /data files live; by default the build's client/data. */
  publishedDataDir?: string;
  /** Live updates: where the update log lives (a directory on disk, or Redis when redisUrl is set). */
  live?: LiveUpdatesConfig;
  /** Open connections accepted at once; beyond it new ones are refused (and logged). */
  maxConnections?: number;
  /** Time allowed to receive a whole request, headers and body (a stalled upload is cut off). */
  requestTimeoutMs?: number;
};

/** The server: each concern lives in its own module; this is the order they are put together in. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const https = options.siteOrigin.startsWith("https://");
  const security = baseSecurityHeaders({ https });
  const cspHashes = cspHashSource(options.buildDir);
  cspHashes(); // fail at start-up, not on the first request, when the build is missing
  const files = new StaticFiles(path.join(options.buildDir, "client"));
  // A number of hops is expressed as a function: trust the nearest `hops` proxies only.
  const hops = options.trustProxy;
  const trustProxy = typeof hops === "number" ? (_address: string, hop: number) => hop < hops : (hops ?? false);
  // Fastify's own "incoming"/"completed" pair is off: logRequests writes one line instead.
  // forceCloseConnections is off: Node counts a socket as idle as soon as its response is handed
  // over, even with bytes still queued, and destroying it then truncates the response.
  // drainConnections() (server/shutdown.ts) ends sockets gracefully instead.
  const requestTimeout = options.requestTimeoutMs ?? 10_000;
  // bodyLimit is 1 KB everywhere: only the follow routes read a body, and every other route
  // answers before reading one (refuseUnreadBodies).
  const app = Fastify({
    logger: loggerSettings(options.logger),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
    forceCloseConnections: false,
    bodyLimit: 1024,
    requestTimeout,
    // Node checks the timeouts every 30 s by default: a stalled upload would hold its socket that long.
    http: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeout / 4)) },
  });
  if (options.maxConnections) limitConnections(app, options.maxConnections);
  const dataDir = options.publishedDataDir ?? path.join(options.buildDir, "client", "data");
  const dataFiles = dataDir === path.join(options.buildDir, "client", "data") ? null : new StaticFiles(dataDir);

  endConnectionsGracefully(app);
  logRequests(app, { logIpAddresses: options.logIpAddresses });
  app.addHook("onSend", async (_request, reply) => {
    reply.headers(security);
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", NON_DOCUMENT_CSP);
  });
  refuseUnreadBodies(app);
  answerErrorsAsJson(app);

  let live: { published: PublishedData; redisLog?: RedisUpdateLog } | undefined;
  if (options.live) live = await startLiveUpdates(app, options.live, { dataDir, siteOrigin: options.siteOrigin });
  registerHealthRoutes(app, { published: live?.published, redisLog: live?.redisLog, liveUpdates: Boolean(options.live) });
  registerStaticRoutes(app, { buildDir: options.buildDir, files, dataFiles, cspHashes, https });
  answerUnknownRequests(app);
  return app;
}
