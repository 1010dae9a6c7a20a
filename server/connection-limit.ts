import type { FastifyInstance } from "fastify";

/** Beyond the cap, Node refuses new connections; log it (at most every 10 s) instead of failing silently. */
export function limitConnections(app: FastifyInstance, maxConnections: number) {
  app.server.maxConnections = maxConnections;
  let dropped = 0;
  let lastReport = 0;
  app.server.on("drop", () => {
    dropped += 1;
    if (Date.now() - lastReport < 10_000) return;
    lastReport = Date.now();
    app.log.warn({ event: "connection_limit", maxConnections, dropped }, "connection limit reached: new connections are refused");
  });
}
