import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { country, makeBuild, openStream } from "./test-helpers";

const REDIS = "/usr/bin/redis-server";
const port = 16379 + Math.floor(Math.random() * 1000);
let redis: ChildProcess;

// `npm test` installs Debian's redis-server first (scripts/ensure-redis.sh); each run starts its own on loopback.
describe.skipIf(!existsSync(REDIS))("several processes sharing Redis", () => {
  beforeAll(async () => {
    redis = spawn(REDIS, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const { Redis } = await import("ioredis");
    const probe = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, retryStrategy: () => 100 });
    probe.on("error", () => {});
    for (let i = 0; i < 50; i += 1) {
      try {
        await probe.connect();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await probe.flushall();
    probe.disconnect();
  });

  afterAll(() => {
    redis?.kill();
  });

  it("delivers every update exactly once to clients of either process, whichever saw the change", async () => {
    const build = makeBuild([country("GBR", "United Kingdom"), country("FRA", "France")]);
    const apps: FastifyInstance[] = [];
    const urls: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      // Each has its own disk directory: only Redis is shared.
      const app = await buildApp({
        buildDir: build.buildDir,
        siteOrigin: "http://localhost:3000",
        live: { varDir: `${build.varDir}-${i}`, redisUrl: `redis://127.0.0.1:${port}`, pollMs: 50 },
      });
      await app.listen({ port: 0, host: "127.0.0.1" });
      apps.push(app);
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    const streams = urls.map((url) => openStream(`${url}/api/legislation/updates`));
    await Promise.all(streams.map((s) => s.ready));
    try {
      build.publish([country("GBR", "United Kingdom", "red"), country("FRA", "France", "amber")]);
      for (const s of streams) await s.waitFor(() => s.updates().length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 400));
      for (const s of streams) {
        expect(s.updates().map((u) => u.iso_a3)).toEqual(["FRA", "GBR"]);
      }
      expect(streams[0]!.updates().map((u) => u.id)).toEqual(streams[1]!.updates().map((u) => u.id));

      // A client that reconnects to the other process resumes from the shared log.
      const resumed = openStream(`${urls[1]}/api/legislation/updates`, { "last-event-id": streams[0]!.updates()[0]!.id });
      await resumed.waitFor(() => resumed.updates().length === 1);
      expect(resumed.updates()[0]!.iso_a3).toBe("GBR");
      resumed.close();
    } finally {
      for (const s of streams) s.close();
      for (const app of apps) await app.close();
    }
  });
});

