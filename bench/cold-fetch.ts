// bench/cold-fetch: a fresh server answering every page of the sitemap and the published data for
// the first time, once as brotli and once as gzip, one request at a time: the cost of compressing
// on request (or not). Run by hand after a build:
//   npx tsx bench/cold-fetch.ts [--root <checkout>]   (--root: another checkout's server, same build)
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const rootFlag = args.indexOf("--root");
const project = path.resolve(import.meta.dirname, "..");
const serverRoot = rootFlag >= 0 ? path.resolve(args[rootFlag + 1]!) : project;
const buildDir = path.join(project, "build");
const port = 6000 + Math.floor(Math.random() * 400);

const server = spawn(process.execPath, ["--import", "tsx", path.join(serverRoot, "server", "main.ts")], {
  cwd: serverRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    BUILD_DIR: buildDir,
    VAR_DIR: path.join(project, "var", `bench-cold-${port}`),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitUntilReady() {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become ready");
}

const origin = `http://127.0.0.1:${port}`;
const sitemap = readFileSync(path.join(buildDir, "client", "sitemap.xml"), "utf8");
const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((match) => new URL(match[1]!, origin).pathname);
paths.push("/data/legislation-status.json", "/data/legislation-status.csv");

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

try {
  await waitUntilReady();
  for (const encoding of ["br", "gzip"]) {
    const times: number[] = [];
    let bytes = 0;
    const started = performance.now();
    for (const urlPath of paths) {
      const t0 = performance.now();
      const response = await fetch(origin + urlPath, { headers: { "accept-encoding": encoding } });
      bytes += (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - t0);
    }
    const total = performance.now() - started;
    console.log(
      `${encoding.padEnd(5)} ${paths.length} URLs first time: total ${(total / 1000).toFixed(2)} s, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KiB decoded`,
    );
  }
} finally {
  server.kill();
}
