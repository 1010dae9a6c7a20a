import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import path from "node:path";
import { contentSecurityPolicy } from "./security-headers";
import { pickEncoding, type StaticFile, type StaticFiles } from "./static-files";
import { TRANSLATION_LANGUAGES } from "../data/schema/languages";
import { answerTrackerQuery, NoticePages, TRACKER_PATH, trackerNamesSource, withNotice } from "./tracker-requests";

const NOT_FOUND_PAGE = "/404/index.html";
// A translated page's first segment is its language's code in lower case (app/lib/i18n/languages.ts): /fa/legal-tracker.
const LANGUAGE_PREFIXES = TRANSLATION_LANGUAGES.map((language) => language.toLowerCase()).join("|");
// The English tracker, or a translated one with its prefix captured: /fa/legal-tracker.
const TRACKER_PAGE = new RegExp(`^(?:/(${LANGUAGE_PREFIXES}))?${TRACKER_PATH}$`);
const TRANSLATED_PATH = new RegExp(`^/(${LANGUAGE_PREFIXES})/`);
const IMMUTABLE = "public, max-age=31536000, immutable";

export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith("/assets/")) return IMMUTABLE;
  // React Router's .data files are a page's loader data: revalidated like the HTML they go with,
  // or a reader could get new code with old data after a deploy.
  if (relativePath.endsWith(".html") || relativePath.endsWith(".data") || relativePath.startsWith("/data/") || relativePath === "/sw.js") return "no-cache";
  // Feeds change with every data:publish, without a rebuild.
  if (relativePath === "/feed.xml" || relativePath.startsWith("/feeds/")) return "no-cache";
  return "public, max-age=3600";
}

/**
 * The one form of a clean URL: a single slash between segments (a backslash counts as one, as
 * browsers read it) and none at the end. Collapsing leading slashes matters: `//host/` in a
 * Location header would send the reader to another site.
 */
export function canonicalPath(urlPath: string): string {
  const collapsed = urlPath.replace(/[\\/]+/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : "/";
}

export type StaticRouteOptions = {
  /** The build directory (tracker-index.json). */
  buildDir: string;
  /** The prerendered site: pages, assets, feeds and, by default, the published data. */
  files: StaticFiles;
  /** The published /data files when they live outside the build, else null. */
  dataFiles: StaticFiles | null;
  cspHashes: () => Record<string, string[]>;
  https: boolean;
};

/** Every GET outside /api: prerendered pages, assets, published data and the tracker's answers without JavaScript. */
export function registerStaticRoutes(app: FastifyInstance, { buildDir, files, dataFiles, cspHashes, https }: StaticRouteOptions) {
  async function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
    const isHtml = file.contentType.startsWith("text/html");
    reply.code(status).header("content-type", file.contentType);
    reply.header("cache-control", status === 200 ? cacheControlFor(file.relativePath) : "no-cache");
    if (isHtml) reply.header("content-security-policy", contentSecurityPolicy(cspHashes()[file.relativePath] ?? [], { https }));
    // The worker's own policy: it may load its Workbox runtime and fetch from this origin only.
    else if (file.relativePath === "/sw.js") reply.header("content-security-policy", "default-src 'self'; object-src 'none'");
    if (file.compressible) reply.header("vary", "accept-encoding");
    // Precompressed forms only (written by the build and data:publish): nothing is compressed here.
    const encoding = pickEncoding(request.headers["accept-encoding"], [...file.variants.keys()]);
    const variant = file.variants.get(encoding)!;
    reply.header("etag", variant.etag);
    if (status === 200 && request.headers["if-none-match"] === variant.etag) return reply.code(304).send();
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(variant.body);
  }

  // The tracker's answers without JavaScript (server/tracker-requests.ts); names re-read with each build.
  const namesNow = trackerNamesSource(path.join(buildDir, "tracker-index.json"));
  const noticePages = new NoticePages();

  async function sendTrackerAnswer(request: FastifyRequest, reply: FastifyReply, query: URLSearchParams, prefix = "") {
    const answer = answerTrackerQuery(query, namesNow(), prefix);
    if (!answer) return null;
    if (answer.kind === "redirect") return reply.header("cache-control", "no-cache").redirect(answer.location, 303);
    const file = await files.load(answer.relativePath);
    if (!file) return null;
    if (!answer.notice) return sendFile(request, reply, file);
    const identity = file.variants.get("identity")!;
    const encoding = pickEncoding(request.headers["accept-encoding"], ["br", "gzip", "identity"]);
    const key = `${identity.etag}|${createHash("sha1").update(answer.notice).digest("base64url")}`;
    const etag = `"${key.replaceAll('"', "").replace("|", "-")}-${encoding}"`;
    reply.code(200).header("content-type", file.contentType).header("cache-control", "no-cache").header("vary", "accept-encoding").header("etag", etag);
    // The notice holds no script: the page's own script hashes still describe it.
    reply.header("content-security-policy", contentSecurityPolicy(cspHashes()[file.relativePath] ?? [], { https }));
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    const body = await noticePages.body(key, () => withNotice(identity.body, answer.notice!), encoding);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(body);
  }

  async function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
    // A missing page under a language's prefix (/fa/…) gets that language's 404 page when it was built.
    const prefix = TRANSLATED_PATH.exec(request.url)?.[1];
    const page = (prefix ? await files.load(`/${prefix}${NOT_FOUND_PAGE}`) : null) ?? (await files.load(NOT_FOUND_PAGE));
    if (!page) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    return sendFile(request, reply, page, 404);
  }

  app.get("/*", async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    // Clean URLs have one form: /about, never /about/ or //about (the home page keeps its slash).
    const canonical = canonicalPath(urlPath);
    if (canonical !== urlPath) return reply.redirect(`${canonical}${request.url.slice(urlPath.length)}`, 308);
    if (urlPath === "/404" || urlPath.startsWith("/404/")) return sendNotFound(request, reply);
    const search = request.url.slice(urlPath.length);
    // A translated tracker without JavaScript answers the same forms and links, in its language.
    const tracker = TRACKER_PAGE.exec(urlPath);
    if (tracker && search.length > 1) {
      const answered = await sendTrackerAnswer(request, reply, new URLSearchParams(search.slice(1)), tracker[1] ?? "");
      if (answered) return answered;
    }
    // Published data from its own directory: resolve() applies the same path safety as for pages.
    const file =
      dataFiles && urlPath.startsWith("/data/")
        ? await dataFiles.resolve(urlPath.slice("/data".length)).then((found) => (found ? { ...found, relativePath: urlPath } : null))
        : await files.resolve(urlPath);
    if (!file || file.relativePath.endsWith("__spa-fallback.html")) return sendNotFound(request, reply);
    return sendFile(request, reply, file);
  });
}
