import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressTree } from "../scripts/lib/precompress";
import { buildApp } from "./app";
import { cacheControlFor } from "./static-routes";
import { pickEncoding } from "./static-files";

let buildDir: string;
let app: FastifyInstance;
const aboutHtml = `<!doctype html><html><head><script>window.x=1</script></head><body><h1>About</h1>${"<p>text</p>".repeat(100)}</body></html>`;

function write(relative: string, body: string) {
  const file = path.join(buildDir, "client", relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "pa-build-"));
  write("index.html", "<!doctype html><h1>Home</h1>");
  write("about/index.html", aboutHtml);
  write("404/index.html", "<!doctype html><h1>Page not found</h1>");
  write("assets/app-abc123.js", "console.log('x');".repeat(100));
  write("data/legislation-status.json", JSON.stringify({ updated_at: "2026-11-21T00:00:00Z", countries: [] }));
  write("logo.svg", "<svg/>");
  writeFileSync(path.join(buildDir, "csp-hashes.json"), JSON.stringify({ "/about/index.html": ["'sha256-abc='"] }));
  // As the build does: compressed forms beside every text file.
  await precompressTree(path.join(buildDir, "client"));
  // Written after the build's compression, as if an editor had changed it: its .br/.gz are stale.
  write("assets/late-def456.js", "console.log('new');".repeat(100));
  app = await buildApp({ buildDir, siteOrigin: "http://localhost:3000" });
});

afterAll(async () => {
  await app.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe("content negotiation", () => {
  it("picks the highest q-value among the forms there are, br first on a tie", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip;q=1, br;q=0.8")).toBe("gzip");
    expect(pickEncoding("br", ["gzip", "identity"])).toBe("identity");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("x-gzip", ["gzip", "identity"])).toBe("gzip");
    expect(pickEncoding("identity;q=0, gzip;q=0.1")).toBe("gzip");
    expect(pickEncoding("br;q=0, *;q=0.5", ["br", "identity"])).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("BR;Q=0.9, gzip;q=0.8")).toBe("br");
  });
});

describe("static site", () => {
  it("serves clean URLs from {path}/index.html with no-cache and the page's script hashes in the CSP", async () => {
    const response = await app.inject({ url: "/about" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.body).toContain("<h1>About</h1>");
  });

  it("sends the security headers on every response", async () => {
    for (const url of ["/", "/assets/app-abc123.js", "/api/health", "/missing"]) {
      const { headers } = await app.inject({ url });
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("same-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("caches hashed assets for a year, immutably", async () => {
    const response = await app.inject({ url: "/assets/app-abc123.js" });
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(cacheControlFor("/data/legislation-status.json")).toBe("no-cache");
  });

  it("sends the build's brotli or gzip form as the client accepts, by q-value", async () => {
    const gz = await app.inject({ url: "/about", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(aboutHtml);
    const br = await app.inject({ url: "/about", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(aboutHtml);
    expect(br.headers.vary).toBe("accept-encoding");
    const preferGzip = await app.inject({ url: "/about", headers: { "accept-encoding": "br;q=0.5, gzip;q=0.9" } });
    expect(preferGzip.headers["content-encoding"]).toBe("gzip");
    const refused = await app.inject({ url: "/about", headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(aboutHtml);
    const plain = await app.inject({ url: "/about" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(new Set([gz.headers.etag, br.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("never compresses on request, and never sends a compressed form older than its file", async () => {
    const late = await app.inject({ url: "/assets/late-def456.js", headers: { "accept-encoding": "br, gzip" } });
    expect(late.headers["content-encoding"]).toBeUndefined();
    expect(late.body).toBe("console.log('new');".repeat(100));
    // A small file is not worth compressing: the build wrote no forms for it.
    const small = await app.inject({ url: "/logo.svg", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    // Touching a file after its forms were written makes them stale, whatever their content.
    const json = path.join(buildDir, "client", "data", "legislation-status.json");
    const future = new Date(Date.now() + 60_000);
    utimesSync(json, future, future);
    const stale = await app.inject({ url: "/data/legislation-status.json", headers: { "accept-encoding": "br" } });
    expect(stale.headers["content-encoding"]).toBeUndefined();
  });

  it("does not serve the compressed copies as files of their own", async () => {
    for (const url of ["/about/index.html.br", "/assets/app-abc123.js.gz"]) expect((await app.inject({ url })).statusCode, url).toBe(404);
  });

  it("answers 304 when the ETag matches", async () => {
    const first = await app.inject({ url: "/about" });
    const second = await app.inject({ url: "/about", headers: { "if-none-match": String(first.headers.etag) } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });

  it("serves the not-found page with status 404 for unknown paths, /404 itself and escapes from the root", async () => {
    for (const url of ["/nope", "/vpn/unknown", "/404", "/..%2f..%2fetc%2fpasswd", "/.env"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("Page not found");
    }
  });

  it("answers a malformed URL with 400", async () => {
    const response = await app.inject({ url: "/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Bad Request");
  });

  it("redirects a trailing slash to the one canonical form", async () => {
    const response = await app.inject({ url: "/about/?x=1" });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/about?x=1");
  });

  it("serves published data as JSON with no-cache", async () => {
    const response = await app.inject({ url: "/data/legislation-status.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json()).toEqual({ updated_at: "2026-11-21T00:00:00Z", countries: [] });
  });
});

describe("api", () => {
  it("answers /api/health with JSON", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok" });
  });

  it("answers unknown /api paths with a JSON 404 and a reason", async () => {
    const response = await app.inject({ method: "POST", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({ error: "not_found", reason: "No API endpoint at /api/nothing-here" });
  });

  it("refuses other methods on pages with 405 and a JSON reason", async () => {
    const response = await app.inject({ method: "DELETE", url: "/about" });
    expect(response.statusCode).toBe(405);
    expect(response.json().error).toBe("method_not_allowed");
  });
});

describe("start-up", () => {
  it("fails with a clear message when the build is missing", async () => {
    await expect(buildApp({ buildDir: path.join(buildDir, "nope"), siteOrigin: "http://localhost" })).rejects.toThrow(/run `npm run build`/);
  });

  it("marks https origins with HSTS", async () => {
    const secure = await buildApp({ buildDir, siteOrigin: "https://privacyatlas.example" });
    const { headers } = await secure.inject({ url: "/" });
    expect(headers["strict-transport-security"]).toContain("max-age=31536000");
    await secure.close();
  });
});

describe("rebuilds under a running server", () => {
  it("picks up new script hashes when csp-hashes.json changes", async () => {
    const file = path.join(buildDir, "csp-hashes.json");
    writeFileSync(file, JSON.stringify({ "/about/index.html": ["'sha256-new='"] }));
    const { utimesSync } = await import("node:fs");
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const response = await app.inject({ url: "/about" });
    expect(response.headers["content-security-policy"]).toContain("'sha256-new='");
  });
});
