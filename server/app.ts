import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { baseSecurityHeaders, contentSecurityPolicy, NON_DOCUMENT_CSP } from "./security-headers";
import { pickEncoding, StaticFiles, type StaticFile } from "./static-files";
import { FileUpdateLog } from "./live/file-update-log";
import { MemoryFollowStore, RedisFollowStore } from "./live/follows";
import { registerLiveRoutes, type LiveOptions } from "./live/live-routes";
import { PublishedData } from "./live/published-data";
import { RedisUpdateLog } from "./live/redis-update-log";
import type { UpdateLog } from "./live/update-log";

export type AppOptions = {
  /** The build directory holding client/ and csp-hashes.json. */
  buildDir: string;
  siteOrigin: string;
  logger?: boolean | { level: string };
  /** Live updates: where the update log lives (a directory on disk, or Redis when redisUrl is set). */
  live?: Omit<LiveOptions, "log" | "follows" | "published" | "knownIsoCodes" | "siteOrigin"> & {
    varDir: string;
    redisUrl?: string;
    watch?: boolean;
    pollMs?: number;
  };
};

const NOT_FOUND_PAGE = "/404/index.html";
const IMMUTABLE = "public, max-age=31536000, immutable";

export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith("/assets/")) return IMMUTABLE;
  if (relativePath.endsWith(".html") || relativePath.startsWith("/data/") || relativePath === "/sw.js") return "no-cache";
  // Feeds change with every data:publish, without a rebuild.
  if (relativePath === "/feed.xml" || relativePath.startsWith("/feeds/")) return "no-cache";
  return "public, max-age=3600";
}

/**
 * The build's inline-script hashes, re-read when a new build replaces the file, so a rebuild
 * under a running server never serves pages whose scripts the old policy would block.
 */
function cspHashSource(buildDir: string): () => Record<string, string[]> {
  const file = path.join(buildDir, "csp-hashes.json");
  let loaded: { mtimeMs: number; hashes: Record<string, string[]> } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      if (loaded) return loaded.hashes;
      throw new Error(`Missing ${file}: run \`npm run build\` before starting the server.`);
    }
    if (!loaded || loaded.mtimeMs !== mtimeMs) loaded = { mtimeMs, hashes: JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]> };
    return loaded.hashes;
  };
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
  const logger = options.logger ? { ...(options.logger === true ? {} : options.logger), serializers: { req: requestLine, res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }) } } : false;
  const app = Fastify({ logger });

  app.addHook("onSend", async (_request, reply) => {
    reply.headers(security);
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", NON_DOCUMENT_CSP);
  });

  // Every error answers JSON with a reason, whatever raised it (body too large, bad JSON, wrong type…).
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) app.log.error(error);
    const names: Record<number, string> = { 400: "bad_request", 413: "body_too_large", 415: "unsupported_media_type" };
    return reply
      .code(status)
      .header("cache-control", "no-store")
      .send({ error: names[status] ?? (status >= 500 ? "server_error" : "bad_request"), reason: status >= 500 ? "Something went wrong on our side." : error.message });
  });

  app.get("/api/health", async () => ({ status: "ok", uptimeSeconds: Math.round(process.uptime()) }));

  let log: UpdateLog | undefined;
  let published: PublishedData | undefined;
  if (options.live) {
    const { varDir, redisUrl, watch, pollMs, ...limits } = options.live;
    const redisLog = redisUrl ? new RedisUpdateLog(redisUrl) : undefined;
    log = redisLog ?? new FileUpdateLog(varDir);
    const dataDir = path.join(options.buildDir, "client", "data");
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
      follows: redisLog ? new RedisFollowStore(redisLog.redis) : new MemoryFollowStore(),
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
  app.all("/api/*", async (request, reply) =>
    reply.code(404).header("cache-control", "no-store").send({ error: "not_found", reason: `No API endpoint at ${request.url.split("?")[0]}` }),
  );

  async function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
    const isHtml = file.contentType.startsWith("text/html");
    reply.code(status).header("content-type", file.contentType).header("etag", file.etag);
    reply.header("cache-control", status === 200 ? cacheControlFor(file.relativePath) : "no-cache");
    if (isHtml) reply.header("content-security-policy", contentSecurityPolicy(cspHashes()[file.relativePath] ?? [], { https }));
    // The worker's own policy: it may load its Workbox runtime and fetch from this origin only.
    else if (file.relativePath === "/sw.js") reply.header("content-security-policy", "default-src 'self'; object-src 'none'");
    if (file.compressible) reply.header("vary", "accept-encoding");
    if (status === 200 && request.headers["if-none-match"] === file.etag) return reply.code(304).send();
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    const body = await file.body(encoding);
    if (file.compressible && encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(body);
  }

  async function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    const page = await files.load(NOT_FOUND_PAGE);
    if (!page) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    return sendFile(request, reply, page, 404);
  }

  app.get("/*", async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    // Clean URLs have one form: /about, never /about/ (the home page keeps its slash).
    if (urlPath.length > 1 && urlPath.endsWith("/")) {
      const query = request.url.slice(urlPath.length);
      return reply.redirect(`${urlPath.replace(/\/+$/, "")}${query}`, 308);
    }
    if (urlPath === "/404" || urlPath.startsWith("/404/")) return sendNotFound(request, reply);
    const file = await files.resolve(urlPath);
    if (!file || file.relativePath.endsWith("__spa-fallback.html")) return sendNotFound(request, reply);
    return sendFile(request, reply, file);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(405).header("allow", "GET, HEAD").send({ error: "method_not_allowed", reason: `${request.method} is not supported here` }),
  );

  return app;
}
