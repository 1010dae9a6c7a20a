// bench/static: requests per second and latency for a prerendered page and for the published
// data, against the production server (server/main.ts, logging on) on loopback, with autocannon.
// Run by hand after a build:  npm run build && npx tsx bench/static.ts [seconds] [connections]
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import path from "node:path";

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const root = path.resolve(import.meta.dirname, "..");
const port = 5600 + Math.floor(Math.random() * 400);

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server", "main.ts")], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", VAR_DIR: path.join(root, "var", "bench") },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitUntilReady() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become ready");
}

type Target = { name: string; path: string; encoding: string };
const targets: Target[] = [
  { name: "prerendered page /about (brotli)", path: "/about", encoding: "br" },
  { name: "prerendered page /legal-tracker (brotli)", path: "/legal-tracker", encoding: "br" },
  { name: "/data/legislation-status.json (gzip)", path: "/data/legislation-status.json", encoding: "gzip" },
  { name: "/data/legislation-status.json, revalidated (304)", path: "/data/legislation-status.json", encoding: "gzip" },
];

try {
  await waitUntilReady();
  const etag = (await fetch(`http://127.0.0.1:${port}/data/legislation-status.json`, { headers: { "accept-encoding": "gzip" } })).headers.get("etag") ?? "";
  console.log(`bench/static: ${seconds} s per target, ${connections} connections, Node ${process.version}, server pid ${server.pid}\n`);
  console.log("target".padEnd(52), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "MB/s".padStart(7), "non-2xx".padStart(8));
  for (const target of targets) {
    const headers: Record<string, string> = { "accept-encoding": target.encoding };
    if (target.name.includes("304")) headers["if-none-match"] = etag;
    const result = await autocannon({ url: `http://127.0.0.1:${port}${target.path}`, connections, duration: seconds, headers });
    const non2xx = result.non2xx - (target.name.includes("304") ? (result["3xx"] ?? 0) : 0);
    console.log(
      target.name.padEnd(52),
      result.requests.average.toFixed(0).padStart(9),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      (result.throughput.average / 1024 / 1024).toFixed(1).padStart(7),
      String(non2xx).padStart(8),
    );
  }
} finally {
  server.kill("SIGTERM");
}
