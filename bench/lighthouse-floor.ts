// bench/lighthouse-floor: what part of a page's Lighthouse figures its scripts cause, and what this
// machine's harness costs on its own. Serves, from a throwaway static server on loopback:
//   /bare                  a page with one heading and one paragraph (the harness's floor);
//   /no-scripts/<path>     each built page with its module scripts and hydration data removed
//                          (HTML, stylesheet and the small inline scripts that run before paint);
// and runs bench/lighthouse.sh on them (mobile preset, RUNS runs each, medians). Compare with
// `bash bench/lighthouse.sh` on the same paths. Run by hand after a build:
//   npm run build && npx tsx bench/lighthouse-floor.ts [/path ...]
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "build", "client");
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/legal-tracker", "/legal-tracker/germany", "/vpn/mullvad", "/privacy-guide"];

const BARE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bare page</title></head><body><h1>A bare page</h1><p>One heading and one paragraph: what Lighthouse measures on this machine when a page costs nothing.</p></body></html>`;

/** The page as a reader without JavaScript gets it: React Router's bootstrap and its data removed. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<script>window\.__reactRouter[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

const types: Record<string, string> = { ".css": "text/css", ".svg": "image/svg+xml", ".js": "text/javascript", ".png": "image/png", ".ico": "image/x-icon" };
// Every failure inside answers 404, so the server needs nothing from the returned promise.
async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? "/", "http://localhost");
  try {
    let body: Buffer;
    let type = "text/html; charset=utf-8";
    if (url.pathname === "/bare") body = Buffer.from(BARE);
    else if (url.pathname.startsWith("/no-scripts")) {
      const page = url.pathname.slice("/no-scripts".length).replace(/\/$/, "");
      body = Buffer.from(withoutScripts(await readFile(path.join(client, page, "index.html"), "utf8")));
    } else {
      const file = path.join(client, path.normalize(url.pathname));
      if (!file.startsWith(client)) throw new Error("outside the build");
      body = await readFile(file);
      type = types[path.extname(file)] ?? "application/octet-stream";
    }
    const br = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
    response.writeHead(200, { "content-type": type, "cache-control": "no-cache", ...(br ? { "content-encoding": "br" } : {}) });
    response.end(br ? brotliCompressSync(body) : body);
  } catch {
    response.writeHead(404).end();
  }
}
const server = createServer((request, response) => void answer(request, response));

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  // Asynchronous, so this process keeps answering Lighthouse's requests while it runs.
  const run = spawn("bash", [path.join(root, "bench", "lighthouse.sh"), "/bare", ...paths.map((page) => `/no-scripts${page === "/" ? "" : page}`)], {
    stdio: "inherit",
    env: { ...process.env, BASE_URL: `http://127.0.0.1:${port}` },
  });
  run.on("exit", (code) => {
    server.close();
    process.exit(code ?? 1);
  });
});
