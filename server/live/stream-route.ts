import type { FastifyInstance, FastifyRequest } from "fastify";
import { jsonError } from "../error-answers";
import type { FollowStore } from "./follows";
import { perMinute } from "./rate-limits";
import { SESSION_RENEW_BEFORE_MS, type SessionSigner } from "./session";
import { sessionCookie, sessionOf } from "./session-cookie";
import type { UpdateLog } from "./update-log";
import { readyFrame, type StreamClient, type UpdateStreams } from "./update-streams";

/** Ids either log writes: digits on disk, `ms-seq` in Redis. */
const FOREIGN_ID = /^(0|[1-9]\d{0,14})(-(0|[1-9]\d{0,14}))?$/;

export type StreamRouteOptions = {
  streams: UpdateStreams;
  log: UpdateLog;
  follows: FollowStore;
  sessions: SessionSigner;
  knownIsoCodes: () => ReadonlySet<string>;
  https: boolean;
  maxStreamsPerClient: number;
  maxStreams: number;
  streamOpensPerMinute: number;
  clientKey: (request: FastifyRequest) => string;
  now: () => number;
};

/**
 * GET /api/legislation/updates: opens a resumable update stream. It replays what the client missed
 * since its last event id, then a `ready` event with the stream's position, then live updates,
 * exactly once each (docs/decisions/0011-exactly-once-updates.md).
 */
export function registerStreamRoute(app: FastifyInstance, options: StreamRouteOptions) {
  const { streams, log, follows, sessions, maxStreams, now } = options;
  const maxPerClient = options.maxStreamsPerClient;

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

  app.get("/api/legislation/updates", { config: perMinute(options.streamOpensPerMinute) }, async (request, reply) => {
    const parsed = parseStreamRequest(request);
    if ("problem" in parsed) return jsonError(reply, parsed.status ?? 400, parsed.status === 403 ? "cross_site" : "bad_request", parsed.problem!);
    const address = options.clientKey(request);
    if (streams.size >= maxStreams) {
      app.log.warn({ event: "stream_limit", scope: "server", open: streams.size }, "server-wide stream limit hit");
      return jsonError(reply.header("retry-after", "30"), 503, "server_busy", "Too many open update streams on this server; try again shortly.");
    }
    if (streams.openFrom(address) >= maxPerClient) {
      app.log.warn({ event: "stream_limit", scope: "client" }, "per-client stream limit hit");
      return jsonError(reply.header("retry-after", "30"), 429, "too_many_streams", `At most ${maxPerClient} open update streams per client.`);
    }
    const existing = sessionOf(request, sessions);
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
    const release = streams.add(client);
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
      ...(renewed ? { "set-cookie": sessionCookie(renewed.cookie, { https: options.https }) } : {}),
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
      for (const update of [...missed, ...backlog]) streams.send(client, update);
      // The stream's position, so a client that has received no update yet can still resume
      // without missing what is published while it is away.
      if (client.lastId !== null && log.compareIds(client.lastId, head) > 0) head = client.lastId;
      client.lastId = head;
      streams.write(client, readyFrame(client.follows, head));
    } catch (error) {
      // The log or the follow store is unreachable: the client retries and resumes by id.
      app.log.error({ event: "stream_open_failed", error: String(error) }, "could not open an update stream");
      if (!client.closed) {
        streams.write(client, "retry: 5000\n\n");
        res.end();
      }
    }
  });
}
