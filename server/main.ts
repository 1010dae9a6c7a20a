// The production server: configuration from the environment (server/config.ts), JSON logs,
// and a graceful shutdown on SIGTERM and SIGINT.
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

const app = await buildApp({
  buildDir: config.buildDir,
  siteOrigin: config.siteOrigin,
  publishedDataDir: config.publishedDataDir,
  trustProxy: config.trustProxy,
  logIpAddresses: config.logIpAddresses,
  logger: config.logLevel === "silent" ? false : { level: config.logLevel },
  live: {
    varDir: config.varDir,
    redisUrl: config.redisUrl,
    maxStreamsPerClient: config.maxStreamsPerClient,
    maxStreams: config.maxStreams,
  },
});
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { event: "server_ready", port: config.port, host: config.host, buildDir: config.buildDir, redis: Boolean(config.redisUrl), startupMs: Math.round(performance.now() - started) },
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
