// bench/sse-fanout: live-update streams (Server-Sent Events) against the real server
// (server/main.ts, single process, file log) on loopback. Each run starts a fresh server over a
// temporary copy of build/ and prints figures; nothing is asserted. Run by hand after a build:
//
//   npm run build
//   npx tsx bench/sse-fanout.ts [--scenario fanout|replay|stalled|all] [N ...]
//
//   N                 clients per run, one run per N (default: 1000 5000)
//   --scenario        fanout (default), replay, stalled, or all three in that order
//   --per-address P   streams opened from each loopback source address (default 500; the server
//                     gets MAX_STREAMS_PER_CLIENT = P + 20, and the current server accepts at most 1000)
//   --stall-wait S    stalled: seconds to wait after the last publication for the server to close
//                     the stalled sockets (default 90: the old server checks every 25 s for 60 s)
//
// Scenarios (one table each, one column per N):
//   fanout   N clients open (200 at a time); one published change; delivery latency p50/p99 from
//            the rename of the data file (so the file watcher is included) and server RSS.
//   replay   20 versions of the real data, each changing 5 countries, are published one by one
//            (a probe stream sees each recorded); then N clients open at once with Last-Event-ID set
//            to the first update id the probe saw; time from the start of the storm until each has
//            the whole replay (p50/p99), body bytes received, and the server's peak RSS.
//   stalled  10% of the N clients are raw sockets that send the GET, read the response head and then
//            never read again, so kernel buffers fill; the others read normally. 15 large versions
//            (4 countries' summaries of 64 KB each, so ~7.5 MB of frames per stream) are published one
//            after another; the healthy clients' latency per version p50/p99, server RSS growth, and
//            how many stalled sockets the server has closed (its side of the connection gone from
//            /proc/net/tcp) by the last publication and within --stall-wait seconds.
//
// Figures to compare: the server's RSS is sampled every 100 ms by a separate process; each column
// also shows the 1-minute load average at the start and end of the run (the machine may be
// shared). Only `event: update` frames count as deliveries: a server may send other frames (such
// as one `event: ready` with an id when a stream opens), comments and `retry:` lines.
//
// One address may open only so many streams, and so many a minute. The server reads these limits
// from its environment, set here: MAX_STREAMS_PER_CLIENT (per-address + 20; the server accepts at
// most 1000, hence the spread of clients over 127.0.0.2, 127.0.0.3, …, each a separate client to
// the server), MAX_STREAMS, STREAM_OPENS_PER_MINUTE (clients × 3 + 100) and MAX_CONNECTIONS
// (clients × 2 + 100). Thousands of clients need as many open files on both sides: an open-file
// limit (`ulimit -n`) of 20000 covers 5000 clients.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Agent, request } from "undici";

const USAGE = "usage: npx tsx bench/sse-fanout.ts [--scenario fanout|replay|stalled|all] [--per-address P] [--stall-wait S] [N ...]";
const SCENARIOS = ["fanout", "replay", "stalled"] as const;
type Scenario = (typeof SCENARIOS)[number];

const root = path.resolve(import.meta.dirname, "..");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    scenario: { type: "string", default: "fanout" },
    "per-address": { type: "string", default: "500" },
    "stall-wait": { type: "string", default: "90" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const scenarios: Scenario[] = values.scenario === "all" ? [...SCENARIOS] : SCENARIOS.filter((name) => name === values.scenario);
const sizes = positionals.map(Number);
const perAddress = Number(values["per-address"]);
const stallWaitMs = Number(values["stall-wait"]) * 1000;
if (scenarios.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 1) || !(Number.isInteger(perAddress) && perAddress >= 1) || !(stallWaitMs >= 0)) {
  console.error(USAGE);
  process.exit(2);
}
const counts = sizes.length > 0 ? sizes : [1000, 5000];

// Replay: versions published before the storm, and countries changed in each.
const REPLAY_VERSIONS = 20;
const REPLAY_COUNTRIES = 5;
// Stalled: share of stalled clients, large versions, countries per version, summary length.
const STALLED_SHARE = 0.1;
const LARGE_VERSIONS = 15;
const LARGE_COUNTRIES = 4;
const LARGE_SUMMARY_BYTES = 64 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

const load = () => loadavg()[0]!.toFixed(2);
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

function percentiles(values: number[]): string {
  if (values.length === 0) return "n/a";
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return `${at(50).toFixed(0)} / ${at(99).toFixed(0)} / ${sorted[sorted.length - 1]!.toFixed(0)}`;
}

