import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|atom\+xml|manifest)|image\/svg)/;

/** Atom feeds are XML with their own media type, so feed readers and browsers recognise them. */
export function contentTypeFor(relativePath: string): string | undefined {
  if (relativePath === "/feed.xml" || relativePath.startsWith("/feeds/")) return "application/atom+xml; charset=utf-8";
  return CONTENT_TYPES[path.extname(relativePath).toLowerCase()];
}
const MIN_COMPRESS_BYTES = 512;

export type Encoding = "br" | "gzip" | "identity";

export type StaticFile = {
  /** Path relative to the client directory, starting with '/'. */
  relativePath: string;
  contentType: string;
  etag: string;
  body(encoding: Encoding): Promise<Buffer>;
  compressible: boolean;
};

type CacheEntry = { mtimeMs: number; size: number; file: StaticFile };

/**
 * Serves files from one directory, keeping each file and its compressed forms in memory until
 * the file changes on disk (published data is rewritten in place without a restart).
 */
export class StaticFiles {
  private cache = new Map<string, CacheEntry>();

  constructor(readonly root: string) {}

  /** Maps a URL path to a file: exact files first, then `{path}/index.html` for clean URLs. */
  async resolve(urlPath: string): Promise<StaticFile | null> {
    const safe = toSafeRelativePath(urlPath);
    if (safe === null) return null;
    const candidates = safe.endsWith("/") ? [`${safe}index.html`] : [safe, `${safe}/index.html`];
    for (const candidate of candidates) {
      const file = await this.load(candidate);
      if (file) return file;
    }
    return null;
  }

  async load(relativePath: string): Promise<StaticFile | null> {
    const absolute = path.join(this.root, relativePath);
    let info;
    try {
      info = await stat(absolute);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const cached = this.cache.get(absolute);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.file;

    const raw = await readFile(absolute);
    const contentType = contentTypeFor(relativePath) ?? "application/octet-stream";
    const compressible = COMPRESSIBLE.test(contentType) && raw.length >= MIN_COMPRESS_BYTES;
    const variants = new Map<Encoding, Promise<Buffer>>([["identity", Promise.resolve(raw)]]);
    const file: StaticFile = {
      relativePath,
      contentType,
      compressible,
      etag: `"${createHash("sha1").update(raw).digest("base64url").slice(0, 27)}"`,
      body(encoding) {
        const use = compressible ? encoding : "identity";
        let variant = variants.get(use);
        if (!variant) {
          variant =
            use === "br"
              ? brotliAsync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
              : gzipAsync(raw, { level: 9 });
          variants.set(use, variant);
        }
        return variant;
      },
    };
    this.cache.set(absolute, { mtimeMs: info.mtimeMs, size: info.size, file });
    return file;
  }
}

/** Decodes and normalises a URL path; null when it escapes the root or is malformed. */
export function toSafeRelativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || !decoded.startsWith("/")) return null;
  const normalized = path.posix.normalize(decoded);
  if (normalized.split("/").includes("..")) return null;
  // Dotfiles (e.g. /.well-known aside) are never part of the published site.
  if (normalized.split("/").some((segment) => segment.startsWith(".") && segment.length > 1)) return null;
  return normalized;
}

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || !/^q=0(\.0+)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return "identity";
}
