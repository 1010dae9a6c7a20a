import type { FastifyInstance } from "fastify";
import { jsonError } from "../error-answers";
import { pickEncoding, type Encoding } from "../static-files";
import type { PublishedData } from "./published-data";

/**
 * The accepted version of the status data, never a malformed file an editor just wrote; its
 * brotli and gzip forms are the ones data:publish wrote (nothing is compressed here).
 */
export function registerStatusDataRoute(app: FastifyInstance, published: PublishedData) {
  app.get("/data/legislation-status.json", async (request, reply) => {
    const current = published.current;
    if (!current) return jsonError(reply, 503, "data_unavailable", "The legislation data has not been loaded yet.");
    const available: Encoding[] = ["identity", ...(Object.keys(current.compressed) as Encoding[])];
    const encoding = pickEncoding(request.headers["accept-encoding"], available);
    const etag = encoding === "identity" ? `"${current.version}"` : `"${current.version}-${encoding}"`;
    reply.header("content-type", "application/json; charset=utf-8").header("cache-control", "no-cache").header("etag", etag).header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    if (encoding === "identity") return reply.send(current.bytes);
    return reply.header("content-encoding", encoding).send(current.compressed[encoding]);
  });
}