describe.skipIf(!existsSync(REDIS))("hostile stream ids and follows across processes", () => {
  let server: ChildProcess;
  const redisPort = 18400 + Math.floor(Math.random() * 1000);
  const apps: FastifyInstance[] = [];
  const opened: Array<ReturnType<typeof openStream>> = [];
  beforeAll(async () => {
    server = spawn(REDIS, ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const { Redis } = await import("ioredis");
    const probe = new Redis(`redis://127.0.0.1:${redisPort}`, { lazyConnect: true, retryStrategy: () => 100 });
    probe.on("error", () => {});
    for (let i = 0; i < 50; i += 1) {
      try {
        await probe.connect();
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    probe.disconnect();
  });
  afterAll(async () => {
    for (const s of opened) s.close();
    for (const app of apps) await app.close();
    server?.kill("SIGKILL");
  });

  async function twoProcesses(prefix: string) {
    const build = makeBuild([country("GBR", "United Kingdom"), country("FRA", "France")]);
    const urls: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      // The same SESSION_SECRET, as config requires with REDIS_URL; a database per test keeps them apart.
      const app = await buildApp({
        buildDir: build.buildDir,
        siteOrigin: "http://localhost:3000",
        live: {
          varDir: `${build.varDir}-${i}`,
          redisUrl: `redis://127.0.0.1:${redisPort}/${prefix}`,
          sessionSecret: "a-shared-secret-of-at-least-32-chars!!",
          pollMs: 50,
        },
      });
      await app.listen({ port: 0, host: "127.0.0.1" });
      apps.push(app);
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    const stream = (url: string, headers?: Record<string, string>) => {
      const s = openStream(url, headers);
      opened.push(s);
      return s;
    };
    return { build, urls, stream };
  }

  it("refuses malformed ids with 400, and a client that sent one silences nobody", async () => {
    const { build, urls, stream } = await twoProcesses("1");
    for (const query of ["?lastEventId=1&lastEventId=2", "?lastEventId=abc", `?lastEventId=${"9".repeat(40)}-0`, "?lastEventId=0x10-0", "?lastEventId=1e3-0"]) {
      const response = await fetch(`${urls[0]}/api/legislation/updates${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe("bad_request");
    }
    const later = stream(`${urls[0]}/api/legislation/updates`);
    await later.waitFor(() => later.events.some((event) => event.event === "ready"));
    build.publish([country("GBR", "United Kingdom", "red"), country("FRA", "France")]);
    await later.waitFor(() => later.updates().length === 1);
  });

  it("flags a follow made through one process on the session's streams in every process", async () => {
    const { build, urls, stream } = await twoProcesses("2");
    const first = stream(`${urls[0]}/api/legislation/updates`);
    const cookie = String((await first.ready).headers["set-cookie"]).split(";")[0]!;
    const second = stream(`${urls[1]}/api/legislation/updates`, { cookie });
    await second.waitFor(() => second.events.some((event) => event.event === "ready"));
    // The other process accepts the session the first one signed.
    expect((await second.ready).headers["set-cookie"]).toBeUndefined();
    // Listen where the processes listen, to know the announcement has gone out before publishing.
    const { Redis } = await import("ioredis");
    const listener = new Redis(`redis://127.0.0.1:${redisPort}`);
    const announced = new Promise<string>((resolve) => listener.on("message", (_channel: string, message: string) => resolve(message)));
    await listener.subscribe("privacy-atlas:follow-changes");
    const response = await fetch(`${urls[0]}/api/legislation/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie },
      body: '{"iso_a3":"FRA"}',
    });
    expect(await response.json()).toEqual({ following: ["FRA"] });
    expect(JSON.parse(await announced)).toMatchObject({ following: ["FRA"] });
    listener.disconnect();
    build.publish([country("GBR", "United Kingdom"), country("FRA", "France", "red")]);
    await second.waitFor(() => second.updates().length === 1);
    expect(second.updates()[0]).toMatchObject({ iso_a3: "FRA", followed: true });
  });
});

describe.skipIf(!existsSync(REDIS))("when Redis goes away", () => {
  it("keeps serving, reports not ready, logs once, reconnects, and loses no update", async () => {
    const faultPort = 17400 + Math.floor(Math.random() * 1000);
    const dir = mkdtempSync(path.join(tmpdir(), "pa-redis-"));
    // Persistence on, as in production: a restarted Redis still has the log.
    const start = () =>
      spawn(REDIS, ["--port", String(faultPort), "--bind", "127.0.0.1", "--dir", dir, "--appendonly", "yes", "--save", ""], { stdio: "ignore" });
    let server = start();
    const { Redis } = await import("ioredis");
    const waitForRedis = async () => {
      const probe = new Redis(`redis://127.0.0.1:${faultPort}`, { lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: 1 });
      probe.on("error", () => {});
      for (let i = 0; i < 60; i += 1) {
        try {
          await probe.connect();
          await probe.ping();
          break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      probe.disconnect();
    };
    await waitForRedis();

    const build = makeBuild([country("GBR", "United Kingdom"), country("FRA", "France")]);
    const lines: Array<Record<string, unknown>> = [];
    const app = await buildApp({
      buildDir: build.buildDir,
      siteOrigin: "http://localhost:3000",
      logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
      live: { varDir: build.varDir, redisUrl: `redis://127.0.0.1:${faultPort}`, pollMs: 50 },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const ready = async () => (await fetch(`${url}/api/ready`)).status;
    const until = async (probe: () => Promise<boolean> | boolean, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!(await probe())) {
        if (Date.now() > deadline)
          throw new Error(
            `timed out; log events: ${lines
              .map((line) => line.event)
              .filter(Boolean)
              .join(", ")}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const stream = openStream(`${url}/api/legislation/updates`);
    try {
      await stream.ready;
      await until(async () => (await ready()) === 200);

      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      await until(async () => (await ready()) === 503);
      const notReady = (await (await fetch(`${url}/api/ready`)).json()) as { checks: { redis: { ok: boolean } } };
      expect(notReady.checks.redis.ok).toBe(false);
      // Pages and data are still served.
      expect((await fetch(`${url}/data/legislation-status.json`)).status).toBe(200);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);

      // Published while Redis is down: the update waits and is recorded once Redis is back.
      build.publish([country("GBR", "United Kingdom", "red"), country("FRA", "France")]);
      await new Promise((resolve) => setTimeout(resolve, 1500));

      server = start();
      await until(async () => (await ready()) === 200, 20_000);
      await stream.waitFor(() => stream.updates().length === 1, 15_000);
      expect(stream.updates()[0]).toMatchObject({ iso_a3: "GBR" });

      // Logged once each, however many reconnection attempts lay between.
      expect(lines.filter((line) => line.event === "redis_connection_lost")).toHaveLength(1);
      expect(lines.filter((line) => line.event === "redis_connection_restored")).toHaveLength(1);
      // A client that connects now replays the update from Redis.
      const late = openStream(`${url}/api/legislation/updates`, { "last-event-id": "0-0" });
      await late.waitFor(() => late.updates().length === 1);
      late.close();
    } finally {
      stream.close();
      await app.close();
      server.kill("SIGKILL");
    }
  }, 60_000);
});
