import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pickEncoding } from "../static-files";
import type { FollowStore } from "./follows";
import type { PublishedData } from "./published-data";
import type { LoggedUpdate, UpdateLog } from "./update-log";

export const SESSION_COOKIE = "pa_session";
export const HEARTBEAT_MS = 25_000;
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
const SESSION_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

export type LiveOptions = {
  log: UpdateLog;
  follows: FollowStore;
  published: PublishedData;
  knownIsoCodes: () => ReadonlySet<string>;
  siteOrigin: string;
  maxStreamsPerClient?: number;
  maxStreams?: number;
  heartbeatMs?: number;
  /** Follow and unfollow calls allowed per client per minute. */
  followsPerMinute?: number;
  clientKey?: (request: FastifyRequest) => string;
};

type StreamClient = { res: ServerResponse; session: string; address: string; follows: Set<string>; lastId: string | null };

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return cookies;
}

function jsonError(reply: FastifyReply, status: number, error: string, reason: string) {
  return reply.code(status).header("cache-control", "no-store").send({ error, reason });
}

/**
 * Live legislation updates (spec sections 4 and 7, decisions.md 'Live updates'): a resumable
 * Server-Sent Events stream, and following countries per anonymous session.
 */
export function registerLiveRoutes(app: FastifyInstance, options: LiveOptions) {
  const https = options.siteOrigin.startsWith("https://");
  const maxPerClient = options.maxStreamsPerClient ?? 20;
  const maxStreams = options.maxStreams ?? 10_000;
  const perMinute = options.followsPerMinute ?? 120;
  const clientKey = options.clientKey ?? ((request: FastifyRequest) => request.ip);
  const clients = new Set<StreamClient>();
  const perAddress = new Map<string, number>();
  const sessionClients = new Map<string, Set<StreamClient>>();

  const sessionCookie = (session: string) =>
    `${SESSION_COOKIE}=${session}; Path=/api/legislation; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_S}${https ? "; Secure" : ""}`;

  // Each update is serialised and encoded twice (followed or not), then the same bytes go to every stream.
  const frame = (update: LoggedUpdate, followed: boolean) =>
    Buffer.from(`id: ${update.id}\nevent: update\ndata: ${JSON.stringify({ ...update, followed })}\n\n`);

  const send = (client: StreamClient, update: LoggedUpdate, frames: { yes: Buffer; no: Buffer }) => {
    if (client.lastId !== null && options.log.compareIds(update.id, client.lastId) <= 0) return;
    client.lastId = update.id;
    client.res.write(client.follows.has(update.iso_a3) ? frames.yes : frames.no);
  };

  const unsubscribeLog = options.log.onAppend((update) => {
    const frames = { yes: frame(update, true), no: frame(update, false) };
    for (const client of clients) send(client, update, frames);
  });

  const heartbeat = setInterval(() => {
    for (const client of clients) client.res.write(": heartbeat\n\n");
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook("onClose", async () => {
    clearInterval(heartbeat);
    unsubscribeLog();
    for (const client of clients) client.res.end();
  });

  /** Tells every open stream to reconnect (used on graceful shutdown). */
  app.decorate("closeStreams", (retryMs: number) => {
    for (const client of clients) {
      client.res.write(`retry: ${retryMs}\n\n`);
      client.res.end();
    }
  });

  app.get("/api/legislation/updates", async (request, reply) => {
    const address = clientKey(request);
    if (clients.size >= maxStreams) {
      app.log.warn({ event: "stream_limit", scope: "server", open: clients.size }, "server-wide stream limit hit");
      return jsonError(reply.header("retry-after", "30"), 503, "server_busy", "Too many open update streams on this server; try again shortly.");
    }
    if ((perAddress.get(address) ?? 0) >= maxPerClient) {
      app.log.warn({ event: "stream_limit", scope: "client" }, "per-client stream limit hit");
      return jsonError(reply.header("retry-after", "30"), 429, "too_many_streams", `At most ${maxPerClient} open update streams per client.`);
    }
    const cookies = parseCookies(request.headers.cookie);
    const existing = cookies[SESSION_COOKIE];
    const session = existing && SESSION_PATTERN.test(existing) ? existing : randomBytes(24).toString("base64url");
    const query = request.query as { lastEventId?: string };
    const lastEventId = (request.headers["last-event-id"] as string | undefined) ?? query.lastEventId ?? null;

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      // Proxies such as nginx must not buffer the stream (docs/deploy.md).
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
      ...(existing === session ? {} : { "set-cookie": sessionCookie(session) }),
    });
    res.write("retry: 3000\n\n");

    const client: StreamClient = { res, session, address, follows: new Set(await options.follows.list(session).catch(() => [])), lastId: lastEventId };
    // Registered before the replay is read: live updates that arrive meanwhile are deduplicated by id.
    clients.add(client);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const forSession = sessionClients.get(session) ?? new Set<StreamClient>();
    forSession.add(client);
    sessionClients.set(session, forSession);

    if (lastEventId !== null) {
      const missed = await options.log.since(lastEventId).catch(() => []);
      for (const update of missed) send(client, update, { yes: frame(update, true), no: frame(update, false) });
    }

    const cleanup = () => {
      if (!clients.delete(client)) return;
      const count = (perAddress.get(address) ?? 1) - 1;
      if (count <= 0) perAddress.delete(address);
      else perAddress.set(address, count);
      forSession.delete(client);
      if (forSession.size === 0) sessionClients.delete(session);
    };
    request.raw.on("close", cleanup);
    res.on("close", cleanup);
  });

  // Follow and unfollow: JSON only, at most 1 KB, same-site, rate-limited, idempotent.
  const buckets = new Map<string, { tokens: number; updated: number }>();
  const allow = (key: string) => {
    const now = Date.now();
    const bucket = buckets.get(key) ?? { tokens: perMinute, updated: now };
    bucket.tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.updated) / 60_000) * perMinute);
    bucket.updated = now;
    buckets.set(key, bucket);
    if (buckets.size > 50_000) buckets.clear();
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };

  const followRoute = (action: "add" | "remove") => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { iso_a3?: unknown } | null;
    if (!body || typeof body !== "object" || Array.isArray(body)) return jsonError(reply, 400, "invalid_body", "Send a JSON object such as {\"iso_a3\": \"GBR\"}.");
    if (!("iso_a3" in body)) return jsonError(reply, 400, "missing_field", "The field iso_a3 is required.");
    const iso = typeof body.iso_a3 === "string" ? body.iso_a3.toUpperCase() : "";
    if (!/^[A-Z]{3}$/.test(iso) || !options.knownIsoCodes().has(iso)) {
      return jsonError(reply, 422, "unknown_country", "iso_a3 must be the ISO 3166-1 alpha-3 code of a UN member.");
    }
    const session = parseCookies(request.headers.cookie)[SESSION_COOKIE];
    if (!session || !SESSION_PATTERN.test(session)) return jsonError(reply, 401, "no_session", "Open /api/legislation/updates first: following needs its session.");
    const following = action === "add" ? await options.follows.add(session, iso) : await options.follows.remove(session, iso);
    for (const client of sessionClients.get(session) ?? []) client.follows = new Set(following);
    return reply.header("cache-control", "no-store").send({ following });
  };

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    if ((origin !== undefined && origin !== options.siteOrigin) || fetchSite === "cross-site") {
      return jsonError(reply, 403, "cross_site", "Requests from other sites are refused.");
    }
    // Keyed on the client's address: a session cookie could simply be dropped to reset the limit.
    if (!allow(clientKey(request))) {
      return jsonError(reply.header("retry-after", "60"), 429, "rate_limited", `At most ${perMinute} follow changes a minute.`);
    }
    const type = String(request.headers["content-type"] ?? "");
    if (!/^application\/json\b/i.test(type)) return jsonError(reply, 415, "unsupported_media_type", "Send the body as application/json.");
  };

  // Checked on arrival, before the body is read.
  const routeOptions = { bodyLimit: 1024, onRequest: guard };
  app.post("/api/legislation/subscribe", routeOptions, followRoute("add"));
  app.post("/api/legislation/unsubscribe", routeOptions, followRoute("remove"));

  // The accepted version of the status data, never a malformed file an editor just wrote.
  const gzipAsync = promisify(gzip);
  const brotliAsync = promisify(brotliCompress);
  const compressed = new Map<string, Promise<Buffer>>();
  app.get("/data/legislation-status.json", async (request, reply) => {
    const current = options.published.current;
    if (!current) return jsonError(reply, 503, "data_unavailable", "The legislation data has not been loaded yet.");
    const etag = `"${current.version}"`;
    reply.header("content-type", "application/json; charset=utf-8").header("cache-control", "no-cache").header("etag", etag).header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (encoding === "identity") return reply.send(current.bytes);
    const key = `${current.version}:${encoding}`;
    if (!compressed.has(key)) {
      compressed.clear();
      compressed.set(key, encoding === "br" ? brotliAsync(current.bytes) : gzipAsync(current.bytes));
    }
    return reply.header("content-encoding", encoding).send(await compressed.get(key)!);
  });

  return { openStreams: () => clients.size };
}

declare module "fastify" {
  interface FastifyInstance {
    closeStreams: (retryMs: number) => void;
  }
}