function tally(results: Array<{ status: number } | Error>): string {
  const counts = new Map<string, number>();
  for (const result of results) {
    const key = result instanceof Error ? ((result as NodeJS.ErrnoException).code ?? result.name) : String(result.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key}×${count}`).join(", ") || "none";
}

/** Runs `open` for 0..count-1, `batch` at a time; failures are kept as errors, not thrown. */
async function openAll<T>(count: number, batch: number, open: (index: number) => Promise<T>): Promise<Array<T | Error>> {
  const results: Array<T | Error> = [];
  for (let start = 0; start < count; start += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => start + offset);
    results.push(
      ...(await Promise.all(indexes.map((index) => open(index).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))))),
    );
  }
  return results;
}

/**
 * Splits a stream body into Server-Sent Events frames (the server ends lines with \n) and reports
 * each frame's event and id. A frame's id and event lines come before its data, so only its first
 * 256 bytes are kept, however large the frame.
 */
class SseReader {
  bytes = 0;
  updates = 0;
  private head = "";
  private endsWithNewline = false;

  constructor(private readonly onFrame: (event: string, id: string | null) => void = () => {}) {}

  feed(chunk: Buffer) {
    if (chunk.length === 0) return;
    this.bytes += chunk.length;
    let start = 0;
    if (this.endsWithNewline && chunk[0] === 0x0a) {
      this.frameEnd();
      start = 1;
    }
    for (;;) {
      const boundary = chunk.indexOf("\n\n", start);
      if (boundary === -1) break;
      this.take(chunk, start, boundary);
      this.frameEnd();
      start = boundary + 2;
    }
    this.take(chunk, start, chunk.length);
    this.endsWithNewline = start < chunk.length && chunk[chunk.length - 1] === 0x0a;
  }

  private take(chunk: Buffer, from: number, to: number) {
    if (this.head.length < 256 && to > from) this.head += chunk.toString("latin1", from, Math.min(to, from + 256 - this.head.length));
  }

  private frameEnd() {
    let event = "";
    let id: string | null = null;
    for (const line of this.head.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("id:")) id = line.slice(3).trim();
    }
    this.head = "";
    if (event === "update") this.updates += 1;
    if (event || id !== null) this.onFrame(event, id);
  }
}

type Stream = { status: number; reader: SseReader; closedByServer: boolean; destroy(): void };

async function openStream(agent: Agent, base: string, reader: SseReader, headers: Record<string, string> = {}): Promise<Stream> {
  // No body timeout: a quiet stream is not a dead one (the server sends heartbeats).
  const { statusCode, body } = await request(`${base}/api/legislation/updates`, {
    dispatcher: agent,
    headers: { accept: "text/event-stream", ...headers },
    headersTimeout: 60_000,
    bodyTimeout: 0,
  });
  let destroyed = false;
  const stream: Stream = {
    status: statusCode,
    reader,
    closedByServer: false,
    destroy: () => {
      destroyed = true;
      body.destroy();
    },
  };
  body.on("data", (chunk: Buffer) => reader.feed(chunk));
  body.on("error", () => {});
  body.on("close", () => {
    if (!destroyed) stream.closedByServer = true;
  });
  return stream;
}

/** Undici agents, one per loopback source address, `perAddress` streams each. */
class Clients {
  private readonly agents = new Map<string, Agent>();

  address(index: number): string {
    const host = 2 + Math.floor(index / perAddress);
    if (host > 254) throw new Error(`too many clients for ${perAddress} per address: raise --per-address`);
    return `127.0.0.${host}`;
  }

  agent(index: number): Agent {
    const localAddress = this.address(index);
    let agent = this.agents.get(localAddress);
    if (!agent) {
      agent = new Agent({ connections: perAddress + 10, pipelining: 0, keepAliveTimeout: 60_000, localAddress });
      this.agents.set(localAddress, agent);
    }
    return agent;
  }

  async destroy() {
    await Promise.all([...this.agents.values()].map((agent) => agent.destroy().catch(() => {})));
  }
}

/** The server's RSS, sampled every 100 ms by a child process so a busy benchmark loop misses no peak. */
class RssSampler {
  private readonly samples: Array<[time: number, kb: number]> = [];
  private readonly child: ChildProcess;

  constructor(private readonly pid: number) {
    const code = `const fs = require("fs"); setInterval(() => { try { const m = /VmRSS:\\s+(\\d+)/.exec(fs.readFileSync("/proc/${pid}/status", "utf8")); if (m) process.stdout.write(Date.now() + " " + m[1] + "\\n"); } catch { process.exit(0); } }, 100);`;
    this.child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
    let rest = "";
    this.child.stdout!.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop()!;
      for (const line of lines) {
        const [time, kb] = line.split(" ").map(Number);
        if (time && kb) this.samples.push([time, kb]);
      }
    });
  }

  /** RSS in kB now. */
  now(): number {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${this.pid}/status`, "utf8"))?.[1] ?? 0);
  }

  /** Highest RSS in kB sampled between two Date.now() times. */
  async peak(from: number, to = Date.now()): Promise<number> {
    await sleep(300);
    let peak = 0;
    for (const [time, kb] of this.samples) if (time >= from && time <= to) peak = Math.max(peak, kb);
    return peak;
  }

  stop() {
    this.child.kill();
  }
}

