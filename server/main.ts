import path from "node:path";
import { buildApp } from "./app";

const started = performance.now();
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be an integer from 0 to 65535, got "${process.env.PORT}"`);
  process.exit(1);
}
const host = process.env.HOST ?? "0.0.0.0";
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(import.meta.dirname, "..", "build"));
const siteOrigin = (process.env.SITE_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, "");

const app = await buildApp({
  buildDir,
  siteOrigin,
  logger: process.env.LOG_LEVEL === "silent" ? false : { level: process.env.LOG_LEVEL ?? "info" },
  live: {
    varDir: path.resolve(process.env.VAR_DIR ?? path.join(import.meta.dirname, "..", "var")),
    redisUrl: process.env.REDIS_URL || undefined,
    maxStreamsPerClient: process.env.MAX_STREAMS_PER_CLIENT ? Number(process.env.MAX_STREAMS_PER_CLIENT) : undefined,
    maxStreams: process.env.MAX_STREAMS ? Number(process.env.MAX_STREAMS) : undefined,
  },
});
await app.listen({ port, host });
console.log(`Privacy Atlas serving ${buildDir} at http://localhost:${port} (ready in ${Math.round(performance.now() - started)} ms)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    // Open streams are told to reconnect (to another process, or to this one once restarted).
    app.closeStreams(2000);
    void app.close().then(() => process.exit(0));
  });
}
