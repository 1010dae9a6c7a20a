// Fault injection against the real server (server/main.ts in a child process): kill -9 with
// clients connected and during a burst of publications, Redis stopped and restarted with and
// without persistence, a full and a read-only VAR_DIR, and malformed publications. Every scenario
// ends by reading the update log itself (updates.ndjson by the loader's rule, or the Redis stream)
// and checking exactly-once against it: the log repeats no change and records no version twice,
// every change the test published is in it once, and every client received exactly the log's
// entries after its starting position, each once, in id order. Nothing is deduplicated here: a
// repeated delivery fails the test (docs/decisions/0011-exactly-once-updates.md).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  closeSync,
  existsSync,
  ftruncateSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { LiveUpdateChange } from "../data/schema/live-update";
import { versionOf } from "./live/published-data";
import { country, makeBuild, openStream } from "./live/test-helpers";

const ROOT = path.resolve(import.meta.dirname, "..");
const REDIS = "/usr/bin/redis-server";
const SESSION_SECRET = "faults-test-session-secret-at-least-32-characters";
const STREAM_KEY = "privacy-atlas:updates";
const TEST_TIMEOUT = 45_000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `predicate` holds; the error says what was awaited and what was seen. */
async function until(predicate: () => boolean, what: string | (() => string), timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === "function" ? what() : what}`);
    await delay(25);
  }
}

// Every child process, client and stream a test starts is stopped after it, whatever happened,
// and its temporary directories removed.
const children = new Set<ChildProcess>();
const streams: Array<ReturnType<typeof openStream>> = [];
const clients: Array<{ stop: () => void }> = [];
const redisClients: Redis[] = [];
const temporaryDirs: string[] = [];

async function killHard(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.stop();
  for (const stream of streams.splice(0)) stream.close();
  for (const client of redisClients.splice(0)) client.disconnect();
  await Promise.all([...children].map(killHard));
  children.clear();
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A free port below Linux's ephemeral range (32768 and up), so that no outgoing connection of a
 * test running alongside can take it while a killed server is down and before it is restarted on it.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The server

type LogLine = Record<string, unknown>;
type Server = { child: ChildProcess; url: string; lines: LogLine[]; output: () => string; exited: Promise<void>; dead: () => boolean };

/** Starts server/main.ts as production does; its JSON log lines are collected. */
function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const lines: LogLine[] = [];
  let output = "";
  let pending = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
    pending += chunk;
    let index: number;
    while ((index = pending.indexOf("\n")) >= 0) {
      const line = pending.slice(0, index);
      pending = pending.slice(index + 1);
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        lines.push({ msg: line });
      }
    }
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  let dead = false;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      dead = true;
      resolve();
    }),
  );
  return { child, url: `http://127.0.0.1:${env.PORT}`, lines, output: () => output.slice(-4000), exited, dead: () => dead };
}

/** Waits for a log line of the server; fails at once, with its output, if the server died. */
async function waitForLine(server: Server, match: (line: LogLine) => boolean, what: string, timeoutMs = 20_000): Promise<LogLine> {
  await until(
    () => server.lines.some(match) || server.dead(),
    () => `${what}; server output:\n${server.output()}`,
    timeoutMs,
  );
  const line = server.lines.find(match);
  if (!line) throw new Error(`the server exited before ${what}; its output:\n${server.output()}`);
  return line;
}

async function startReady(env: Record<string, string>): Promise<Server> {
  const server = startServer(env);
  await waitForLine(server, (line) => line.event === "server_ready", "server_ready");
  return server;
}

async function sigkill(server: Server) {
  server.child.kill("SIGKILL");
  await server.exited;
}

const published = (version: string) => (line: LogLine) => line.event === "data version published" && line.version === version;
const retrying = (version: string) => (line: LogLine) => line.event === "could not record the data version yet; retrying" && line.version === version;
const rejected = (version: string) => (line: LogLine) => line.event === "data version rejected; the previous version stays served" && line.version === version;

// ---------------------------------------------------------------------------------------------
// The published data: each country changes at most once in a test (its VPN status green -> red),
// so every change has one place in the log however publications are merged by a restart or a
// retry, and a diff taken against the wrong base shows up as a missing or an extra change.

const ISO_CODES = [
  "GBR",
  "FRA",
  "DEU",
  "ESP",
  "ITA",
  "NLD",
  "BEL",
  "AUT",
  "CHE",
  "POL",
  "SWE",
  "NOR",
  "DNK",
  "FIN",
  "IRL",
  "PRT",
  "GRC",
  "CZE",
  "HUN",
  "ROU",
  "BGR",
  "HRV",
  "SVN",
  "SVK",
  "EST",
  "LVA",
  "LTU",
];

