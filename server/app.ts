import rateLimit from "@fastify/rate-limit";
import { createHash } from "node:crypto";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { readFileSync, statSync } from "node:fs";
import type { Socket } from "node:net";
import path from "node:path";
import { baseSecurityHeaders, contentSecurityPolicy, NON_DOCUMENT_CSP } from "./security-headers";
import { pickEncoding, StaticFiles, type StaticFile } from "./static-files";
import { FileUpdateLog } from "./live/file-update-log";
import { MemoryFollowStore, RedisFollowStore } from "./live/follows";
import { registerLiveRoutes, type LiveOptions } from "./live/live-routes";
import { PublishedData } from "./live/published-data";
import { RedisUpdateLog } from "./live/redis-update-log";
import { loadSessionSecret, SessionSigner } from "./live/session";
import type { UpdateLog } from "./live/update-log";
import { answerTrackerQuery, NoticePages, TRACKER_PATH, trackerNamesSource, withNotice } from "./tracker-requests";

export type AppOptions = {
  /** The build directory holding client/ and csp-hashes.json. */
  buildDir: string;
  siteOrigin: string;
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** Add the client's address to request log lines (off by default: no addresses are kept). */
  logIpAddresses?: boolean;
  /** Fastify's trustProxy: whether X-Forwarded-For and friends decide the client's address. */
  trustProxy?: boolean | number | string[];
  /** Where the published /data files live; by default the build's client/data. */
  publishedDataDir?: string;
  /** Live updates: where the update log lives (a directory on disk, or Redis when redisUrl is set). */
  live?: Omit<LiveOptions, "log" | "follows" | "published" | "knownIsoCodes" | "siteOrigin" | "sessions"> & {
    varDir: string;
    redisUrl?: string;
    /** Signs follow sessions; required with several processes, else kept in varDir. */
    sessionSecret?: string;
    watch?: boolean;
    pollMs?: number;
  };
  /** Open connections accepted at once; beyond it new ones are refused (and logged). */
  maxConnections?: number;
  /** Time allowed to receive a whole request, headers and body (a stalled upload is cut off). */
  requestTimeoutMs?: number;
};

const NOT_FOUND_PAGE = "/404/index.html";
const IMMUTABLE = "public, max-age=31536000, immutable";

export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith("/assets/")) return IMMUTABLE;
  // React Router's .data files are a page's loader data: revalidated like the HTML they go with,
  // or a reader could get new code with old data after a deploy.
  if (relativePath.endsWith(".html") || relativePath.endsWith(".data") || relativePath.startsWith("/data/") || relativePath === "/sw.js") return "no-cache";
  // Feeds change with every data:publish, without a rebuild.
  if (relativePath === "/feed.xml" || relativePath.startsWith("/feeds/")) return "no-cache";
  return "public, max-age=3600";
}

/**
 * The build's inline-script hashes, re-read when a new build replaces the file, so a rebuild
 * under a running server never serves pages whose scripts the old policy would block. A file
 * caught half-written keeps the last good hashes until it is whole.
 */
function cspHashSource(buildDir: string): () => Record<string, string[]> {
  const file = path.join(buildDir, "csp-hashes.json");
  let loaded: { mtimeMs: number; size: number; hashes: Record<string, string[]> } | undefined;
  return () => {
    let info: { mtimeMs: number; size: number };
    try {
      info = statSync(file);
    } catch {
      if (loaded) return loaded.hashes;
      throw new Error(`Missing ${file}: run \`npm run build\` before starting the server.`);
    }
    if (loaded && loaded.mtimeMs === info.mtimeMs && loaded.size === info.size) return loaded.hashes;
    try {
      const hashes = JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>;
      if (!hashes || typeof hashes !== "object" || Array.isArray(hashes)) throw new Error("not an object of hashes");
      loaded = { mtimeMs: info.mtimeMs, size: info.size, hashes };
    } catch (error) {
      if (loaded) return loaded.hashes;
      throw new Error(`Unreadable ${file} (${(error as Error).message}): run \`npm run build\` again.`);
    }
    return loaded.hashes;
  };
}

