import type { FastifyInstance } from "fastify";
import type { Socket } from "node:net";

/**
 * Graceful shutdown: keep-alive sockets are ended (pending bytes flushed first, never destroyed)
 * as soon as they are idle, so close() finishes once the last response is written. Registered
 * first, so every request counts as busy before any other hook can answer it.
 */
export function endConnectionsGracefully(app: FastifyInstance) {
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
  app.addHook("onResponse", async (request) => {
    busy.delete(request.raw.socket);
    if (draining) request.raw.socket.end();
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** Ends idle keep-alive connections now and busy ones once their response is written. */
    drainConnections: () => void;
  }
}