/** `size` countries that may change, and `unchanging` more that make the document larger. */
function dataset(size: number, unchanging = 0) {
  const isos = ISO_CODES.slice(0, size);
  const others = Array.from(
    { length: unchanging },
    (_, index) => `Q${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(65 + (index % 26))}`,
  );
  const red = new Set<string>();
  const documentOf = (reds: ReadonlySet<string>) => ({
    updated_at: "2026-11-21T00:00:00Z",
    countries: [...isos, ...others].map((iso) => country(iso, `Country ${iso}`, reds.has(iso) ? "red" : "green")),
  });
  const build = makeBuild(documentOf(red).countries);
  temporaryDirs.push(build.root);
  /** Writes bytes as data:publish does (a temporary file renamed over the old one); returns their version. */
  const write = (bytes: Buffer | string) => {
    const temporary = `${build.statusFile}.tmp`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, build.statusFile);
    return versionOf(Buffer.from(bytes));
  };
  return {
    build,
    isos,
    /** Every country the test changed, in order: each must be in the log exactly once. */
    changed: [] as string[],
    baseline: versionOf(readFileSync(build.statusFile)),
    bytesWith: (more: string[]) => Buffer.from(JSON.stringify(documentOf(new Set([...red, ...more])))),
    /** Publishes the current document with `more` countries turned red. */
    change(...more: string[]) {
      for (const iso of more) {
        if (red.has(iso) || !isos.includes(iso)) throw new Error(`test bug: ${iso} cannot change`);
        red.add(iso);
        this.changed.push(iso);
      }
      return write(JSON.stringify(documentOf(red)));
    },
    /** The document as it stands, plus `extra` countries turned red, broken by `corrupt`. */
    malformed(corrupt: (document: { countries: Array<Record<string, unknown>> }) => void, extra: string[] = []) {
      const document = documentOf(new Set([...red, ...extra])) as unknown as { countries: Array<Record<string, unknown>> };
      corrupt(document);
      return write(JSON.stringify(document));
    },
    write,
  };
}

function baseEnv(port: number, build: { buildDir: string }, varDir: string): Record<string, string> {
  return {
    PORT: String(port),
    BUILD_DIR: build.buildDir,
    VAR_DIR: varDir,
    SITE_ORIGIN: `http://127.0.0.1:${port}`,
    // Every client here comes from 127.0.0.1 and reconnects after each fault; the per-address limit
    // on stream opens is not what these tests are about.
    STREAM_OPENS_PER_MINUTE: "100000",
  };
}

// ---------------------------------------------------------------------------------------------
// Clients: an SSE reader that keeps every frame of every connection, and resumes by the last id it
// saw (an update's, or else the ready frame's), as the browser's EventSource does.

type Entry = { id: string; iso_a3: string; data_version: string; changes: LiveUpdateChange[] };

class Client {
  readonly connections: Array<{ stream: ReturnType<typeof openStream>; ended: boolean }> = [];
  /** Where this client's history starts: the id it first resumed from, or its first ready frame's id. */
  start: string | undefined;
  /** Streams the server answered wrongly (checked with the deliveries, also for background reconnections). */
  readonly problems: string[] = [];
  private following = false;

  constructor(
    readonly name: string,
    private readonly base: () => string,
  ) {
    clients.push(this);
  }

  /** Opens a stream (resuming from `from`, or from the last id seen) and waits for its ready frame. */
  async open(from?: string) {
    const lastId = from ?? this.lastId();
    if (this.start === undefined && lastId !== null) this.start = lastId;
    const stream = openStream(`${this.base()}/api/legislation/updates`, lastId === null ? {} : { "last-event-id": lastId });
    streams.push(stream);
    const connection = { stream, ended: false };
    this.connections.push(connection);
    void stream.ended.then(() => (connection.ended = true));
    const response = await stream.ready;
    if (response.statusCode !== 200) throw new Error(`${this.name}: the stream was answered ${response.statusCode}`);
    const ready = () => stream.events.find((event) => event.event === "ready");
    await until(
      () => ready() !== undefined || connection.ended,
      () => `${this.name}: a ready frame; frames: ${JSON.stringify(stream.events)}`,
      10_000,
    );
    const frame = ready();
    // Ended without one: the server could not open it (its log unreachable) and said when to retry.
    if (!frame) throw new Error(`${this.name}: the stream ended before its ready frame: ${JSON.stringify(stream.events)}`);
    const cursor = (JSON.parse(frame.data ?? "{}") as { cursor?: unknown }).cursor;
    if (!frame.id || cursor !== frame.id) {
      this.problems.push(`a ready frame without its position: ${JSON.stringify(frame)}`);
      throw new Error(`${this.name}: ${this.problems.at(-1)}`);
    }
    this.start ??= frame.id;
  }

