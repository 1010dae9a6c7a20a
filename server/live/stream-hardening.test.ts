// The update stream under hostile or unlucky clients: malformed ids, parallel opens, clients that
// leave early or stop reading, invented sessions, floods. Real sockets against a real server.
import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { country, makeBuild, openStream } from "./test-helpers";

const ORIGIN = "http://localhost:3000";
let apps: FastifyInstance[] = [];
let streams: Array<ReturnType<typeof openStream>> = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const stream of streams) stream.close();
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const app of apps) await app.close();
  apps = [];
  streams = [];
});

async function start(build: ReturnType<typeof makeBuild>, live: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const app = await buildApp({ buildDir: build.buildDir, siteOrigin: ORIGIN, live: { varDir: build.varDir, pollMs: 50, heartbeatMs: 200, ...live }, ...extra });
  await app.listen({ port: 0, host: "127.0.0.1" });
  apps.push(app);
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

function stream(url: string, headers?: Record<string, string>) {
  const s = openStream(url, headers);
  streams.push(s);
  return s;
}

const base = () => [country("GBR", "United Kingdom"), country("FRA", "France"), country("DEU", "Germany")];
const readyOf = (s: ReturnType<typeof openStream>) => s.events.find((event) => event.event === "ready");

async function until(predicate: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function statusOf(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const body = response.headers.get("content-type")?.includes("json") ? ((await response.json()) as { error: string; reason: string }) : null;
  await response.body?.cancel().catch(() => {});
  return { status: response.status, body };
}

describe("stream ids", () => {
  it.each([
    ["a repeated id", "?lastEventId=1&lastEventId=2", {}],
    ["letters", "?lastEventId=abc", {}],
    ["hex", "?lastEventId=0x10", {}],
    ["an exponent", "?lastEventId=1e3", {}],
    ["a negative id", "?lastEventId=-1", {}],
    ["a huge id", `?lastEventId=${"9".repeat(30)}`, {}],
    ["a header with letters", "", { "last-event-id": "12abc" }],
  ])("refuses %s with 400 and a JSON reason, and other clients still get every update", async (_name, query, headers) => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const bad = await statusOf(`${url}/api/legislation/updates${query}`, headers as Record<string, string>);
    expect(bad.status).toBe(400);
    expect(bad.body?.error).toBe("bad_request");
    expect(bad.body?.reason.length).toBeGreaterThan(10);
    const good = stream(`${url}/api/legislation/updates`);
    await good.waitFor(() => readyOf(good) !== undefined);
    build.publish([country("GBR", "United Kingdom", "amber"), country("FRA", "France"), country("DEU", "Germany")]);
    await good.waitFor(() => good.updates().length === 1);
  });

  it("gives a client that has seen no update a position to resume from, so it misses nothing while away", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const first = stream(`${url}/api/legislation/updates`);
    await first.waitFor(() => readyOf(first) !== undefined);
    const position = readyOf(first)!.id!;
    expect(position).toMatch(/^\d+$/);
    expect(first.updates()).toHaveLength(0);
    first.close();
    build.publish([country("GBR", "United Kingdom", "red"), country("FRA", "France"), country("DEU", "Germany")]);
    // No stream is open: wait until the server has recorded the change, as a fresh client would see it.
    await until(async () => {
      const probe = stream(`${url}/api/legislation/updates`);
      await probe.waitFor(() => readyOf(probe) !== undefined);
      probe.close();
      return Number(readyOf(probe)!.id) > Number(position);
    }, "the change to be recorded");
    const resumed = stream(`${url}/api/legislation/updates`, { "last-event-id": position });
    await resumed.waitFor(() => readyOf(resumed) !== undefined);
    expect(resumed.updates().map((update) => update.iso_a3)).toEqual(["GBR"]);
    expect(readyOf(resumed)!.id).toBe(resumed.updates()[0]!.id);
  });

  // An id above the log's head (a reset log) or of the other log's kind (a move between disk and
  // Redis): the browser cannot drop it by itself, so it gets the whole window, not a 400 for ever.
  it.each([
    ["from a log that has since been reset", "500"],
    ["of the other log's kind", "1795513172189-0"],
  ])("replays the whole window to an id %s", async (_case, lastEventId) => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const watcher = stream(`${url}/api/legislation/updates`);
    await watcher.waitFor(() => readyOf(watcher) !== undefined);
    build.publish([country("GBR", "United Kingdom", "red"), country("FRA", "France"), country("DEU", "Germany")]);
    await watcher.waitFor(() => watcher.updates().length === 1);
    const resumed = stream(`${url}/api/legislation/updates`, { "last-event-id": lastEventId });
    await resumed.waitFor(() => readyOf(resumed) !== undefined);
    expect(resumed.updates().map((update) => update.iso_a3)).toEqual(["GBR"]);
    expect(readyOf(resumed)!.id).toBe(watcher.updates()[0]!.id);
  });
});

