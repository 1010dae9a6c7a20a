// Regression tests for the attacks an independent review ran against a live copy: each sends what
// the attacker sent, over a real socket where the bug lived in the HTTP layer.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { cacheControlFor, canonicalPath } from "./static-routes";

let buildDir: string;
const apps: FastifyInstance[] = [];
const sockets: Socket[] = [];

function write(relative: string, body: string) {
  const file = path.join(buildDir, "client", relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

beforeAll(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), "pa-hostile-"));
  write("index.html", "<!doctype html><h1>Home</h1>");
  write("about/index.html", "<!doctype html><h1>About</h1>");
  write("about.data", "[{}]");
  write("404/index.html", "<!doctype html><h1>Page not found</h1>");
  writeFileSync(path.join(buildDir, "csp-hashes.json"), JSON.stringify({ "/about/index.html": ["'sha256-good='"] }));
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const app of apps.splice(0)) await app.close();
});

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

async function listen(options: Partial<Parameters<typeof buildApp>[0]> = {}) {
  const app = await buildApp({ buildDir, siteOrigin: "http://localhost:3000", ...options });
  apps.push(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, port: (app.server.address() as { port: number }).port };
}

/** Opens a raw connection and sends `head` exactly as written; resolves with what comes back until close. */
function raw(port: number, head: string, { keepOpen = false } = {}) {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  let data = "";
  let closed = false;
  socket.setEncoding("utf8").on("data", (chunk: string) => (data += chunk));
  socket.on("error", () => {});
  const ended = new Promise<string>((resolve) => socket.on("close", () => ((closed = true), resolve(data))));
  socket.on("connect", () => socket.write(head));
  return {
    socket,
    ended,
    text: () => data,
    closed: () => closed,
    async waitFor(predicate: (text: string) => boolean, what: string, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(data)) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(data.slice(0, 300))}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    keepOpen,
  };
}

const get = (port: number, target: string) => raw(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`).ended;
const locationOf = (response: string) => /\r\nlocation: ([^\r]*)/i.exec(response)?.[1];

describe("no open redirect", () => {
  it.each([
    ["//evil.example/", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["///evil.example//", "/evil.example"],
    ["/\\/evil.example/?a=1", "/evil.example?a=1"],
    ["//", "/"],
    ["/about//", "/about"],
  ])("%s redirects within the site, to %s", async (target, expected) => {
    const { port } = await listen();
    const response = await get(port, target);
    expect(response.split("\r\n")[0]).toMatch(/ 308 /);
    const location = locationOf(response)!;
    expect(location).toBe(expected);
    // A browser reads a Location starting with two slashes (or slash-backslash) as another host.
    expect(location).not.toMatch(/^[/\\][/\\]/);
  });

  it("collapses every run of slashes and backslashes, and never redirects a path to itself", () => {
    expect(canonicalPath("//")).toBe("/");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/a\\\\b//c/")).toBe("/a/b/c");
    for (const path of ["//", "///x", "/x/", "/\\x"]) expect(canonicalPath(canonicalPath(path))).toBe(canonicalPath(path));
  });
});

describe("caching after a deploy", () => {
  it("revalidates React Router's .data files like the HTML they belong to", async () => {
    expect(cacheControlFor("/about.data")).toBe("no-cache");
    expect(cacheControlFor("/legal-tracker/GBR.data")).toBe("no-cache");
    const { app } = await listen();
    const response = await app.inject({ url: "/about.data" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });
});

describe("a rebuild under a running server", () => {
  it("keeps serving pages with the last good script hashes while csp-hashes.json is half-written", async () => {
    const file = path.join(buildDir, "csp-hashes.json");
    const { app } = await listen();
    expect((await app.inject({ url: "/about" })).headers["content-security-policy"]).toContain("'sha256-good='");
    writeFileSync(file, '{"/about/index.html": ["\'sha256-ne');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const during = await app.inject({ url: "/about" });
    expect(during.statusCode).toBe(200);
    expect(during.headers["content-security-policy"]).toContain("'sha256-good='");
    writeFileSync(file, JSON.stringify({ "/about/index.html": ["'sha256-good='"] }));
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
  });
});

describe("request bodies", () => {
  it("answers a POST to a page (405) or an unknown API path (404) without waiting for its body", async () => {
    const { port } = await listen();
    for (const [target, status] of [
      ["/about", 405],
      ["/nowhere", 405],
      ["/api/nothing-here", 404],
    ] as const) {
      // 900 KB announced, none sent: an answer proves the body was never awaited or parsed.
      const connection = raw(port, `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n\r\n[[[[`);
      await connection.waitFor((text) => text.includes("\r\n\r\n{"), `an answer to POST ${target}`);
      expect(connection.text().split("\r\n")[0], target).toMatch(new RegExp(` ${status} `));
      expect(connection.text()).toMatch(/"reason":/);
    }
  });

  it("cuts off a request whose headers never finish (slowloris) within the request timeout", async () => {
    const { port } = await listen({ requestTimeoutMs: 1000 });
    const started = Date.now();
    const stalled = raw(port, "GET /about HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n");
    const answer = await stalled.ended;
    expect(answer.split("\r\n")[0]).toMatch(/ 408 /);
    // Well before Node's default 30 s check interval would have noticed.
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

describe("connections", () => {
  it("refuses connections beyond the cap and says so in the log", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const { port } = await listen({
      maxConnections: 3,
      logger: { level: "warn", stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    });
    const held = [0, 1, 2].map(() => raw(port, ""));
    await Promise.all(held.map((connection) => new Promise((resolve) => connection.socket.once("connect", resolve))));
    const refused = raw(port, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await refused.ended;
    expect(refused.text()).toBe("");
    const deadline = Date.now() + 5000;
    while (!lines.some((line) => line.event === "connection_limit") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.find((line) => line.event === "connection_limit")).toMatchObject({ maxConnections: 3 });
  });
});
