import type { FastifyInstance } from "fastify";
import type { ServerResponse } from "node:http";
import type { LiveReadyMessage, LiveUpdateMessage, LoggedUpdate } from "../../data/schema/live-update";
import type { Session } from "./session";
import type { UpdateLog } from "./update-log";

const HEARTBEAT_MS = 25_000;
/** A stream whose unsent bytes pass this is dropped; its client reconnects and replays by id. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** A stream that has not drained for this long is dropped, whatever it holds. */
const STALL_TIMEOUT_MS = 60_000;
const FRAME_CACHE_SIZE = 5000;

export type StreamClient = {
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

export type UpdateStreamOptions = {
  log: UpdateLog;
  heartbeatMs?: number;
  maxBufferedBytes?: number;
  stallTimeoutMs?: number;
  now?: () => number;
};

/** An `update` event; its data is a LiveUpdateMessage (data/schema/live-update.ts). */
function updateFrame(update: LoggedUpdate, followed: boolean): Buffer {
  const message: LiveUpdateMessage = { ...update, followed };
  return Buffer.from(`id: ${update.id}\nevent: update\ndata: ${JSON.stringify(message)}\n\n`);
}

/** The `ready` event that tells a client its follows and the stream's position; its data is a LiveReadyMessage. */
export function readyFrame(following: Iterable<string>, cursor: string): string {
  const message: LiveReadyMessage = { following: [...following].sort(), cursor };
  return `id: ${cursor}\nevent: ready\ndata: ${JSON.stringify(message)}\n\n`;
}

/**
 * The open update streams: every update the log appends goes to each of them, with back-pressure
 * (a reader that stops taking bytes is dropped and replays by id when it comes back), and a
 * heartbeat that also finds stalled readers. Counts streams per address and per session.
 */
export function createUpdateStreams(app: FastifyInstance, options: UpdateStreamOptions) {
  const { log } = options;
  const maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const stallTimeout = options.stallTimeoutMs ?? STALL_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const clients = new Set<StreamClient>();
  const perAddress = new Map<string, number>();
  const sessionClients = new Map<string, Set<StreamClient>>();
  let evicted = 0;

  // Each update is serialised twice (followed or not), then the same bytes go to every stream and
  // every replay of it.
  const frames = new Map<string, { yes: Buffer; no: Buffer }>();
  const framesOf = (update: LoggedUpdate) => {
    let cached = frames.get(update.id);
    if (!cached) {
      cached = { yes: updateFrame(update, true), no: updateFrame(update, false) };
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
    const thisTurn = currentTurn();
    if (client.turn !== thisTurn) {
      client.turn = thisTurn;
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

  const heartbeat = setInterval(() => {
    const time = now();
    for (const client of clients) {
      if (stalled(client, time)) evict(client, "stalled");
      else write(client, ": heartbeat\n\n");
    }
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    write,
    send,
    get size() {
      return clients.size;
    },
    openFrom: (address: string) => perAddress.get(address) ?? 0,

    /**
     * Counts and registers a stream; the returned release, called on close whenever it comes (and
     * safe to call twice), frees its slots.
     */
    add(client: StreamClient) {
      const { address, session } = client;
      clients.add(client);
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      const forSession = sessionClients.get(session.id) ?? new Set<StreamClient>();
      forSession.add(client);
      sessionClients.set(session.id, forSession);
      return () => {
        client.closed = true;
        if (!clients.delete(client)) return;
        const count = (perAddress.get(address) ?? 1) - 1;
        if (count <= 0) perAddress.delete(address);
        else perAddress.set(address, count);
        forSession.delete(client);
        if (forSession.size === 0 && sessionClients.get(session.id) === forSession) sessionClients.delete(session.id);
      };
    },

    /** A session's follows changed (here or in another process): its open streams flag updates by the new list. */
    setFollows(sessionId: string, following: readonly string[]) {
      for (const client of sessionClients.get(sessionId) ?? []) client.follows = new Set(following);
    },

    /** Tells every open stream to reconnect (used on graceful shutdown). */
    closeAll(retryMs: number) {
      for (const client of clients) {
        write(client, `retry: ${retryMs}\n\n`);
        client.res.end();
      }
    },

    /** Open streams, and streams dropped for not reading. */
    stats: () => ({ openStreams: clients.size, evictedStreams: evicted }),

    /** Stops the heartbeat and the fan-out, and ends every stream. */
    stop() {
      clearInterval(heartbeat);
      unsubscribeLog();
      for (const client of clients) client.res.end();
    },
  };
}

export type UpdateStreams = ReturnType<typeof createUpdateStreams>;
