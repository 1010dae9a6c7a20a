import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { liveReadyMessageSchema, liveUpdateMessageSchema } from "../../data/schema/live-update";
import { buildApp } from "../app";
import { country, makeBuild, openStream } from "./test-helpers";

const ORIGIN = "http://localhost:3000";
let apps: FastifyInstance[] = [];
let streams: Array<ReturnType<typeof openStream>> = [];

afterEach(async () => {
  for (const stream of streams) stream.close();
  for (const app of apps) await app.close();
  apps = [];
  streams = [];
});

async function start(build: ReturnType<typeof makeBuild>, live: Record<string, unknown> = {}) {
  const app = await buildApp({ buildDir: build.buildDir, siteOrigin: ORIGIN, live: { varDir: build.varDir, pollMs: 50, heartbeatMs: 200, ...live } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  apps.push(app);
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

function stream(url: string, headers?: Record<string, string>) {
  const s = openStream(url, headers);
  streams.push(s);
  return s;
}

const base = () => [country("GBR", "United Kingdom"), country("FRA", "France")];

describe("the update stream", () => {
  it("is an SSE stream with an anonymous HttpOnly session cookie and heartbeats", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const s = stream(`${url}/api/legislation/updates`);
    const res = await s.ready;
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(res.headers["x-accel-buffering"]).toBe("no");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^pa_session=[A-Za-z0-9_-]{24}\.\d{10}\.[A-Za-z0-9_-]{43}; Path=\/api\/legislation; HttpOnly; SameSite=Lax/);
    expect(cookie).not.toContain("Secure");
    await s.waitFor(() => s.events.some((event) => event.comment === "heartbeat"));
    expect(s.events[0]?.retry).toBe("3000");
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    const build = makeBuild(base());
    const app = await buildApp({ buildDir: build.buildDir, siteOrigin: "https://privacyatlas.example", live: { varDir: build.varDir, watch: false } });
    apps.push(app);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const s = stream(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/legislation/updates`);
    expect(String((await s.ready).headers["set-cookie"])).toContain("; Secure");
  });

  it("sends one update per changed country, with name, what changed, a summary, a timestamp and an id", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const s = stream(`${url}/api/legislation/updates`);
    await s.ready;
    build.publish([country("GBR", "United Kingdom", "amber"), country("FRA", "France")]);
    await s.waitFor(() => s.updates().length === 1);
    const [update] = s.updates() as Array<Record<string, unknown>>;
    expect(update).toMatchObject({ iso_a3: "GBR", name: "United Kingdom", followed: false });
    expect(update!.changes).toContainEqual({ field: "vpn_status", from: "green", to: "amber" });
    expect(update!.summary).toBe("United Kingdom: VPN status changed from Legal & accessible to Restricted or licensed.");
    expect(Date.parse(String(update!.timestamp))).not.toBeNaN();
    expect(update!.id).toMatch(/^\d+$/);
  });

  it("sends ready and update messages as data/schema/live-update.ts describes them, each message's id its event's", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const s = stream(`${url}/api/legislation/updates?follow=GBR`);
    await s.waitFor(() => s.events.some((event) => event.event === "ready"));
    const ready = s.events.find((event) => event.event === "ready")!;
    expect(liveReadyMessageSchema.parse(JSON.parse(ready.data!))).toEqual({ following: ["GBR"], cursor: ready.id });
    build.publish([country("GBR", "United Kingdom", "amber"), country("FRA", "France", "red")]);
    await s.waitFor(() => s.updates().length === 2);
    const events = s.events.filter((event) => event.event === "update");
    const messages = events.map((event) => liveUpdateMessageSchema.parse(JSON.parse(event.data!)));
    expect(messages.map((message) => [message.iso_a3, message.followed])).toEqual([
      ["FRA", false],
      ["GBR", true],
    ]);
    expect(messages.map((message) => message.id)).toEqual(events.map((event) => event.id));
  });

  it("replays what a reconnecting client missed (Last-Event-ID), then live ones, none twice", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const first = stream(`${url}/api/legislation/updates`);
    await first.ready;
    build.publish([country("GBR", "United Kingdom", "amber"), country("FRA", "France")]);
    await first.waitFor(() => first.updates().length === 1);
    const seen = first.updates()[0]!.id;
    first.close();
    build.publish([country("GBR", "United Kingdom", "red"), country("FRA", "France")]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    build.publish([country("GBR", "United Kingdom", "red"), country("FRA", "France", "red")]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = stream(`${url}/api/legislation/updates`, { "last-event-id": seen });
    await again.waitFor(() => again.updates().length === 2);
    build.publish([country("GBR", "United Kingdom", "green"), country("FRA", "France", "red")]);
    await again.waitFor(() => again.updates().length === 3);
    const ids = again.updates().map((u) => u.id);
    expect(new Set(ids).size).toBe(3);
    expect(again.updates().map((u) => u.iso_a3)).toEqual(["GBR", "FRA", "GBR"]);
  });

  it("loses nothing across a restart: changes published while down are diffed on start and replayed", async () => {
    const build = makeBuild(base());
    const first = await start(build);
    const s = stream(`${first.base}/api/legislation/updates`);
    await s.ready;
    build.publish([country("GBR", "United Kingdom", "amber"), country("FRA", "France")]);
    await s.waitFor(() => s.updates().length === 1);
    const lastId = s.updates()[0]!.id;
    s.close();
    await first.app.close();
    apps = apps.filter((app) => app !== first.app);
    build.publish([country("GBR", "United Kingdom", "amber"), country("FRA", "France", "red")]);
    const second = await start(build);
    const resumed = stream(`${second.base}/api/legislation/updates`, { "last-event-id": "0" });
    await resumed.waitFor(() => resumed.updates().length === 2);
    expect(resumed.updates().map((u) => [u.id, u.iso_a3])).toEqual([
      [lastId, "GBR"],
      [String(Number(lastId) + 1), "FRA"],
    ]);
  });

  it("rejects a malformed new version and keeps serving the old one", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const before = await (await fetch(`${url}/data/legislation-status.json`)).json();
    writeFileSync(build.statusFile, '{"updated_at": "2026-11-21T00:00:00Z", "countries": [{"iso_a3": "GB"}]}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await fetch(`${url}/data/legislation-status.json`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual(before);
  });

  it("delivers followed countries' updates flagged for that session only", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const follower = stream(`${url}/api/legislation/updates`);
    const cookie = String((await follower.ready).headers["set-cookie"]).split(";")[0]!;
    const other = stream(`${url}/api/legislation/updates`);
    await other.ready;
    const response = await fetch(`${url}/api/legislation/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie },
      body: JSON.stringify({ iso_a3: "fra" }),
    });
    expect(await response.json()).toEqual({ following: ["FRA"] });
    // Repeating is harmless.
    expect(
      await (
        await fetch(`${url}/api/legislation/subscribe`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN, cookie },
          body: '{"iso_a3":"FRA"}',
        })
      ).json(),
    ).toEqual({ following: ["FRA"] });
    build.publish([country("GBR", "United Kingdom", "amber"), country("FRA", "France", "amber")]);
    await follower.waitFor(() => follower.updates().length === 2);
    await other.waitFor(() => other.updates().length === 2);
    expect(follower.updates().map((u) => [u.iso_a3, u.followed])).toEqual([
      ["FRA", true],
      ["GBR", false],
    ]);
    expect(other.updates().every((u) => u.followed === false)).toBe(true);
    const unfollow = await fetch(`${url}/api/legislation/unsubscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie },
      body: '{"iso_a3":"FRA"}',
    });
    expect(await unfollow.json()).toEqual({ following: [] });
  });
});

describe("bad input", () => {
  async function post(url: string, init: { body?: string; headers?: Record<string, string>; cookie?: boolean } = {}) {
    const s = stream(`${url}/api/legislation/updates`);
    const cookie = String((await s.ready).headers["set-cookie"]).split(";")[0]!;
    const response = await fetch(`${url}/api/legislation/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, ...(init.cookie === false ? {} : { cookie }), ...init.headers },
      body: init.body ?? '{"iso_a3":"GBR"}',
    });
    return { status: response.status, body: (await response.json()) as { error: string; reason: string } };
  }

  it("answers each bad request with a 4xx and a JSON reason", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build);
    const cases: Array<[string, Parameters<typeof post>[1], number, string]> = [
      ["wrong content type", { headers: { "content-type": "text/plain" } }, 415, "unsupported_media_type"],
      ["oversized body", { body: JSON.stringify({ iso_a3: "GBR", pad: "x".repeat(2000) }) }, 413, "body_too_large"],
      ["malformed JSON", { body: '{"iso_a3": ' }, 400, "bad_request"],
      ["unknown code", { body: '{"iso_a3":"XYZ"}' }, 422, "unknown_country"],
      ["missing field", { body: '{"country":"GBR"}' }, 400, "missing_field"],
      ["cross-site origin", { headers: { origin: "https://evil.example" } }, 403, "cross_site"],
      ["no session", { cookie: false }, 401, "no_session"],
    ];
    for (const [name, init, status, error] of cases) {
      const result = await post(url, init);
      expect(result.status, name).toBe(status);
      expect(result.body.error, name).toBe(error);
      expect(result.body.reason.length, name).toBeGreaterThan(5);
    }
  });

  it("rate-limits follow calls per client", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build, { followsPerMinute: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(url)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("caps open streams per client (429) and overall (503)", async () => {
    const build = makeBuild(base());
    const { base: url } = await start(build, { maxStreamsPerClient: 2, maxStreams: 3 });
    for (let i = 0; i < 2; i += 1) expect((await stream(`${url}/api/legislation/updates`).ready).statusCode).toBe(200);
    const third = stream(`${url}/api/legislation/updates`);
    expect((await third.ready).statusCode).toBe(429);
    const other = await start(build, { maxStreamsPerClient: 10, maxStreams: 1 });
    expect((await stream(`${other.base}/api/legislation/updates`).ready).statusCode).toBe(200);
    expect((await stream(`${other.base}/api/legislation/updates`).ready).statusCode).toBe(503);
  });
});
