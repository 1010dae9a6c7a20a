import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

// How the server refuses: every error and every unknown request is answered with JSON that gives
// a reason (pages that do not exist get the 404 page instead: server/static-routes.ts).

const BODYLESS_METHODS = new Set(["GET", "HEAD"]);

/** An error answer: never cached, with a stable code and a reason a person can read. */
export function jsonError(reply: FastifyReply, status: number, error: string, reason: string) {
  return reply.code(status).header("cache-control", "no-store").send({ error, reason });
}

function methodNotAllowed(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(405)
    .header("allow", "GET, HEAD")
    .send({ error: "method_not_allowed", reason: `${request.method} is not supported here` });
}

/**
 * A request with a body on a route that reads none is answered on arrival, before any of the
 * body is read or parsed: the 404 and 405 answers cost nothing however large the upload.
 */
export function refuseUnreadBodies(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (BODYLESS_METHODS.has(request.method) || request.routeOptions.config?.acceptsBody) return;
    const urlPath = request.url.split("?")[0] ?? "/";
    reply.header("connection", "close").header("cache-control", "no-store");
    if (!request.is404 && urlPath.startsWith("/api/")) return reply.code(404).send({ error: "not_found", reason: `No API endpoint at ${urlPath}` });
    return methodNotAllowed(request, reply);
  });
}

/** Every error answers JSON with a reason, whatever raised it (body too large, bad JSON, wrong type…). */
export function answerErrorsAsJson(app: FastifyInstance) {
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) app.log.error(error);
    const names: Record<number, string> = {
      400: "bad_request",
      408: "request_timeout",
      413: "body_too_large",
      415: "unsupported_media_type",
      429: "rate_limited",
    };
    return reply
      .code(status)
      .header("cache-control", "no-store")
      .send({
        error: names[status] ?? (status >= 500 ? "server_error" : "bad_request"),
        reason: status >= 500 ? "Something went wrong on our side." : error.message,
      });
  });
}

/** An /api path no route serves is a JSON 404; a method no route takes is a 405. */
export function answerUnknownRequests(app: FastifyInstance) {
  app.all("/api/*", async (request, reply) => jsonError(reply, 404, "not_found", `No API endpoint at ${request.url.split("?")[0]}`));
  app.setNotFoundHandler(async (request, reply) => methodNotAllowed(request, reply));
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Routes that read a request body; every other route answers before one is read. */
    acceptsBody?: boolean;
  }
}