type Server = { pid: number; port: number; base: string; dataFile: string; rss: RssSampler; stop(): Promise<void> };

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(clients: number, streams: number): Promise<Server> {
  const dir = mkdtempSync(path.join(tmpdir(), "pa-bench-"));
  cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: path.join(dir, "build"),
      VAR_DIR: path.join(dir, "var"),
      LOG_LEVEL: "silent",
      SITE_ORIGIN: `http://localhost:${port}`,
      // All clients come from a few loopback addresses, so lift the per-address limits.
      MAX_STREAMS_PER_CLIENT: String(perAddress + 20),
      MAX_STREAMS: String(streams + 100),
      STREAM_OPENS_PER_MINUTE: String(clients * 3 + 100),
      MAX_CONNECTIONS: String(clients * 2 + 100),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exit = `exited (${signal ?? code})`;
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const up = async () => {
    try {
      return (await fetch(`${base}/api/health`)).ok;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < 200 && exit === null && !(await up()); i += 1) await sleep(100);
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  if (exit !== null || !(await up())) {
    child.kill("SIGKILL");
    cleanup();
    throw new Error(`the server did not start: ${exit ?? "no answer on /api/health after 20 s"}`);
  }
  const rss = new RssSampler(child.pid!);
  return {
    pid: child.pid!,
    port,
    base,
    dataFile: path.join(dir, "build", "client", "data", "legislation-status.json"),
    rss,
    stop: async () => {
      rss.stop();
      if (exit === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      cleanup();
    },
  };
}

type Country = { iso_a3: string; summary: string; statuses: Record<string, string> };

/** The published status document, changed in memory and published by temporary file and rename. */
class Publisher {
  readonly countries: Country[];
  private readonly document: { countries: Country[] };

  constructor(private readonly file: string) {
    this.document = JSON.parse(readFileSync(file, "utf8")) as { countries: Country[] };
    this.countries = this.document.countries;
  }

  /** Returns performance.now() at the rename. */
  publish(): number {
    writeFileSync(`${this.file}.tmp`, JSON.stringify(this.document));
    const at = performance.now();
    renameSync(`${this.file}.tmp`, this.file);
    return at;
  }
}

const flipVpnStatus = (country: Country) => {
  country.statuses.vpn_status = country.statuses.vpn_status === "red" ? "amber" : "red";
};

type Figures = Array<[label: string, value: string]>;

/** Everything a run opens is closed and the server stopped, whatever happens. */
async function withServer(
  clients: number,
  streams: number,
  run: (server: Server, cleanup: Array<() => void | Promise<void>>) => Promise<Figures>,
): Promise<Figures> {
  const loadStart = load();
  const started = performance.now();
  const server = await startServer(clients, streams);
  const cleanup: Array<() => void | Promise<void>> = [];
  try {
    const figures = await run(server, cleanup);
    figures.push(["load avg 1 min (start → end)", `${loadStart} → ${load()}`], ["run time", `${((performance.now() - started) / 1000).toFixed(0)} s`]);
    return figures;
  } finally {
    for (const step of cleanup.reverse()) await step();
    await server.stop();
  }
}

async function fanout(n: number): Promise<Figures> {
  return withServer(n, n, async (server, cleanup) => {
    const clients = new Clients();
    cleanup.push(() => clients.destroy());
    const rssIdle = server.rss.now();
    let publishedAt = 0;
    const latencies: number[] = [];
    const results = await openAll(n, 200, async (index) => {
      let seen = false;
      const reader = new SseReader((event) => {
        if (event !== "update" || seen || publishedAt === 0) return;
        seen = true;
        latencies.push(performance.now() - publishedAt);
      });
      const stream = await openStream(clients.agent(index), server.base, reader);
      cleanup.push(() => stream.destroy());
      return stream;
    });
    const open = results.filter((result) => !(result instanceof Error) && result.status === 200).length;
    await sleep(500);
    const rssConnected = server.rss.now();
    const publisher = new Publisher(server.dataFile);
    flipVpnStatus(publisher.countries[0]!);
    const from = Date.now();
    publishedAt = publisher.publish();
    const complete = await until(() => latencies.length >= open, 30_000);
    const rssPeak = await server.rss.peak(from);
    return [
      ["streams opened (status × count)", tally(results)],
      ["delivered (of open streams)", `${latencies.length} / ${open}${complete ? "" : " (30 s timeout)"}`],
      ["delivery latency p50 / p99 / max", `${percentiles(latencies)} ms`],
      ["server RSS idle", mb(rssIdle)],
      ["server RSS with clients", mb(rssConnected)],
      ["server RSS peak during delivery", mb(rssPeak)],
    ];
  });
}

async function replay(n: number): Promise<Figures> {
  return withServer(n, n + 1, async (server, cleanup) => {
    const clients = new Clients();
    cleanup.push(() => clients.destroy());
    const probeAgent = new Agent({ connections: 2 });
    cleanup.push(() => probeAgent.destroy().catch(() => {}));
    const probeIds: string[] = [];
    const probeReader = new SseReader((event, id) => {
      if (event === "update" && id !== null) probeIds.push(id);
    });
    const probe = await openStream(probeAgent, server.base, probeReader);
    cleanup.push(() => probe.destroy());
    if (probe.status !== 200) throw new Error(`the probe stream got status ${probe.status}`);
    await sleep(300);

    const publisher = new Publisher(server.dataFile);
    const publishStarted = performance.now();
    for (let version = 0; version < REPLAY_VERSIONS; version += 1) {
      for (let k = 0; k < REPLAY_COUNTRIES; k += 1) flipVpnStatus(publisher.countries[(version * REPLAY_COUNTRIES + k) % publisher.countries.length]!);
      publisher.publish();
      const target = (version + 1) * REPLAY_COUNTRIES;
      if (!(await until(() => probeIds.length >= target, 15_000)))
        throw new Error(`version ${version + 1} was not recorded within 15 s (probe saw ${probeIds.length} of ${target} updates)`);
    }
    const publishSeconds = (performance.now() - publishStarted) / 1000;
    const firstId = probeIds[0]!;
    const expected = probeIds.length - 1;
    await sleep(500);
    const rssBefore = server.rss.now();

    // The storm: every client at once, each resuming after the first update.
    const headTimes: number[] = [];
    const replayTimes: number[] = [];
    const readers: SseReader[] = [];
    const from = Date.now();
    const storm = performance.now();
    const results = await openAll(n, n, async (index) => {
      let done = false;
      const reader = new SseReader(() => {
        if (!done && reader.updates >= expected) {
          done = true;
          replayTimes.push(performance.now() - storm);
        }
      });
      readers.push(reader);
      const stream = await openStream(clients.agent(index), server.base, reader, { "last-event-id": firstId });
      headTimes.push(performance.now() - storm);
      cleanup.push(() => stream.destroy());
      return stream;
    });
    const open = results.filter((result) => !(result instanceof Error) && result.status === 200).length;
    const complete = await until(() => replayTimes.length >= open, 120_000);
    const stormSeconds = (performance.now() - storm) / 1000;
    await sleep(500);
    const rssPeak = await server.rss.peak(from);
    const rssAfter = server.rss.now();
    const bytes = readers.reduce((sum, reader) => sum + reader.bytes, 0);
    const extra = readers.filter((reader) => reader.updates > expected).length;
    return [
      [
        "log before the storm",
        `${REPLAY_VERSIONS} versions × ${REPLAY_COUNTRIES} countries = ${probeIds.length} updates (ids ${firstId}…${probeIds.at(-1)}), published in ${publishSeconds.toFixed(1)} s`,
      ],
      ["Last-Event-ID sent / updates to replay", `${firstId} / ${expected}`],
      ["streams opened (status × count)", tally(results)],
      ["full replay received (of open streams)", `${replayTimes.length} / ${open}${complete ? "" : " (120 s timeout)"}; ${extra} got more than ${expected}`],
      ["response head from storm start p50 / p99 / max", `${percentiles(headTimes)} ms`],
      ["full replay from storm start p50 / p99 / max", `${percentiles(replayTimes)} ms`],
      ["storm duration (last replay complete)", `${stormSeconds.toFixed(1)} s`],
      ["body bytes received, total / per stream", `${(bytes / 1024 / 1024).toFixed(1)} MB / ${(bytes / Math.max(1, readers.length) / 1024).toFixed(1)} KB`],
      ["server RSS before storm / peak / after", `${mb(rssBefore)} / ${mb(rssPeak)} / ${mb(rssAfter)}`],
    ];
  });
}

/** A raw socket that sends the GET, reads the response head, and from then on never reads. */
function openStalled(port: number, localAddress: string): Promise<{ status: number; key: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    socket.once("error", reject);
    socket.setTimeout(30_000, () => {
      socket.destroy();
      reject(new Error("no response head within 30 s"));
    });
    socket.once("connect", () => socket.write(`GET /api/legislation/updates HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\n\r\n`));
    socket.once("data", (chunk: Buffer) => {
      socket.pause();
      socket.setTimeout(0);
      socket.removeListener("error", reject);
      socket.on("error", () => {});
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(chunk.toString("latin1"))?.[1] ?? 0);
      resolve({ status, key: `${localAddress}:${socket.localPort}`, socket });
    });
  });
}