/**
 * The one form of a clean URL: a single slash between segments (a backslash counts as one, as
 * browsers read it) and none at the end. Collapsing leading slashes matters: `//host/` in a
 * Location header would send the reader to another site.
 */
export function canonicalPath(urlPath: string): string {
  const collapsed = urlPath.replace(/[\\/]+/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : "/";
}

const BODYLESS_METHODS = new Set(["GET", "HEAD"]);

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

function requestLine(request: { method: string; url: string }) {
  return { method: request.method, path: request.url.split("?")[0] };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const https = options.siteOrigin.startsWith("https://");
  const security = baseSecurityHeaders({ https });
  const cspHashes = cspHashSource(options.buildDir);
  cspHashes(); // fail at start-up, not on the first request, when the build is missing
  const files = new StaticFiles(path.join(options.buildDir, "client"));
  // Request lines carry the method and the path only: no query string, no address, no headers.
  const logger = options.logger
    ? {
        ...(options.logger === true ? {} : options.logger),
        serializers: { req: requestLine, res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }) },
      }
    : false;
  // A number of hops is expressed as a function: trust the nearest `hops` proxies only.
  const hops = options.trustProxy;
  const trustProxy = typeof hops === "number" ? (_address: string, hop: number) => hop < hops : (hops ?? false);
  // Fastify's own "incoming"/"completed" pair is off: the onResponse hook writes one line instead.
  // forceCloseConnections is off: Node counts a socket as idle as soon as its response is handed
  // over, even with bytes still queued, and destroying it then truncates the response.
  // drainConnections() ends sockets gracefully instead.
  const requestTimeout = options.requestTimeoutMs ?? 10_000;
  // bodyLimit is 1 KB everywhere: only the follow routes read a body, and every other route
  // answers before reading one (the onRequest hook below).
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
    forceCloseConnections: false,
    bodyLimit: 1024,
    requestTimeout,
    // Node checks the timeouts every 30 s by default: a stalled upload would hold its socket that long.
    http: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeout / 4)) },
  });
  // Beyond the cap, Node refuses new connections; log it (at most every 10 s) instead of failing silently.
  if (options.maxConnections) {
    app.server.maxConnections = options.maxConnections;
    let dropped = 0;
    let lastReport = 0;
    app.server.on("drop", () => {
      dropped += 1;
      if (Date.now() - lastReport < 10_000) return;
      lastReport = Date.now();
      app.log.warn({ event: "connection_limit", maxConnections: options.maxConnections, dropped }, "connection limit reached: new connections are refused");
    });
  }
  const dataDir = options.publishedDataDir ?? path.join(options.buildDir, "client", "data");
  const dataFiles = dataDir === path.join(options.buildDir, "client", "data") ? null : new StaticFiles(dataDir);

  // Graceful shutdown: keep-alive sockets are ended (pending bytes flushed first, never destroyed)
  // as soon as they are idle, so close() finishes once the last response is written.
  const sockets = new Set<Socket>();
  const busy = new Set<Socket>();
  let draining = false;
  app.server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => {
      sockets.delete(socket);
      busy.delete(socket);
    });
  });
  app.addHook("onRequest", async (request) => {
    busy.add(request.raw.socket);
  });
  const endIdle = () => {
    for (const socket of sockets) if (!busy.has(socket)) socket.end();
  };
  // Node's server.close() destroys the connections it thinks idle, including one whose response is
  // finished but still queued for a slow reader; ending them instead lets those bytes arrive.
  app.server.closeIdleConnections = endIdle;
  app.decorate("drainConnections", () => {
    draining = true;
    endIdle();
  });

  // One JSON line per request: method, path (no query string), status and duration.
  app.addHook("onResponse", async (request, reply) => {
    busy.delete(request.raw.socket);
    if (draining) request.raw.socket.end();
    const line: Record<string, unknown> = {
      method: request.method,
      path: request.url.split("?")[0],
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (options.logIpAddresses) line.ip = request.ip;
    request.log.info(line, "request");
  });

  app.addHook("onSend", async (_request, reply) => {
    reply.headers(security);
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", NON_DOCUMENT_CSP);
  });

  // A request with a body on a route that reads none is answered on arrival, before any of the
  // body is read or parsed: the 404 and 405 answers cost nothing however large the upload.
  app.addHook("onRequest", async (request, reply) => {
    if (BODYLESS_METHODS.has(request.method) || request.routeOptions.config?.acceptsBody) return;
    const urlPath = request.url.split("?")[0] ?? "/";
    reply.header("connection", "close").header("cache-control", "no-store");
    if (!request.is404 && urlPath.startsWith("/api/")) return reply.code(404).send({ error: "not_found", reason: `No API endpoint at ${urlPath}` });
    return reply
      .code(405)
      .header("allow", "GET, HEAD")
      .send({ error: "method_not_allowed", reason: `${request.method} is not supported here` });
  });

  // Every error answers JSON with a reason, whatever raised it (body too large, bad JSON, wrong type…).
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) app.log.error(error);
    const names: Record<number, string> = {
      400: "bad_request",
      408: "request_timeout",
      413: "body_too_large",
      415: "unsupported_media_type",
      429: "rate_limited",
    };
    return reply
      .code(status)
      .header("cache-control", "no-store")
      .send({
        error: names[status] ?? (status >= 500 ? "server_error" : "bad_request"),
        reason: status >= 500 ? "Something went wrong on our side." : error.message,
      });
  });

  app.get("/api/health", async (_request, reply) =>
    reply.header("cache-control", "no-store").send({ status: "ok", uptimeSeconds: Math.round(process.uptime()) }),
  );

  let log: UpdateLog | undefined;
  let published: PublishedData | undefined;
  let redisLog: RedisUpdateLog | undefined;
  if (options.live) {
    const { varDir, redisUrl, sessionSecret, watch, pollMs, ...limits } = options.live;
    // The file log checks that VAR_DIR is writable before anything else is opened.
    const fileLog = redisUrl ? undefined : new FileUpdateLog(varDir);
    redisLog = redisUrl ? new RedisUpdateLog(redisUrl) : undefined;
    log = redisLog ?? fileLog!;
    if (redisLog) watchRedis(redisLog, app);
    // Rate limits per client address, shared through Redis when several processes serve.
    await app.register(rateLimit, {
      global: false,
      ...(redisLog ? { redis: redisLog.redis, nameSpace: "privacy-atlas:rate:", skipOnError: true } : { cache: 50_000 }),
      // The plugin's own key by default: the address, with IPv6 taken per /64, so one host cannot
      // step through its own block of addresses to escape the limit.
      ...(limits.clientKey ? { keyGenerator: limits.clientKey } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests: at most ${context.max} a minute; try again in ${context.after}.`,
      }),
    });
    published = new PublishedData(path.join(dataDir, "legislation-status.json"), log, {
      info: (message, extra) => app.log.info({ event: message, ...extra }, message),
      error: (message, extra) => app.log.error({ event: message, ...extra }, message),
    });
    let isoCodes: Set<string> = new Set();
    try {
      const un = JSON.parse(readFileSync(path.join(dataDir, "un-countries.json"), "utf8")) as { countries: Array<{ iso_a3: string }> };
      isoCodes = new Set(un.countries.map((country) => country.iso_a3));
    } catch {
      app.log.error("no published UN list: following countries is unavailable");
    }
    registerLiveRoutes(app, {
      ...limits,
      log,
      sessions: new SessionSigner(loadSessionSecret(sessionSecret, varDir)),
      follows: redisLog ? new RedisFollowStore(redisLog.redis, redisLog.duplicate()) : new MemoryFollowStore(),
      published,
      knownIsoCodes: () => isoCodes,
      siteOrigin: options.siteOrigin,
    });
    await published.start({ watch, pollMs });
    app.addHook("onClose", async () => {
      published?.stop();
      await log?.close();
    });
  }
  // Ready: the data is loaded and valid, and Redis answers when it is configured. A load balancer
  // sends no traffic to a process that is not ready; /api/health only says the process answers.
  app.get("/api/ready", async (_request, reply) => {
    const data = published?.current
      ? { ok: true, version: published.current.version }
      : { ok: false, reason: options.live ? "the legislation data is not loaded" : "live updates are off" };
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

  app.all("/api/*", async (request, reply) =>
    reply
      .code(404)
      .header("cache-control", "no-store")
      .send({ error: "not_found", reason: `No API endpoint at ${request.url.split("?")[0]}` }),
  );

  async function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
    const isHtml = file.contentType.startsWith("text/html");
    reply.code(status).header("content-type", file.contentType);
    reply.header("cache-control", status === 200 ? cacheControlFor(file.relativePath) : "no-cache");
    if (isHtml) reply.header("content-security-policy", contentSecurityPolicy(cspHashes()[file.relativePath] ?? [], { https }));
    // The worker's own policy: it may load its Workbox runtime and fetch from this origin only.
    else if (file.relativePath === "/sw.js") reply.header("content-security-policy", "default-src 'self'; object-src 'none'");
    if (file.compressible) reply.header("vary", "accept-encoding");
    // Precompressed forms only (written by the build and data:publish): nothing is compressed here.
    const encoding = pickEncoding(request.headers["accept-encoding"], [...file.variants.keys()]);
    const variant = file.variants.get(encoding)!;
    reply.header("etag", variant.etag);
    if (status === 200 && request.headers["if-none-match"] === variant.etag) return reply.code(304).send();
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(variant.body);
  }

  // The tracker's answers without JavaScript (server/tracker-requests.ts); names re-read with each build.
  const namesNow = trackerNamesSource(path.join(options.buildDir, "tracker-index.json"));
  const noticePages = new NoticePages();

  async function sendTrackerAnswer(request: FastifyRequest, reply: FastifyReply, query: URLSearchParams) {
    const answer = answerTrackerQuery(query, namesNow());
    if (!answer) return null;
    if (answer.kind === "redirect") return reply.header("cache-control", "no-cache").redirect(answer.location, 303);
    const file = await files.load(answer.relativePath);
    if (!file) return null;
    if (!answer.notice) return sendFile(request, reply, file);
    const identity = file.variants.get("identity")!;
    const encoding = pickEncoding(request.headers["accept-encoding"], ["br", "gzip", "identity"]);
    const key = `${identity.etag}|${createHash("sha1").update(answer.notice).digest("base64url")}`;
    const etag = `"${key.replaceAll('"', "").replace("|", "-")}-${encoding}"`;
    reply.code(200).header("content-type", file.contentType).header("cache-control", "no-cache").header("vary", "accept-encoding").header("etag", etag);
    // The notice holds no script: the page's own script hashes still describe it.
    reply.header("content-security-policy", contentSecurityPolicy(cspHashes()[file.relativePath] ?? [], { https }));
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    const body = await noticePages.body(key, () => withNotice(identity.body, answer.notice!), encoding);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(body);
  }

  async function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    const page = await files.load(NOT_FOUND_PAGE);
    if (!page) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    return sendFile(request, reply, page, 404);
  }

  app.get("/*", async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    // Clean URLs have one form: /about, never /about/ or //about (the home page keeps its slash).
    const canonical = canonicalPath(urlPath);
    if (canonical !== urlPath) return reply.redirect(`${canonical}${request.url.slice(urlPath.length)}`, 308);
    if (urlPath === "/404" || urlPath.startsWith("/404/")) return sendNotFound(request, reply);
    const search = request.url.slice(urlPath.length);
    if (urlPath === TRACKER_PATH && search.length > 1) {
      const answered = await sendTrackerAnswer(request, reply, new URLSearchParams(search.slice(1)));
      if (answered) return answered;
    }
    // Published data from its own directory: resolve() applies the same path safety as for pages.
    const file =
      dataFiles && urlPath.startsWith("/data/")
        ? await dataFiles.resolve(urlPath.slice("/data".length)).then((found) => (found ? { ...found, relativePath: urlPath } : null))
        : await files.resolve(urlPath);
    if (!file || file.relativePath.endsWith("__spa-fallback.html")) return sendNotFound(request, reply);
    return sendFile(request, reply, file);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(405)
      .header("allow", "GET, HEAD")
      .send({ error: "method_not_allowed", reason: `${request.method} is not supported here` }),
  );

  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Ends idle keep-alive connections now and busy ones once their response is written. */
    drainConnections: () => void;
  }
}
