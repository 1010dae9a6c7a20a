// bench/sse-fanout: N concurrent SSE clients (undici) against the real server on loopback; one
// published update; prints delivery latency p50/p99 and the server's RSS. Run by hand:
//   npm run build && npx tsx bench/sse-fanout.ts [1000 5000]
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Agent, request } from "undici";

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const counts = sizes.length > 0 ? sizes : [1000, 5000];
const root = path.resolve(import.meta.dirname, "..");

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function run(clients: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "pa-bench-"));
  cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
  const port = 4800 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: path.join(dir, "build"),
      VAR_DIR: path.join(dir, "var"),
      LOG_LEVEL: "silent",
      SITE_ORIGIN: `http://localhost:${port}`,
      // One client address opens every stream here, so lift the per-client cap for the benchmark.
      MAX_STREAMS_PER_CLIENT: String(clients + 10),
      MAX_STREAMS: String(clients + 10),
    },
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  console.error("server up");
  const rssIdle = rssOf(server.pid!);
  const agent = new Agent({ connections: clients + 10, pipelining: 0, keepAliveTimeout: 60_000 });
  let published = 0;
  const latencies: number[] = [];
  let connected = 0;
  let resolveAll: () => void = () => {};
  const allDelivered = new Promise<void>((resolve) => (resolveAll = resolve));
  const bodies: Array<{ destroy(): void }> = [];

  const open = async () => {
    const { body } = await request(`${base}/api/legislation/updates`, { dispatcher: agent, headers: { accept: "text/event-stream" } });
    body.on("error", () => {});
    bodies.push(body);
    connected += 1;
    let seen = false;
    body.on("data", (chunk: Buffer) => {
      if (!seen && published > 0 && chunk.includes("event: update")) {
        seen = true;
        latencies.push(performance.now() - published);
        if (latencies.length === clients) resolveAll();
      }
    });
  };
  // Connect in batches so the kernel's accept queue keeps up.
  for (let i = 0; i < clients; i += 200) await Promise.all(Array.from({ length: Math.min(200, clients - i) }, open));
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.error(`connected ${connected}`);
  const rssConnected = rssOf(server.pid!);

  const file = path.join(dir, "build", "client", "data", "legislation-status.json");
  const document = JSON.parse(readFileSync(file, "utf8")) as { countries: Array<{ statuses: Record<string, string> }> };
  document.countries[0]!.statuses.vpn_status = document.countries[0]!.statuses.vpn_status === "red" ? "amber" : "red";
  writeFileSync(`${file}.tmp`, JSON.stringify(document));
  published = performance.now();
  renameSync(`${file}.tmp`, file);
  await Promise.race([allDelivered, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  const rssPeak = rssOf(server.pid!);

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  console.log(
    `N=${clients}: connected ${connected}, delivered ${latencies.length}; latency p50 ${pct(50).toFixed(0)} ms, p99 ${pct(99).toFixed(0)} ms (includes the file watcher noticing the change); server RSS idle ${rssIdle.toFixed(0)} MB, with clients ${rssConnected.toFixed(0)} MB, after delivery ${rssPeak.toFixed(0)} MB`,
  );
  for (const body of bodies) body.destroy();
  await agent.close();
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}

for (const clients of counts) await run(clients);