  /** Waits until the current connection is gone, so that every frame it carried is counted. */
  async lost() {
    await this.connections.at(-1)?.stream.ended;
  }

  /** Reconnects by id whenever the stream ends (every 200 ms until a server answers), until stopped. */
  keepConnected() {
    this.following = true;
    void (async () => {
      while (this.following) {
        await this.lost();
        if (!this.following) return;
        await delay(200);
        if (!this.following) return;
        await this.open().catch(() => {});
      }
    })();
  }

  /** Drops the current connection, as a network failure would. */
  drop() {
    this.connections.at(-1)?.stream.close();
  }

  stop() {
    this.following = false;
    for (const { stream } of this.connections) stream.close();
  }

  lastId(): string | null {
    for (let i = this.connections.length - 1; i >= 0; i -= 1) {
      const events = this.connections[i]!.stream.events;
      for (let j = events.length - 1; j >= 0; j -= 1) if (events[j]!.id !== undefined) return events[j]!.id!;
    }
    return null;
  }

  /** Every update frame of every connection, in the order they arrived; nothing deduplicated. */
  received(): Entry[] {
    return this.connections.flatMap(({ stream }) => stream.updates() as unknown as Entry[]);
  }

  has(iso: string) {
    return this.received().some((update) => update.iso_a3 === iso);
  }
}

