import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
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
