import type { ServerResponse } from "node:http";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pickEncoding, type Encoding } from "../static-files";
import { TooManyFollowsError, type FollowStore } from "./follows";
import type { PublishedData } from "./published-data";
import { SESSION_MAX_AGE_MS, SESSION_RENEW_BEFORE_MS, type Session, type SessionSigner } from "./session";
import type { LoggedUpdate, UpdateLog } from "./update-log";

const SESSION_COOKIE = "pa_session";
const HEARTBEAT_MS = 25_000;
/** A stream whose unsent bytes pass this is dropped; its client reconnects and replays by id. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** A stream that has not drained for this long is dropped, whatever it holds. */
const STALL_TIMEOUT_MS = 60_000;
const FRAME_CACHE_SIZE = 5000;
/** Ids either log writes: digits on disk, `ms-seq` in Redis. */
const FOREIGN_ID = /^(0|[1-9]\d{0,14})(-(0|[1-9]\d{0,14}))?$/;

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

type StreamClient = {
  res: ServerResponse;
  session: Session;
  address: string;
  follows: Set<string>;
  lastId: string | null;
  /** While the replay is read, live updates wait here so they go out after it, in order. */
  backlog: LoggedUpdate[] | null;
  /** Since when the stream has had bytes queued and none has reached the socket. */
  stalledSince: number | null;
  bytesWritten: number;
  /** Bytes queued in the current turn of the event loop, which the socket has had no chance to take yet. */
  turn: number;
  turnBytes: number;
  closed: boolean;
};

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
 * Live legislation updates (docs/product.md#live-updates): a resumable
 * Server-Sent Events stream, and following countries per signed anonymous session
 * (docs/decisions/0006-live-updates.md, 0011-exactly-once-updates.md).
 */
export function registerLiveRoutes(app: FastifyInstance, options: LiveOptions) {
  const { log, follows, sessions } = options;
  const https = options.siteOrigin.startsWith("https://");
  const maxPerClient = options.maxStreamsPerClient ?? 20;
  const maxStreams = options.maxStreams ?? 10_000;
  const followsPerMinute = options.followsPerMinute ?? 120;
  const opensPerMinute = options.streamOpensPerMinute ?? 60;
  const maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const stallTimeout = options.stallTimeoutMs ?? STALL_TIMEOUT_MS;
  // IPv6 addresses count per /64, as for the rate limits: one host owns a whole block.
  const clientKey = options.clientKey ?? ((request: FastifyRequest) => normalizeIP(request.ip));
  const now = options.now ?? Date.now;
  const clients = new Set<StreamClient>();
  const perAddress = new Map<string, number>();
  const sessionClients = new Map<string, Set<StreamClient>>();
  let evicted = 0;

  const sessionCookie = (value: string) =>
    `${SESSION_COOKIE}=${value}; Path=/api/legislation; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_MS / 1000}${https ? "; Secure" : ""}`;

  // Each update is serialised twice (followed or not), then the same bytes go to every stream and
  // every replay of it.
  const frames = new Map<string, { yes: Buffer; no: Buffer }>();
  const framesOf = (update: LoggedUpdate) => {
    let cached = frames.get(update.id);
    if (!cached) {
      const make = (followed: boolean) => Buffer.from(`id: ${update.id}\nevent: update\ndata: ${JSON.stringify({ ...update, followed })}\n\n`);
      cached = { yes: make(true), no: make(false) };
      frames.set(update.id, cached);
      if (frames.size > FRAME_CACHE_SIZE) frames.delete(frames.keys().next().value!);
    }
    return cached;
  };

  const evict = (client: StreamClient, reason: string) => {
    // The socket closes on a later turn; the rest of this batch must not count it again.
    if (client.closed) return;
    client.closed = true;
    evicted += 1;
    app.log.warn({ event: "stream_evicted", reason, buffered: client.res.writableLength }, "slow update stream dropped; its client reconnects and replays");
    client.res.destroy();
  };

  // Turns of the event loop, so a burst of updates written in one turn is not mistaken for a backlog.
  let turn = 0;
  let turnScheduled = false;
  const currentTurn = () => {
    if (!turnScheduled) {
      turnScheduled = true;
      setImmediate(() => {
        turn += 1;
        turnScheduled = false;
      });
    }
    return turn;
  };

  /**
   * Writes with back-pressure: a stream still holding more than the cap from earlier turns (its
   * reader is not taking it) is dropped rather than buffered without end.
   */
  const write = (client: StreamClient, bytes: Buffer | string) => {
    if (client.closed) return;
    const now = currentTurn();
    if (client.turn !== now) {
      client.turn = now;
      client.turnBytes = 0;
    }
    if (client.res.writableLength - client.turnBytes > maxBuffered) return evict(client, "buffer_full");
    client.turnBytes += bytes.length;
    client.res.write(bytes);
  };

  /** A reader that takes nothing for the stall timeout while bytes wait for it is gone, or hostile. */
  const stalled = (client: StreamClient, time: number) => {
    const written = client.res.socket?.bytesWritten ?? 0;
    if (client.res.writableLength === 0 || written !== client.bytesWritten) {
      client.bytesWritten = written;
      client.stalledSince = null;
      return false;
    }
    client.stalledSince ??= time;
    return time - client.stalledSince >= stallTimeout;
  };

  const send = (client: StreamClient, update: LoggedUpdate) => {
    if (client.backlog) return void client.backlog.push(update);
    if (client.lastId !== null && log.compareIds(update.id, client.lastId) <= 0) return;
    client.lastId = update.id;
    const frame = framesOf(update);
    write(client, client.follows.has(update.iso_a3) ? frame.yes : frame.no);
  };

  const unsubscribeLog = log.onAppend((update) => {
    for (const client of clients) {
      try {
        send(client, update);
      } catch (error) {
        // One broken stream must not keep the update from the others.
        app.log.error({ event: "stream_send_failed", error: String(error) }, "could not send an update to one stream");
        client.res.destroy();
      }
    }
  });

  const unsubscribeFollows = follows.onChange((sessionId, following) => {
    for (const client of sessionClients.get(sessionId) ?? []) client.follows = new Set(following);
  });

  const heartbeat = setInterval(() => {
    const time = now();
    for (const client of clients) {
      if (stalled(client, time)) evict(client, "stalled");
      else write(client, ": heartbeat\n\n");
    }
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook("onClose", async () => {
    clearInterval(heartbeat);
    unsubscribeLog();
    unsubscribeFollows();
    for (const client of clients) client.res.end();
    await follows.close();
  });

  /** Tells every open stream to reconnect (used on graceful shutdown). */
  app.decorate("closeStreams", (retryMs: number) => {
    for (const client of clients) {
      write(client, `retry: ${retryMs}\n\n`);
      client.res.end();
    }
  });

  /** The stream's query, validated before any slot is taken: a 400 with a reason, or the values. */
  const parseStreamRequest = (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    const header = request.headers["last-event-id"];
    const rawId = header ?? query.lastEventId;
    let lastId: string | null = null;
    let foreign = false;
    if (rawId !== undefined) {
      if (typeof rawId !== "string") return { problem: "Give at most one last event id." };
      lastId = log.parseId(rawId);
      // A well-formed id of the other log's kind (a deployment moved between disk and Redis): the
      // browser cannot drop it by itself, so it is sent the whole window instead of a 400 forever.
      if (lastId === null && FOREIGN_ID.test(rawId)) foreign = true;
      else if (lastId === null) return { problem: "The last event id is not one this server sent." };
    }
    let follow: string[] | undefined;
    if (query.follow !== undefined) {
      if (typeof query.follow !== "string") return { problem: "Give the followed countries once, comma-separated: follow=GBR,FRA." };
      follow = query.follow === "" ? [] : query.follow.split(",");
      const known = options.knownIsoCodes();
      if (follow.length > known.size || follow.some((iso) => !known.has(iso)))
        return { problem: "follow must list ISO 3166-1 alpha-3 codes of UN members, comma-separated." };
      // Changing a session's follows is for this site's own pages only.
      if (request.headers["sec-fetch-site"] === "cross-site") return { problem: "Requests from other sites may not change follows.", status: 403 };
    }
    return { lastId, foreign, follow };
  };

  app.get("/api/legislation/updates", { config: { rateLimit: { max: opensPerMinute, timeWindow: 60_000 } } }, async (request, reply) => {
    const parsed = parseStreamRequest(request);
    if ("problem" in parsed) return jsonError(reply, parsed.status ?? 400, parsed.status === 403 ? "cross_site" : "bad_request", parsed.problem!);
    const address = clientKey(request);
    if (clients.size >= maxStreams) {
      app.log.warn({ event: "stream_limit", scope: "server", open: clients.size }, "server-wide stream limit hit");
      return jsonError(reply.header("retry-after", "30"), 503, "server_busy", "Too many open update streams on this server; try again shortly.");
    }
    if ((perAddress.get(address) ?? 0) >= maxPerClient) {
      app.log.warn({ event: "stream_limit", scope: "client" }, "per-client stream limit hit");
      return jsonError(reply.header("retry-after", "30"), 429, "too_many_streams", `At most ${maxPerClient} open update streams per client.`);
    }
    const existing = sessions.verify(parseCookies(request.headers.cookie)[SESSION_COOKIE]);
    const renewed = existing && existing.expiresAt - now() > SESSION_RENEW_BEFORE_MS ? null : sessions.issue();
    const session = renewed?.session ?? existing!;

    // Counted and registered before any await, and released on close whenever it comes, so the
    // caps hold under parallel opens and a client that leaves early frees its slot.
    const res = reply.raw;
    const client: StreamClient = {
      res,
      session,
      address,
      follows: new Set(),
      lastId: parsed.lastId,
      backlog: [],
      stalledSince: null,
      bytesWritten: 0,
      turn: -1,
      turnBytes: 0,
      closed: false,
    };
    clients.add(client);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const forSession = sessionClients.get(session.id) ?? new Set<StreamClient>();
    forSession.add(client);
    sessionClients.set(session.id, forSession);
    const release = () => {
      client.closed = true;
      if (!clients.delete(client)) return;
      const count = (perAddress.get(address) ?? 1) - 1;
      if (count <= 0) perAddress.delete(address);
      else perAddress.set(address, count);
      forSession.delete(client);
      if (forSession.size === 0 && sessionClients.get(session.id) === forSession) sessionClients.delete(session.id);
    };
    request.raw.once("close", release);
    res.once("close", release);

    reply.hijack();
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      // Proxies such as nginx must not buffer the stream (docs/deploy.md).
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
      ...(renewed ? { "set-cookie": sessionCookie(renewed.cookie) } : {}),
    });
    res.write("retry: 3000\n\n");

    try {
      const following = parsed.follow !== undefined ? await follows.replace(session, parsed.follow) : await follows.list(session);
      if (client.follows.size === 0) client.follows = new Set(following);
      let head = await log.head();
      // An id beyond the log's newest comes from a log that has since been reset: the whole
      // window is news to that client.
      let from = client.lastId;
      if (from !== null && log.compareIds(from, head) > 0) from = null;
      const missed = client.lastId !== null || parsed.foreign ? await log.since(from) : [];
      if (client.closed) return;
      const backlog = client.backlog ?? [];
      client.backlog = null;
      if (from === null) client.lastId = null;
      for (const update of [...missed, ...backlog]) send(client, update);
      // The stream's position, so a client that has received no update yet can still resume
      // without missing what is published while it is away.
      if (client.lastId !== null && log.compareIds(client.lastId, head) > 0) head = client.lastId;
      client.lastId = head;
      write(client, `id: ${head}\nevent: ready\ndata: ${JSON.stringify({ following: [...client.follows].sort(), cursor: head })}\n\n`);
    } catch (error) {
      // The log or the follow store is unreachable: the client retries and resumes by id.
      app.log.error({ event: "stream_open_failed", error: String(error) }, "could not open an update stream");
      if (!client.closed) {
        write(client, "retry: 5000\n\n");
        res.end();
      }
    }
  });

  // Follow and unfollow: JSON only, at most 1 KB, same-site, rate-limited, idempotent.
  const followRoute = (action: "add" | "remove") => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { iso_a3?: unknown } | null;
    if (!body || typeof body !== "object" || Array.isArray(body)) return jsonError(reply, 400, "invalid_body", 'Send a JSON object such as {"iso_a3": "GBR"}.');
    if (!("iso_a3" in body)) return jsonError(reply, 400, "missing_field", "The field iso_a3 is required.");
    const iso = typeof body.iso_a3 === "string" ? body.iso_a3.toUpperCase() : "";
    if (!/^[A-Z]{3}$/.test(iso) || !options.knownIsoCodes().has(iso)) {
      return jsonError(reply, 422, "unknown_country", "iso_a3 must be the ISO 3166-1 alpha-3 code of a UN member.");
    }
    const session = sessions.verify(parseCookies(request.headers.cookie)[SESSION_COOKIE]);
    if (!session) return jsonError(reply, 401, "no_session", "Open /api/legislation/updates first: following needs the session it issues.");
    try {
      const following = action === "add" ? await follows.add(session, iso) : await follows.remove(session, iso);
      for (const client of sessionClients.get(session.id) ?? []) client.follows = new Set(following);
      return reply.header("cache-control", "no-store").send({ following });
    } catch (error) {
      if (error instanceof TooManyFollowsError) return jsonError(reply, 422, "too_many_follows", error.message);
      throw error;
    }
  };

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    if ((origin !== undefined && origin !== options.siteOrigin) || fetchSite === "cross-site") {
      return jsonError(reply, 403, "cross_site", "Requests from other sites are refused.");
    }
    const type = String(request.headers["content-type"] ?? "");
    if (!/^application\/json\b/i.test(type)) return jsonError(reply, 415, "unsupported_media_type", "Send the body as application/json.");
  };

  // Checked on arrival, before the body is read; the rate limit is keyed on the client's address,
  // since a session cookie could simply be dropped to reset it.
  const routeOptions = { bodyLimit: 1024, onRequest: guard, config: { acceptsBody: true, rateLimit: { max: followsPerMinute, timeWindow: 60_000 } } };
  app.post("/api/legislation/subscribe", routeOptions, followRoute("add"));
  app.post("/api/legislation/unsubscribe", routeOptions, followRoute("remove"));

  // The accepted version of the status data, never a malformed file an editor just wrote; its
  // brotli and gzip forms are the ones data:publish wrote (nothing is compressed here).
  app.get("/data/legislation-status.json", async (request, reply) => {
    const current = options.published.current;
    if (!current) return jsonError(reply, 503, "data_unavailable", "The legislation data has not been loaded yet.");
    const available: Encoding[] = ["identity", ...(Object.keys(current.compressed) as Encoding[])];
    const encoding = pickEncoding(request.headers["accept-encoding"], available);
    const etag = encoding === "identity" ? `"${current.version}"` : `"${current.version}-${encoding}"`;
    reply.header("content-type", "application/json; charset=utf-8").header("cache-control", "no-cache").header("etag", etag).header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    if (encoding === "identity") return reply.send(current.bytes);
    return reply.header("content-encoding", encoding).send(current.compressed[encoding]);
  });

  app.decorate("liveStats", () => ({ openStreams: clients.size, evictedStreams: evicted }));
}

declare module "fastify" {
  interface FastifyInstance {
    closeStreams: (retryMs: number) => void;
    /** Open update streams, and streams dropped for not reading (for the log, tests and benchmarks). */
    liveStats: () => { openStreams: number; evictedStreams: number };
  }
  interface FastifyContextConfig {
    /** Routes that read a request body; every other route answers before one is read. */
    acceptsBody?: boolean;
  }
}
