// The production server: configuration from the environment (server/config.ts), JSON logs,
// and a graceful shutdown on SIGTERM and SIGINT.
import { hostname } from "node:os";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { ConfigError, loadConfig, type ServerConfig } from "./config";

const started = performance.now();

let config: ServerConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  // Stop at once, before anything listens, naming each bad variable and what it expects.
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}

/** What a failed start means for the operator, in one sentence, instead of a stack trace. */
function startupReason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === "EADDRINUSE") return `port ${config.port} on ${config.host} is already in use: stop the other server or set PORT`;
  if (code === "EACCES" && /listen/.test(message)) return `not allowed to listen on port ${config.port}: use a port above 1023 or set PORT`;
  if (code === "EADDRNOTAVAIL") return `HOST ${config.host} is not an address of this machine`;
  return message || String(error);
}

/** A failed start is one JSON log line like every other, then exit code 1. */
function failStart(error: unknown): never {
  const line = {
    level: 60,
    time: Date.now(),
    pid: process.pid,
    hostname: hostname(),
    event: "startup_failed",
    reason: startupReason(error),
    msg: "the server could not start",
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  process.exit(1);
}

let app: FastifyInstance;
try {
  app = await buildApp({
    buildDir: config.buildDir,
    siteOrigin: config.siteOrigin,
    publishedDataDir: config.publishedDataDir,
    trustProxy: config.trustProxy,
    logIpAddresses: config.logIpAddresses,
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    maxConnections: config.maxConnections,
    requestTimeoutMs: config.requestTimeoutMs,
    live: {
      varDir: config.varDir,
      redisUrl: config.redisUrl,
      sessionSecret: config.sessionSecret,
      maxStreamsPerClient: config.maxStreamsPerClient,
      maxStreams: config.maxStreams,
      streamOpensPerMinute: config.streamOpensPerMinute,
      followsPerMinute: config.followChangesPerMinute,
    },
  });
} catch (error) {
  failStart(error);
}
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close().catch(() => {});
  failStart(error);
}
app.log.info(
  {
    event: "server_ready",
    port: config.port,
    host: config.host,
    buildDir: config.buildDir,
    redis: Boolean(config.redisUrl),
    maxConnections: config.maxConnections,
    startupMs: Math.round(performance.now() - started),
  },
  `Privacy Atlas serving at http://localhost:${config.port}`,
);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ event: "shutdown_started", signal }, "shutting down: no new connections, streams told to reconnect, finishing requests");
    // Whatever happens, the process is gone within the timeout.
    const deadline = setTimeout(() => {
      app.log.error({ event: "shutdown_timeout", timeoutMs: config.shutdownTimeoutMs }, "shutdown took too long; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    // Streams get a retry hint and are closed, so their clients reconnect (to another process, or
    // to this one once restarted) and replay what they missed from the update log by Last-Event-ID.
    app.closeStreams(2000);
    // close() stops listening and waits for requests in flight; keep-alive connections are ended
    // once idle (after their last bytes are written), so they cannot hold the process open.
    app.drainConnections();
    app
      .close()
      .then(() => {
        app.log.info({ event: "shutdown_complete" }, "stopped");
        // No process.exit here: the last responses may still be flushing to slow clients. The
        // process ends by itself once they are written; the deadline above catches anything stuck.
      })
      .catch((error: unknown) => {
        app.log.error({ event: "shutdown_failed", error: String(error) }, "shutdown failed");
        process.exit(1);
      });
  });
}