describe("stream limits", () => {
  it("holds the per-client cap under 100 parallel opens", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build, { maxStreamsPerClient: 20, streamOpensPerMinute: 1000 });
    const opened = Array.from({ length: 100 }, () => stream(`${url}/api/legislation/updates`));
    const statuses = await Promise.all(opened.map(async (s) => (await s.ready).statusCode));
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80);
  });

  it("frees the slot of a client that leaves while its stream is being opened", async () => {
    const build = makeBuild(base());
    const { app, base: url } = await start(build, { maxStreamsPerClient: 2, streamOpensPerMinute: 1000 });
    const port = (app.server.address() as AddressInfo).port;
    // Each sends its request and hangs up at once, racing the open.
    await Promise.all(
      Array.from(
        { length: 30 },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect(port, "127.0.0.1", () => {
              socket.write("GET /api/legislation/updates HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n");
              setImmediate(() => socket.destroy());
            });
            socket.on("error", () => {});
            socket.on("close", () => resolve());
          }),
      ),
    );
    await until(() => app.liveStats().openStreams === 0, "every slot to be released");
    const again = [stream(`${url}/api/legislation/updates`), stream(`${url}/api/legislation/updates`)];
    expect(await Promise.all(again.map(async (s) => (await s.ready).statusCode))).toEqual([200, 200]);
  });

  it("rate-limits stream opens per client with a 429 and a JSON reason", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build, { streamOpensPerMinute: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const s = stream(`${url}/api/legislation/updates`);
      statuses.push((await s.ready).statusCode!);
      s.close();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await statusOf(`${url}/api/legislation/updates`);
    expect(limited.body).toMatchObject({ error: "rate_limited" });
  });

  it("keeps a flooded client limited while other addresses come and go (no table reset)", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(
      build,
      { followsPerMinute: 1, clientKey: (request: FastifyRequest) => String(request.headers["x-client"] ?? "none") },
      {},
    );
    const follow = (client: string) =>
      fetch(`${url}/api/legislation/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-client": client },
        body: '{"iso_a3":"GBR"}',
      }).then((response) => response.status);
    expect(await follow("flooder")).toBe(401);
    expect(await follow("flooder")).toBe(429);
    for (let i = 0; i < 300; i += 1) await follow(`passer-by-${i}`);
    expect(await follow("flooder")).toBe(429);
  });
});

describe("slow readers", () => {
  it("drops a stream that stops reading instead of buffering for it without end; the others get everything", async () => {
    const build = makeBuild(base());
    const { app, base: url } = await start(build, { maxBufferedBytes: 256 * 1024, stallTimeoutMs: 400, heartbeatMs: 100 });
    const port = (app.server.address() as AddressInfo).port;
    const healthy = stream(`${url}/api/legislation/updates`);
    await healthy.waitFor(() => readyOf(healthy) !== undefined);
    const stalled = connect(port, "127.0.0.1");
    sockets.push(stalled);
    stalled.on("error", () => {});
    await new Promise((resolve) => stalled.once("connect", resolve));
    stalled.write("GET /api/legislation/updates HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n");
    // Never read: the kernel buffers fill, then the server's.
    stalled.pause();
    await until(() => app.liveStats().openStreams === 2, "both streams to be open");
    const long = "x".repeat(100_000);
    let version = 0;
    while (app.liveStats().evictedStreams === 0 && version < 200) {
      version += 1;
      build.publish(base().map((entry) => ({ ...entry, summary: `${entry.name} ${version} ${long}` })));
      await healthy.waitFor(() => healthy.updates().length === version * 3, 15_000);
    }
    // The stalled stream is gone from the server; the reader who kept up is still there with every update once.
    expect(app.liveStats().evictedStreams).toBe(1);
    await until(() => app.liveStats().openStreams === 1, "the stalled stream to be released");
    build.publish(base());
    await healthy.waitFor(() => healthy.updates().length === (version + 1) * 3, 15_000);
    expect(new Set(healthy.updates().map((update) => update.id)).size).toBe(healthy.updates().length);
  }, 60_000);
});

describe("sessions and follows", () => {
  it("refuses follows for a session the server did not issue, or whose expiry was changed", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const s = stream(`${url}/api/legislation/updates`);
    const cookie = String((await s.ready).headers["set-cookie"]).split(";")[0]!;
    const [id, expiry, signature] = cookie.slice("pa_session=".length).split(".");
    const post = (value: string) =>
      fetch(`${url}/api/legislation/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, cookie: `pa_session=${value}` },
        body: '{"iso_a3":"GBR"}',
      }).then((response) => response.status);
    expect(await post(`${id}.${expiry}.${signature}`)).toBe(200);
    expect(await post("invented-session-id-0123456789")).toBe(401);
    expect(await post(`${id}.${Number(expiry) + 1_000_000}.${signature}`)).toBe(401);
    expect(await post(`${"A".repeat(24)}.${expiry}.${signature}`)).toBe(401);
  });

  it("takes the follow list with the stream open, so even replayed updates carry the reader's follows", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const watcher = stream(`${url}/api/legislation/updates`);
    await watcher.waitFor(() => readyOf(watcher) !== undefined);
    const position = readyOf(watcher)!.id!;
    build.publish([country("GBR", "United Kingdom", "red"), country("FRA", "France", "red"), country("DEU", "Germany")]);
    await watcher.waitFor(() => watcher.updates().length === 2);
    const reader = stream(`${url}/api/legislation/updates?follow=FRA,DEU`, { "last-event-id": position });
    await reader.waitFor(() => readyOf(reader) !== undefined);
    expect(reader.updates().map((update) => [update.iso_a3, update.followed])).toEqual([
      ["FRA", true],
      ["GBR", false],
    ]);
    expect(JSON.parse(readyOf(reader)!.data!)).toMatchObject({ following: ["DEU", "FRA"] });
  });

  it("refuses a malformed follow list, and a follow list from another site", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    for (const query of ["?follow=XYZ", "?follow=GBR&follow=FRA", "?follow=gbr", "?follow=GBR,,FRA"]) {
      expect((await statusOf(`${url}/api/legislation/updates${query}`)).status, query).toBe(400);
    }
    expect((await statusOf(`${url}/api/legislation/updates?follow=GBR`, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await statusOf(`${url}/api/legislation/updates?follow=`)).status).toBe(200);
  });

  it("updates the follows of every open stream of the session when one of its tabs follows a country", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const first = stream(`${url}/api/legislation/updates`);
    const cookie = String((await first.ready).headers["set-cookie"]).split(";")[0]!;
    const second = stream(`${url}/api/legislation/updates`, { cookie });
    await second.waitFor(() => readyOf(second) !== undefined);
    expect((await second.ready).headers["set-cookie"]).toBeUndefined();
    await fetch(`${url}/api/legislation/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie },
      body: '{"iso_a3":"DEU"}',
    });
    build.publish([country("GBR", "United Kingdom"), country("FRA", "France"), country("DEU", "Germany", "red")]);
    await second.waitFor(() => second.updates().length === 1);
    await first.waitFor(() => first.updates().length === 1);
    expect(second.updates()[0]).toMatchObject({ iso_a3: "DEU", followed: true });
    expect(first.updates()[0]).toMatchObject({ iso_a3: "DEU", followed: true });
  });

  it("cuts off a follow request whose body never arrives", async () => {
    const build = makeBuild(base());
    const { app } = await start(build, {}, { requestTimeoutMs: 1000 });
    const port = (app.server.address() as AddressInfo).port;
    const socket = connect(port, "127.0.0.1");
    sockets.push(socket);
    let answer = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => {});
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.on("connect", () =>
      socket.write(`POST /api/legislation/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"iso`),
    );
    await closed;
    expect(answer.split("\r\n")[0]).toMatch(/ 408 /);
  });
});