async function allReceive(clients: Client[], iso: string, timeoutMs = 15_000) {
  for (const client of clients) {
    await until(
      () => client.has(iso),
      () => `${client.name} to receive ${iso}; received: ${JSON.stringify(client.received().map((update) => [update.id, update.iso_a3]))}`,
      timeoutMs,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The log, read back from where the server keeps it

type Log = { entries: Entry[]; versions: string[] };

const FILE_ID = /^(0|[1-9]\d{0,14})$/;

/**
 * updates.ndjson by the loader's rule (FileUpdateLog.load): only a batch closed by its commit line
 * counts, with exactly `count` entries directly before that line, and a commit whose seq goes
 * backwards is ignored; torn lines are skipped. `versions` are the committed versions, in order.
 */
function readFileLog(varDir: string): Log {
  const file = path.join(varDir, "updates.ndjson");
  const log: Log = { entries: [], versions: [] };
  if (!existsSync(file)) return log;
  let batch: Entry[] = [];
  let committedSeq: number | null = null;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    let value: Record<string, unknown>;
    try {
      value = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (typeof value.commit === "string" && typeof value.seq === "number") {
      const count = typeof value.count === "number" ? value.count : 0;
      const own = count === 0 ? [] : batch.slice(-count);
      if (own.length === count && (committedSeq === null || value.seq >= committedSeq)) {
        log.entries.push(...own);
        log.versions.push(value.commit);
        committedSeq = value.seq;
      }
      batch = [];
    } else if (typeof value.id === "string" && FILE_ID.test(value.id)) {
      batch.push(value as unknown as Entry);
    }
  }
  return log;
}

function redisConnection(url: string) {
  const connection = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
  connection.on("error", () => {});
  redisClients.push(connection);
  return connection;
}

/** The whole Redis stream, oldest first; a version is "recorded" once per run of its entries. */
async function readRedisLog(url: string): Promise<Log> {
  const connection = redisConnection(url);
  try {
    const raw = (await connection.xrange(STREAM_KEY, "-", "+")) as Array<[string, string[]]>;
    const entries = raw.map(([id, fields]) => ({ ...(JSON.parse(fields[fields.indexOf("u") + 1]!) as Omit<Entry, "id">), id }));
    return { entries, versions: runsOf(entries.map((entry) => entry.data_version)) };
  } finally {
    connection.disconnect();
  }
}

const compareFileIds = (a: string, b: string) => Number(a) - Number(b);
const compareRedisIds = (a: string, b: string) => {
  const [am = 0, as = 0] = a.split("-").map(Number);
  const [bm = 0, bs = 0] = b.split("-").map(Number);
  return am - bm || as - bs;
};

function runsOf(values: string[]) {
  return values.filter((value, index) => index === 0 || values[index - 1] !== value);
}

function repeated(values: string[]) {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const describeEntry = (entry: Entry) => `${entry.id} ${entry.iso_a3} ${entry.data_version}`;
const vpnChange = (entry: Entry) => {
  const change = entry.changes.find((candidate) => candidate.field === "vpn_status");
  return change ? `${change.from}->${change.to}` : "none";
};

/**
 * Delivered exactly once, against the log: (1) the log has no repeated change and no version
 * recorded twice; (2) every change the test published is in it exactly once, diffed against the
 * right base (green -> red), and nothing else is; (3) each client received exactly the log's
 * entries after its starting position, each once, in id order.
 */
function expectExactlyOnce(log: Log, changed: string[], clients: Client[], compare: (a: string, b: string) => number) {
  const { entries } = log;
  // (1)
  for (let i = 1; i < entries.length; i += 1) {
    expect(compare(entries[i - 1]!.id, entries[i]!.id), `log ids in order: ${entries[i - 1]!.id} before ${entries[i]!.id}`).toBeLessThan(0);
  }
  expect(repeated(entries.map((entry) => `${entry.data_version} ${entry.iso_a3}`)), "a change recorded twice in the log").toEqual([]);
  expect(repeated(runsOf(entries.map((entry) => entry.data_version))), "a version whose updates were recorded in two places").toEqual([]);
  expect(repeated(log.versions), "a version committed twice").toEqual([]);
  // (2)
  expect(entries.map((entry) => entry.iso_a3).sort(), "the log holds each published change exactly once").toEqual([...changed].sort());
  for (const entry of entries) expect(vpnChange(entry), `${entry.iso_a3}'s change in the log`).toBe("green->red");
  // (3)
  for (const client of clients) {
    expect(client.problems, `${client.name}: streams answered wrongly`).toEqual([]);
    expect(client.start, `${client.name} has a starting position`).toBeDefined();
    const expected = entries.filter((entry) => compare(entry.id, client.start!) > 0).map(describeEntry);
    expect(client.received().map(describeEntry), `${client.name} (from ${client.start}) received exactly the log's entries after its position`).toEqual(
      expected,
    );
  }
}

// ---------------------------------------------------------------------------------------------

describe("kill -9 (file log)", () => {
  it(
    "clients that had an update id, only a ready id, or an empty log's id resume exactly once after a SIGKILL and a restart",
    async () => {
      const data = dataset(8);
      const env = baseEnv(await freePort(), data.build, data.build.varDir);
      let server = await startReady(env);
      const base = () => server.url;

      // C saw the empty log's position, then left.
      const c = new Client("C (empty log's ready id)", base);
      await c.open();
      expect(c.start).toBe("0");
      c.stop();
      const a = new Client("A (has an update id)", base);
      await a.open();
      data.change("GBR");
      await allReceive([a], "GBR");
      const b = new Client("B (only a ready id)", base);
      await b.open();
      expect(b.received()).toEqual([]);

      await sigkill(server);
      await Promise.all([a.lost(), b.lost()]);
      // Two publications while no server runs.
      data.change("FRA");
      const whileDown = data.change("DEU");
      server = await startReady(env);
      expect(server.lines.find(published(whileDown))).toMatchObject({ updates: 2 });

      for (const client of [a, b, c]) await client.open();
      // A last change, so that anything sent twice would have arrived before it.
      data.change("ESP");
      await allReceive([a, b, c], "ESP");
      // A fresh reader of the whole log, from the restarted server's own view of it.
      const replay = new Client("replay from 0", base);
      await replay.open("0");

      expectExactlyOnce(readFileLog(data.build.varDir), data.changed, [a, b, c, replay], compareFileIds);
    },
    TEST_TIMEOUT,
  );

  it(
    "a batch torn by a crash part-way through its append is ignored on restart, and its version is then recorded whole, once",
    async () => {
      // No kill lands inside one write() in practice, so the disk is left as a crash (or a power cut)
      // mid-append would leave it: the batch's first lines whole, the last update cut short, no commit
      // line, and the document it was diffed against still present (it is removed only after a commit).
      const data = dataset(8);
      const varDir = data.build.varDir;
      const env = baseEnv(await freePort(), data.build, varDir);
      let server = await startReady(env);
      const a = new Client("A (left after the first change)", () => server.url);
      await a.open();
      // Four updates before the torn batch, so the log is not compacted on load (the torn tail stays and
      // the loader's rules are what keep it out).
      const first = data.change("GBR", "ESP", "NLD", "BEL");
      await allReceive([a], "NLD");
      a.stop();
      const logFile = path.join(varDir, "updates.ndjson");
      const firstDocument = readFileSync(path.join(varDir, "documents", `${first}.json`));
      const committedSize = statSync(logFile).size;
      const second = data.change("FRA", "DEU", "ITA");
      await waitForLine(server, published(second), "the second version recorded");
      await sigkill(server);

      const text = readFileSync(logFile, "utf8");
      const [one, two, three, commit] = text.slice(committedSize).split("\n");
      expect(JSON.parse(commit!)).toMatchObject({ commit: second, count: 3 });
      writeFileSync(logFile, `${text.slice(0, committedSize)}${one}\n${two}\n${three!.slice(0, Math.floor(three!.length / 2))}`);
      writeFileSync(path.join(varDir, "documents", `${first}.json`), firstDocument);
      expect(readFileLog(varDir).versions.at(-1)).toBe(first);

      server = await startReady(env);
      expect(server.lines.find(published(second)), "the torn version recorded again, whole").toMatchObject({ updates: 3 });
      await a.open();
      const replay = new Client("replay from 0", () => server.url);
      await replay.open("0");
      data.change("AUT");
      await allReceive([a, replay], "AUT");
      // Read back once more, now with the torn lines and the whole batch after them in the file.
      await sigkill(server);
      await a.lost();
      server = await startReady(env);
      await a.open();
      const again = new Client("replay from 0 after a second restart", () => server.url);
      await again.open("0");
      expectExactlyOnce(readFileLog(varDir), data.changed, [a, replay, again], compareFileIds);
    },
    TEST_TIMEOUT,
  );

  it(
    "five kills -9 during a burst of publications: no change lost or recorded twice, no version committed twice, the newest recorded last",
    async () => {
      // A larger document (150 countries) takes the server longer to read, validate, diff and write,
      // which widens the moments a kill can interrupt.
      const data = dataset(16, 134);
      const env = baseEnv(await freePort(), data.build, data.build.varDir);
      let server = await startReady(env);
      const reader = new Client("reader", () => server.url);
      await reader.open();
      const versions = [data.baseline];
      const codes = data.isos.slice();
      const next = () => codes.shift()!;

      for (let kill = 0; kill < 5; kill += 1) {
        // Two publications in quick succession, and the kill at a random moment around them, so some
        // land while the server is reading, writing the document or appending the batch.
        versions.push(data.change(next()));
        await delay(Math.random() * 10);
        versions.push(data.change(next()));
        await delay(Math.random() * 25);
        await sigkill(server);
        await reader.lost();
        if (kill % 2 === 0) versions.push(data.change(next()));
        server = await startReady(env);
        await reader.open();
      }
      const last = data.change(next());
      versions.push(last);
      await waitForLine(server, published(last), "the last version recorded");
      await allReceive([reader], data.changed.at(-1)!);
      const replay = new Client("replay from 0", () => server.url);
      await replay.open("0");

      const log = readFileLog(data.build.varDir);
      expectExactlyOnce(log, data.changed, [reader, replay], compareFileIds);
      // Versions are recorded in the order they were published (some skipped: their changes went out
      // with a later one), and the newest is the last recorded.
      const order = log.versions.map((version) => versions.indexOf(version));
      expect(
        order.every((index) => index >= 0),
        `recorded versions ${JSON.stringify(log.versions)} are published ones`,
      ).toBe(true);
      expect(order).toEqual([...order].sort((x, y) => x - y));
      expect(log.versions.at(-1)).toBe(last);
    },
    TEST_TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------

async function startRedis(port: number, dir: string, persistent: boolean): Promise<ChildProcess> {
  const persistence = persistent ? ["--appendonly", "yes", "--save", ""] : ["--appendonly", "no", "--save", ""];
  const child = spawn(REDIS, ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, ...persistence], { stdio: "ignore" });
  children.add(child);
  const probe = redisConnection(`redis://127.0.0.1:${port}`);
  await until(() => probe.status === "ready" || child.exitCode !== null, `redis-server on port ${port}`, 10_000);
  if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited with ${child.exitCode}`);
  await probe.ping();
  probe.disconnect();
  return child;
}

async function stopRedis(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

async function redisScenario(persistent: boolean) {
  const redisPort = await freePort();
  const redisDir = mkdtempSync(path.join(tmpdir(), "pa-faults-redis-"));
  temporaryDirs.push(redisDir);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  let redis = await startRedis(redisPort, redisDir, persistent);
  const data = dataset(6);
  const env = { ...baseEnv(await freePort(), data.build, data.build.varDir), REDIS_URL: redisUrl, SESSION_SECRET };
  const server = await startReady(env);
  const base = () => server.url;

  const a = new Client("A (has an update id)", base);
  await a.open();
  a.keepConnected();
  data.change("GBR");
  await allReceive([a], "GBR");
  const b = new Client("B (only a ready id)", base);
  await b.open();
  b.keepConnected();
  expect(b.received()).toEqual([]);
  const before = await readRedisLog(redisUrl);

  await stopRedis(redis);
  // B's connection drops while Redis is down: it keeps reconnecting by its id (opens fail until
  // Redis is back) and must resume exactly where it was.
  b.drop();
  return {
    redisUrl,
    data,
    server,
    a,
    b,
    before,
    stop: () => stopRedis(redis),
    restart: async () => {
      redis = await startRedis(redisPort, redisDir, persistent);
    },
  };
}

const readyStatus = async (server: Server) => (await fetch(`${server.url}/api/ready`)).status;

describe.skipIf(!existsSync(REDIS))(`Redis stopped and restarted${existsSync(REDIS) ? "" : ` (skipped: no ${REDIS})`}`, () => {
  it(
    "with persistence (appendonly): a change published while Redis is down is recorded on its return and reaches every client exactly once",
    async () => {
      const { redisUrl, data, server, a, b, restart } = await redisScenario(true);
      const whileDown = data.change("FRA");
      await waitForLine(server, retrying(whileDown), "a failed attempt to record the version while Redis is down");
      await restart();
      await waitForLine(server, published(whileDown), "the version recorded once Redis is back", 25_000);
      await allReceive([a, b], "FRA");
      data.change("DEU");
      await allReceive([a, b], "DEU");
      expect(b.connections.length, "B reconnected").toBeGreaterThan(1);
      a.stop();
      b.stop();
      const replay = new Client("replay from 0-0", () => server.url);
      await replay.open("0-0");

      const log = await readRedisLog(redisUrl);
      expectExactlyOnce(log, data.changed, [a, b, replay], compareRedisIds);
    },
    TEST_TIMEOUT,
  );

  it(
    "without persistence: Redis comes back empty, and changes published while it was down and after are diffed against what the server saw recorded (not dropped as a first start), each exactly once",
    async () => {
      const { redisUrl, data, server, a, b, before, stop, restart } = await redisScenario(false);
      const whileDown = data.change("FRA");
      await waitForLine(server, retrying(whileDown), "a failed attempt to record the version while Redis is down");
      await restart();
      const recorded = await waitForLine(server, published(whileDown), "the pending version recorded in the empty Redis", 25_000);
      expect(recorded.updates, "the change published while Redis was down is recorded, not taken as a first start").toBe(1);
      await allReceive([a, b], "FRA");

      // Wipe it again, with nothing pending: the next change is still diffed against what the server saw.
      const middle = await readRedisLog(redisUrl);
      await stop();
      await restart();
      const connection = redisConnection(redisUrl);
      expect(await connection.exists("privacy-atlas:data-version", "privacy-atlas:data-document", STREAM_KEY), "Redis lost its data").toBe(0);
      const deadline = Date.now() + 20_000;
      while ((await readyStatus(server)) !== 200) {
        if (Date.now() > deadline) throw new Error("the server did not reconnect to Redis");
        await delay(100);
      }
      const afterLoss = data.change("DEU");
      const line = await waitForLine(server, published(afterLoss), "the version recorded in the empty Redis");
      expect(line.updates, "the change after the loss is recorded, not taken as a first start").toBe(1);
      await allReceive([a, b], "DEU");
      data.change("ITA");
      await allReceive([a, b], "ITA");
      expect(b.connections.length, "B reconnected").toBeGreaterThan(1);
      a.stop();
      b.stop();
      const after = await readRedisLog(redisUrl);
      const replay = new Client("replay from 0-0", () => server.url);
      await replay.open("0-0");

      // The log's whole history: what it held before each loss, then what it holds now.
      const history = {
        entries: [...before.entries, ...middle.entries, ...after.entries],
        versions: [...before.versions, ...middle.versions, ...after.versions],
      };
      expectExactlyOnce(history, data.changed, [a, b], compareRedisIds);
      expectExactlyOnce(after, ["DEU", "ITA"], [replay], compareRedisIds);
    },
    TEST_TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------

/** Whether this machine lets the tests mount a tmpfs (root, or CAP_SYS_ADMIN, on Linux). */
function canMountTmpfs(): boolean {
  if (process.platform !== "linux") return false;
  const dir = mkdtempSync(path.join(tmpdir(), "pa-faults-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir], { stdio: "ignore" });
    execFileSync("umount", [dir], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const mountable = canMountTmpfs();

describe.skipIf(!mountable)(
  `a full or read-only VAR_DIR at run time${mountable ? "" : " (skipped: mounting a tmpfs is not permitted here; it needs root or CAP_SYS_ADMIN on Linux)"}`,
  () => {
    const mounts: string[] = [];
    afterAll(() => {
      for (const dir of mounts.splice(0).reverse()) {
        try {
          execFileSync("umount", [dir], { stdio: "ignore" });
        } catch {
          execFileSync("umount", ["-l", dir], { stdio: "ignore" });
        }
        rmSync(dir, { recursive: true, force: true });
      }
    });

    function mountTmpfs() {
      const dir = mkdtempSync(path.join(tmpdir(), "pa-faults-var-"));
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", dir]);
      mounts.push(dir);
      return dir;
    }

    /** Fills the file system with a filler file until ENOSPC, then frees whole blocks for `leaveBytes`. */
    function fillUp(dir: string, leaveBytes = 0) {
      const file = path.join(dir, "filler");
      const fd = openSync(file, "w");
      const chunk = Buffer.alloc(64 * 1024, 120);
      let size = 0;
      try {
        for (const step of [chunk.length, 4096, 1]) {
          for (;;) {
            try {
              size += writeSync(fd, chunk, 0, step);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === "ENOSPC") break;
              throw error;
            }
          }
        }
        const { bsize } = statfsSync(dir);
        const blocks = Math.ceil(leaveBytes / bsize);
        if (blocks > 0) ftruncateSync(fd, size - blocks * bsize);
        expect(statfsSync(dir).bavail, "free blocks left").toBe(blocks);
      } finally {
        closeSync(fd);
      }
      return file;
    }

    async function restartAndCheck(data: ReturnType<typeof dataset>, env: Record<string, string>, server: Server, a: Client) {
      // A restart reads the log back: nothing is replayed twice, nothing is lost.
      await sigkill(server);
      await a.lost();
      const restarted = await startReady(env);
      await a.open();
      const replay = new Client("replay from 0", () => restarted.url);
      await replay.open("0");
      const sentinel = data.isos.find((iso) => !data.changed.includes(iso))!;
      data.change(sentinel);
      await allReceive([a, replay], sentinel);
      expectExactlyOnce(readFileLog(env.VAR_DIR!), data.changed, [a, replay], compareFileIds);
    }

    it(
      "full (ENOSPC): a change waits, is retried, and once space is freed is delivered once and logged once, also after a restart",
      async () => {
        const varDir = mountTmpfs();
        const data = dataset(24);
        const env = baseEnv(await freePort(), data.build, varDir);
        const server = await startReady(env);
        const a = new Client("A", () => server.url);
        await a.open();
        data.change("GBR");
        await allReceive([a], "GBR");

        // The disk is full: the document cannot be written, nothing is recorded.
        let filler = fillUp(varDir);
        const whileFull = data.change("FRA");
        await waitForLine(server, retrying(whileFull), "a failed attempt to record the version on a full disk");
        expect(readFileLog(varDir).entries.map((entry) => entry.iso_a3)).not.toContain("FRA");
        rmSync(filler);
        await waitForLine(server, published(whileFull), "the version recorded once space is freed");
        await allReceive([a], "FRA");

        // Room for the document only: the batch append runs out of space part-way and is cut back.
        const logFile = path.join(varDir, "updates.ndjson");
        const sizeBefore = statSync(logFile).size;
        const many = data.isos.slice(2, 20);
        filler = fillUp(varDir, data.bytesWith(many).length);
        const cutShort = data.change(...many);
        await waitForLine(server, retrying(cutShort), "a failed attempt to append the batch");
        expect(existsSync(path.join(varDir, "documents", `${cutShort}.json`)), "the document was written; the append failed").toBe(true);
        expect(statSync(logFile).size, "the failed append is cut back").toBe(sizeBefore);
        expect(readFileLog(varDir).entries.filter((entry) => many.includes(entry.iso_a3))).toEqual([]);
        rmSync(filler);
        await waitForLine(server, published(cutShort), "the version recorded once space is freed");
        for (const iso of many) await allReceive([a], iso);

        await restartAndCheck(data, env, server, a);
      },
      TEST_TIMEOUT,
    );

    it(
      "read-only (EROFS): changes published meanwhile wait, are retried, and once writable are delivered once and logged once, also after a restart",
      async () => {
        const varDir = mountTmpfs();
        const data = dataset(8);
        const env = baseEnv(await freePort(), data.build, varDir);
        const server = await startReady(env);
        const a = new Client("A", () => server.url);
        await a.open();
        data.change("GBR");
        await allReceive([a], "GBR");

        execFileSync("mount", ["-o", "remount,ro", varDir]);
        const first = data.change("FRA");
        await waitForLine(server, retrying(first), "a failed attempt to record the version on a read-only disk");
        // A second version while still read-only: it carries the first one's change too.
        const second = data.change("DEU");
        await waitForLine(server, retrying(second), "a failed attempt to record the newer version");
        execFileSync("mount", ["-o", "remount,rw", varDir]);
        const line = await waitForLine(server, published(second), "the version recorded once writable");
        expect(line.updates).toBe(2);
        await allReceive([a], "DEU");
        expect(server.lines.some(published(first)), "the overtaken version is not recorded on its own").toBe(false);

        await restartAndCheck(data, env, server, a);
      },
      TEST_TIMEOUT,
    );
  },
);

// ---------------------------------------------------------------------------------------------

describe("malformed publications (file log)", () => {
  it(
    "at start: the last good version is served (200 for the data and /api/ready), and the next valid publication is diffed against it, exactly once",
    async () => {
      const data = dataset(6);
      const env = baseEnv(await freePort(), data.build, data.build.varDir);
      let server = await startReady(env);
      const base = () => server.url;
      const a = new Client("A", base);
      await a.open();
      data.change("GBR");
      await allReceive([a], "GBR");
      const good = readFileSync(data.build.statusFile);

      await sigkill(server);
      await a.lost();
      // Valid JSON, FRA already red, but a country code the schema refuses: were it taken as the base
      // of the next diff, FRA's change would be lost.
      const bad = data.malformed((document) => (document.countries[2]!.iso_a3 = "DE"), ["FRA"]);
      server = await startReady(env);
      expect(server.lines.some(rejected(bad)), "the malformed version is rejected at start").toBe(true);
      const served = await fetch(`${server.url}/data/legislation-status.json`, { headers: { "accept-encoding": "identity" } });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(good), "the last good version is served").toBe(true);
      expect(await readyStatus(server)).toBe(200);

      await a.open();
      const b = new Client("B (connected after the restart)", base);
      await b.open();
      data.change("FRA");
      await allReceive([a, b], "FRA");
      data.change("DEU");
      await allReceive([a, b], "DEU");
      const replay = new Client("replay from 0", base);
      await replay.open("0");
      expectExactlyOnce(readFileLog(data.build.varDir), data.changed, [a, b, replay], compareFileIds);
    },
    TEST_TIMEOUT,
  );

  it(
    "at run time: rejected, the old version stays served, and the next valid publication delivers exactly its diff against the last good version",
    async () => {
      const data = dataset(6);
      const env = baseEnv(await freePort(), data.build, data.build.varDir);
      const server = await startReady(env);
      const a = new Client("A", () => server.url);
      await a.open();
      data.change("GBR");
      await allReceive([a], "GBR");
      const good = readFileSync(data.build.statusFile);
      const servedNow = async () =>
        Buffer.from(await (await fetch(`${server.url}/data/legislation-status.json`, { headers: { "accept-encoding": "identity" } })).arrayBuffer());

      // Torn JSON, as a hand edit or a half-copied file leaves it.
      const torn = data.write(good.subarray(0, Math.floor(good.length / 2)));
      await waitForLine(server, rejected(torn), "the torn version rejected");
      expect((await servedNow()).equals(good)).toBe(true);
      // Valid JSON with FRA red, refused by the schema (an unknown status).
      const invalid = data.malformed((document) => ((document.countries[3]!.statuses as Record<string, string>).vpn_status = "purple"), ["FRA"]);
      await waitForLine(server, rejected(invalid), "the schema-invalid version rejected");
      expect((await servedNow()).equals(good)).toBe(true);
      expect(await readyStatus(server)).toBe(200);

      data.change("FRA");
      await allReceive([a], "FRA");
      data.change("DEU");
      await allReceive([a], "DEU");
      const replay = new Client("replay from 0", () => server.url);
      await replay.open("0");
      expectExactlyOnce(readFileLog(data.build.varDir), data.changed, [a, replay], compareFileIds);
    },
    TEST_TIMEOUT,
  );
});