/** Client endpoints ("127.0.0.2:40123") whose connection to the server's port is still held by the server. */
function serverHeldPeers(serverPort: number): Set<string> {
  const held = new Set<string>();
  const local = `0100007F:${serverPort.toString(16).toUpperCase().padStart(4, "0")}`;
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n")) {
    const fields = line.trim().split(/\s+/);
    // An orphaned socket (closed by the process, its bytes still queued) has inode 0.
    if (fields[1] !== local || fields[3] !== "01" || fields[9] === "0" || !fields[2]) continue;
    const [hex, port] = fields[2].split(":");
    const address = [6, 4, 2, 0].map((at) => parseInt(hex!.slice(at, at + 2), 16)).join(".");
    held.add(`${address}:${parseInt(port!, 16)}`);
  }
  return held;
}

async function stalled(n: number): Promise<Figures> {
  const stalledCount = Math.max(1, Math.round(n * STALLED_SHARE));
  const healthyCount = n - stalledCount;
  return withServer(n, n, async (server, cleanup) => {
    const clients = new Clients();
    cleanup.push(() => clients.destroy());
    const rssIdle = server.rss.now();
    const streams: Stream[] = [];
    let version = -1;
    let publishedAt = 0;
    const latencies: number[] = [];
    const healthy = await openAll(healthyCount, 200, async (index) => {
      const reader = new SseReader((event) => {
        if (event === "update" && version >= 0 && reader.updates === (version + 1) * LARGE_COUNTRIES) latencies.push(performance.now() - publishedAt);
      });
      const stream = await openStream(clients.agent(index), server.base, reader);
      cleanup.push(() => stream.destroy());
      if (stream.status === 200) streams.push(stream);
      return stream;
    });
    const stuck = await openAll(stalledCount, 200, async (offset) => {
      const result = await openStalled(server.port, clients.address(healthyCount + offset));
      cleanup.push(() => void result.socket.destroy());
      return result;
    });
    const stalledKeys = new Set(stuck.flatMap((result) => (!(result instanceof Error) && result.status === 200 ? [result.key] : [])));
    await sleep(500);
    const rssConnected = server.rss.now();
    const heldAtStart = [...serverHeldPeers(server.port)].filter((key) => stalledKeys.has(key)).length;

    // Watch the server's side of each stalled connection.
    const closedAt = new Map<string, number>();
    let firstPublish = 0;
    const watch = () => {
      const held = serverHeldPeers(server.port);
      for (const key of stalledKeys) if (!held.has(key) && !closedAt.has(key)) closedAt.set(key, performance.now() - firstPublish);
    };
    const watcher = setInterval(watch, 500);
    cleanup.push(() => clearInterval(watcher));

    const publisher = new Publisher(server.dataFile);
    const filler = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(Math.ceil(LARGE_SUMMARY_BYTES / 57));
    const originals = publisher.countries.slice(0, LARGE_COUNTRIES).map((country) => country.summary);
    const from = Date.now();
    firstPublish = performance.now();
    let incomplete = 0;
    for (let next = 0; next < LARGE_VERSIONS; next += 1) {
      publisher.countries.slice(0, LARGE_COUNTRIES).forEach((country, k) => {
        country.summary = `${originals[k]} [bench version ${next + 1}] ${filler}`.slice(0, LARGE_SUMMARY_BYTES).trim();
      });
      version = next;
      const target = (next + 1) * LARGE_COUNTRIES;
      publishedAt = publisher.publish();
      await until(() => streams.every((stream) => stream.closedByServer || stream.reader.updates >= target), 60_000);
      incomplete += streams.filter((stream) => stream.reader.updates < target).length;
    }
    const publishEnd = Date.now();
    const publishSeconds = (performance.now() - firstPublish) / 1000;
    watch();
    const closedByLastPublish = closedAt.size;
    const rssPublishPeak = await server.rss.peak(from, publishEnd);
    const waitStart = performance.now();
    await until(() => closedAt.size >= stalledKeys.size, stallWaitMs);
    watch();
    const waited = (performance.now() - waitStart) / 1000;
    const rssWaitPeak = await server.rss.peak(publishEnd);
    const rssEnd = server.rss.now();
    const perStream = streams.map((stream) => stream.reader.bytes).sort((a, b) => a - b)[Math.floor(streams.length / 2)] ?? 0;
    return [
      ["healthy streams opened (status × count)", tally(healthy)],
      ["stalled sockets opened (status × count)", `${tally(stuck)}; ${heldAtStart} seen held by the server`],
      [
        "published",
        `${LARGE_VERSIONS} versions × ${LARGE_COUNTRIES} countries (summaries of ${LARGE_SUMMARY_BYTES / 1024} KB) in ${publishSeconds.toFixed(1)} s; median healthy stream read ${(perStream / 1024 / 1024).toFixed(1)} MB`,
      ],
      [
        "healthy deliveries (client × version)",
        `${latencies.length} / ${streams.length * LARGE_VERSIONS}; ${incomplete} missing at a 60 s per-version timeout`,
      ],
      ["healthy latency per version p50 / p99 / max", `${percentiles(latencies)} ms`],
      ["healthy streams closed by the server", `${streams.filter((stream) => stream.closedByServer).length}`],
      [
        "stalled closed by the server: by last publish / by end of wait",
        `${closedByLastPublish} / ${closedAt.size} of ${stalledKeys.size} (waited ${waited.toFixed(0)} s of ${stallWaitMs / 1000} s)`,
      ],
      ["stalled time to close from 1st publish p50 / p99 / max", `${percentiles([...closedAt.values()])} ms`],
      ["server RSS idle / with clients", `${mb(rssIdle)} / ${mb(rssConnected)}`],
      ["server RSS peak publishing / peak waiting / end", `${mb(rssPublishPeak)} / ${mb(rssWaitPeak)} / ${mb(rssEnd)}`],
      ["server RSS growth (publishing peak − with clients)", mb(rssPublishPeak - rssConnected)],
    ];
  });
}

