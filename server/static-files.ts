import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

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

/**
 * The compressed forms the build and data:publish write beside each text file
 * (scripts/lib/precompress.ts); the server never compresses a static file on request.
 */
export const PRECOMPRESSED_EXTENSIONS = { br: ".br", gzip: ".gz" } as const;

/** Atom feeds are XML with their own media type, so feed readers and browsers recognise them. */
function contentTypeFor(relativePath: string): string | undefined {
  if (relativePath === "/feed.xml" || relativePath.startsWith("/feeds/")) return "application/atom+xml; charset=utf-8";
  return CONTENT_TYPES[path.extname(relativePath).toLowerCase()];
}
const MIN_COMPRESS_BYTES = 512;

/** Whether a file of this path and size is worth compressing (the build and the server agree). */
export function isCompressible(relativePath: string, size: number): boolean {
  const type = contentTypeFor(relativePath);
  return type !== undefined && COMPRESSIBLE.test(type) && size >= MIN_COMPRESS_BYTES;
}

export type Encoding = "br" | "gzip" | "identity";

export type StaticFile = {
  /** Path relative to the client directory, starting with '/'. */
  relativePath: string;
  contentType: string;
  /** The file's forms: identity always, br and gzip when written beside it and not older than it. */
  variants: ReadonlyMap<Encoding, { body: Buffer; etag: string }>;
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
    // The compressed copies are forms of their source, not pages of their own.
    if (safe === null || /\.(br|gz)$/.test(safe)) return null;
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
    const compressible = isCompressible(relativePath, raw.length);
    const hash = createHash("sha1").update(raw).digest("base64url").slice(0, 27);
    // Each form has its own ETag: they are different bytes of the same resource.
    const variants = new Map<Encoding, { body: Buffer; etag: string }>([["identity", { body: raw, etag: `"${hash}"` }]]);
    if (compressible) {
      for (const [encoding, extension] of Object.entries(PRECOMPRESSED_EXTENSIONS) as Array<["br" | "gzip", string]>) {
        // A compressed file older than its source is left over from an earlier version: never serve it.
        const compressed = await stat(absolute + extension).catch(() => null);
        if (!compressed?.isFile() || compressed.mtimeMs < info.mtimeMs) continue;
        variants.set(encoding, { body: await readFile(absolute + extension), etag: `"${hash}-${encoding}"` });
      }
    }
    const file: StaticFile = { relativePath, contentType, compressible, variants };
    this.cache.set(absolute, { mtimeMs: info.mtimeMs, size: info.size, file });
    return file;
  }
}

/** Decodes and normalises a URL path; null when it escapes the root or is malformed. */
function toSafeRelativePath(urlPath: string): string | null {
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

/**
 * Content negotiation (RFC 9110, section 12.5.3): the available coding with the highest q-value,
 * br before gzip before identity on a tie. Identity is acceptable unless refused with q=0
 * (directly or through "*"); when nothing is acceptable the file goes out uncompressed anyway.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = ["br", "gzip", "identity"]): Encoding {
  if (!acceptEncoding || !acceptEncoding.trim()) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
    }
    // "x-gzip" is gzip (RFC 9110, section 8.4.1.3).
    weights.set(name === "x-gzip" ? "gzip" : name, q);
  }
  // Unnamed identity is acceptable but preferred last, so a client that accepts br;q=0.9 gets br.
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? (encoding === "identity" ? 0.0001 : 0);
  let best: Encoding = "identity";
  let bestWeight = -1;
  for (const encoding of ["br", "gzip", "identity"] as const) {
    if (!available.includes(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > 0 && weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
