import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { country, makeBuild, openStream } from "./live/test-helpers";

const ROOT = path.resolve(import.meta.dirname, "..");

type Server = { child: ChildProcess; url: string; lines: Array<Record<string, unknown>>; stderr: () => string; exited: Promise<number | null> };
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill("SIGKILL");
});

/** Starts the real server (server/main.ts) in a child process, as production does. */
function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "info", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  const lines: Array<Record<string, unknown>> = [];
  let stderr = "";
  let pending = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    pending += chunk;
    let index: number;
    while ((index = pending.indexOf("\n")) >= 0) {
      const line = pending.slice(0, index);
      pending = pending.slice(index + 1);
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        lines.push({ msg: line });
      }
    }
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${env.PORT}`, lines, stderr: () => stderr, exited };
}

async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const freePort = () => 20000 + Math.floor(Math.random() * 20000);

describe("configuration", () => {
  it("stops at once, naming each bad variable and what it expects", async () => {
    const server = startServer({ PORT: "eighty", REDIS_URL: "localhost:6379" });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(server.stderr()).toContain("REDIS_URL must be a redis:// or rediss:// URL");
  });
});

describe("a failed start", () => {
  const failure = async (server: Server) => {
    expect(await server.exited).toBe(1);
    const line = server.lines.find((entry) => entry.event === "startup_failed");
    expect(line, JSON.stringify(server.lines)).toMatchObject({ level: 60 });
    // One line a log shipper can read, and no stack trace for an operator to decode.
    expect(server.stderr()).not.toMatch(/^\s+at /m);
    expect(JSON.stringify(server.lines)).not.toMatch(/\\n\s+at /);
    return String(line!.reason);
  };

  it("says so in one JSON log line when the build is missing", async () => {
    const build = makeBuild([country("GBR", "United Kingdom")]);
    const reason = await failure(startServer({ PORT: String(freePort()), BUILD_DIR: path.join(build.root, "nope"), VAR_DIR: build.varDir }));
    expect(reason).toContain("run `npm run build`");
  });

  it("says so in one JSON log line when the port is taken", async () => {
    const build = makeBuild([country("GBR", "United Kingdom")]);
    const port = freePort();
    const first = startServer({ PORT: String(port), BUILD_DIR: build.buildDir, VAR_DIR: build.varDir });
    await waitFor(() => first.lines.some((line) => line.event === "server_ready"));
    const reason = await failure(startServer({ PORT: String(port), BUILD_DIR: build.buildDir, VAR_DIR: `${build.varDir}-2` }));
    expect(reason).toContain(`port ${port} on 127.0.0.1 is already in use`);
  });

  it("says so in one JSON log line when VAR_DIR is not writable", async () => {
    const build = makeBuild([country("GBR", "United Kingdom")]);
    const reason = await failure(startServer({ PORT: String(freePort()), BUILD_DIR: build.buildDir, VAR_DIR: "/dev/null/var" }));
    expect(reason).toContain("VAR_DIR /dev/null/var is not writable");
  });
});

describe("readiness", () => {
  it("stays ready on a restart while a malformed status file is published, serving the last good version", async () => {
    const build = makeBuild([country("GBR", "United Kingdom", "red")]);
    const first = await buildApp({ buildDir: build.buildDir, siteOrigin: "http://localhost:3000", live: { varDir: build.varDir, watch: false } });
    const good = (await first.inject({ url: "/data/legislation-status.json" })).body;
    await first.close();
    writeFileSync(build.statusFile, '{"updated_at": "2026-11-21T00:00:00Z", "countries": [{"iso_a3": "GB"}]}');
    const restarted = await buildApp({ buildDir: build.buildDir, siteOrigin: "http://localhost:3000", live: { varDir: build.varDir, watch: false } });
    try {
      expect((await restarted.inject({ url: "/api/ready" })).statusCode).toBe(200);
      const data = await restarted.inject({ url: "/data/legislation-status.json" });
      expect(data.statusCode).toBe(200);
      expect(data.body).toBe(good);
    } finally {
      await restarted.close();
    }
  });

  it("is ready once the data is loaded, and says why not before", async () => {
    const build = makeBuild([country("GBR", "United Kingdom")]);
    const app = await buildApp({ buildDir: build.buildDir, siteOrigin: "http://localhost:3000", live: { varDir: build.varDir, watch: false } });
    try {
      const ready = await app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: "ready", checks: { data: { ok: true }, redis: { ok: true, skipped: true } } });
      expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({ status: "ok" });
    } finally {
      await app.close();
    }
    const empty = makeBuild([]);
    writeFileSync(empty.statusFile, "{ not json");
    const broken = await buildApp({ buildDir: empty.buildDir, siteOrigin: "http://localhost:3000", live: { varDir: empty.varDir, watch: false } });
    try {
      const notReady = await broken.inject({ method: "GET", url: "/api/ready" });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: "not_ready", checks: { data: { ok: false, reason: "the legislation data is not loaded" } } });
      // The process itself still answers.
      expect((await broken.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe("logs", () => {
  it("writes one JSON line per request with method, path, status and duration, and no address", async () => {
    const build = makeBuild([country("GBR", "United Kingdom")]);
    const lines: Array<Record<string, unknown>> = [];
    const app = await buildApp({
      buildDir: build.buildDir,
      siteOrigin: "http://localhost:3000",
      logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
      live: { varDir: build.varDir, watch: false },
    });
    try {
      await app.inject({ method: "GET", url: "/data/legislation-status.json?token=secret", remoteAddress: "203.0.113.9" });
      const requests = lines.filter((line) => line.msg === "request");
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ method: "GET", path: "/data/legislation-status.json", status: 200 });
      expect(typeof requests[0]!.durationMs).toBe("number");
      expect(JSON.stringify(lines)).not.toContain("203.0.113.9");
      expect(JSON.stringify(lines)).not.toContain("secret");
      expect(lines.some((line) => line.event === "data version published")).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe("graceful shutdown", () => {
  it("on SIGTERM tells open streams to reconnect, finishes the request in flight, and exits within 10 s", async () => {
    const build = makeBuild([country("GBR", "United Kingdom"), country("FRA", "France")]);
    // A large page, so that its response is still in flight when the signal arrives.
    writeFileSync(path.join(build.buildDir, "client", "large.txt"), "x".repeat(4 * 1024 * 1024));
    const port = freePort();
    const server = startServer({ PORT: String(port), BUILD_DIR: build.buildDir, VAR_DIR: build.varDir });
    await waitFor(() => server.lines.some((line) => line.event === "server_ready"));

    const stream = openStream(`${server.url}/api/legislation/updates`);
    await stream.ready;
    await stream.waitFor(() => stream.events.some((event) => event.event === "ready" || event.comment !== undefined || event.retry !== undefined));

    // Start the large download and stop reading, so it is in flight.
    let received = 0;
    const download = new Promise<number>((resolve, reject) => {
      http
        .get(`${server.url}/large.txt`, { headers: { "accept-encoding": "identity" } }, (response) => {
          response.pause();
          setTimeout(() => {
            response.on("data", (chunk: Buffer) => (received += chunk.length));
            response.on("end", () => resolve(response.statusCode ?? 0));
            response.resume();
          }, 500);
        })
        .on("error", reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await stream.waitFor(() => stream.events.some((event) => event.retry === "2000"));
    await waitFor(() => stream.response()?.complete, 5000);

    expect(await download).toBe(200);
    expect(received).toBe(4 * 1024 * 1024);
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(server.lines.map((line) => line.event).filter(Boolean)).toEqual(expect.arrayContaining(["shutdown_started", "shutdown_complete"]));
    // Nothing listens any more.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 30_000);

  it("a client that reconnects after a restart misses no update published meanwhile", async () => {
    const build = makeBuild([country("GBR", "United Kingdom"), country("FRA", "France")]);
    const port = freePort();
    const first = startServer({ PORT: String(port), BUILD_DIR: build.buildDir, VAR_DIR: build.varDir });
    await waitFor(() => first.lines.some((line) => line.event === "server_ready"));
    const stream = openStream(`${first.url}/api/legislation/updates`);
    await stream.ready;
    build.publish([country("GBR", "United Kingdom", "red"), country("FRA", "France")]);
    await stream.waitFor(() => stream.updates().length === 1, 8000);
    const lastId = stream.updates()[0]!.id;

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    // Published while no server runs.
    build.publish([country("GBR", "United Kingdom", "red"), country("FRA", "France", "amber")]);

    const second = startServer({ PORT: String(port), BUILD_DIR: build.buildDir, VAR_DIR: build.varDir });
    await waitFor(() => second.lines.some((line) => line.event === "server_ready"));
    const resumed = openStream(`${second.url}/api/legislation/updates`, { "last-event-id": lastId });
    await resumed.waitFor(() => resumed.updates().length === 1, 8000);
    expect(resumed.updates()[0]).toMatchObject({ iso_a3: "FRA" });
    resumed.close();
    stream.close();
  }, 30_000);
});

/** Sends a request line exactly as written and returns the raw response. */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let data = "";
    socket
      .setEncoding("utf8")
      .on("data", (chunk: string) => (data += chunk))
      .on("end", () => resolve(data))
      .on("error", reject);
  });
}

describe("published data from its own directory", () => {
  it("serves /data/* from PUBLISHED_DATA_DIR and nothing outside it", async () => {
    const build = makeBuild([country("GBR", "United Kingdom")]);
    const dataDir = path.join(build.root, "published");
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, "legislation-status.json"), readFileSync(build.statusFile));
    writeFileSync(path.join(build.root, "secret.txt"), "not for readers");
    const app = await buildApp({ buildDir: build.buildDir, siteOrigin: "http://localhost:3000", publishedDataDir: dataDir });
    try {
      expect((await app.inject({ method: "GET", url: "/data/legislation-status.json" })).statusCode).toBe(200);
      // Raw request lines: an HTTP client or URL parser would tidy the dots away before sending.
      await app.listen({ port: 0, host: "127.0.0.1" });
      const port = (app.server.address() as { port: number }).port;
      for (const url of ["/data/../secret.txt", "/data/%2e%2e/secret.txt", "/data/..%2fsecret.txt", "/data/../../../../etc/hostname", "/data/.env"]) {
        const response = await rawGet(port, url);
        expect(response.split("\r\n")[0], url).toMatch(/ 404 /);
        expect(response).not.toContain("not for readers");
      }
    } finally {
      await app.close();
    }
  });
});