const TITLES: Record<Scenario, string> = {
  fanout: "fanout: N streams, one published change",
  replay: `replay storm: N streams open at once resuming ${REPLAY_VERSIONS * REPLAY_COUNTRIES - 1} updates`,
  stalled: `stalled clients: ${STALLED_SHARE * 100}% of N never read; ${LARGE_VERSIONS} large versions`,
};
const RUNS: Record<Scenario, (n: number) => Promise<Figures>> = { fanout, replay, stalled };

function printTable(title: string, columns: Array<{ n: number; figures: Figures }>) {
  const labels = [...new Set(columns.flatMap((column) => column.figures.map(([label]) => label)))];
  const header = ["figure", ...columns.map((column) => `N=${column.n}`)];
  const rows = labels.map((label) => [label, ...columns.map((column) => column.figures.find(([name]) => name === label)?.[1] ?? "")]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.log(line(row));
}

for (const scenario of scenarios) {
  const columns: Array<{ n: number; figures: Figures }> = [];
  for (const n of counts) {
    console.error(`${scenario} N=${n}: starting (load ${load()})`);
    try {
      columns.push({ n, figures: await RUNS[scenario](n) });
    } catch (error) {
      columns.push({ n, figures: [["failed", error instanceof Error ? error.message : String(error)]] });
    }
    console.error(`${scenario} N=${n}: done (load ${load()})`);
  }
  printTable(TITLES[scenario], columns);
}
