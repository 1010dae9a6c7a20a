import type { FastifyInstance } from "fastify";

export type LoggerOption = boolean | { level: string; stream?: { write: (line: string) => void } };

function requestLine(request: { method: string; url: string }) {
  return { method: request.method, path: request.url.split("?")[0] };
}

/** Fastify's logger settings: request lines carry the method and the path only, no query string, no address, no headers. */
export function loggerSettings(logger: LoggerOption | undefined) {
  return logger
    ? {
        ...(logger === true ? {} : logger),
        serializers: { req: requestLine, res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }) },
      }
    : false;
}

/** One JSON line per request: method, path (no query string), status and duration; the address only when asked for. */
export function logRequests(app: FastifyInstance, { logIpAddresses }: { logIpAddresses?: boolean }) {
  app.addHook("onResponse", async (request, reply) => {
    const line: Record<string, unknown> = {
      method: request.method,
      path: request.url.split("?")[0],
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (logIpAddresses) line.ip = request.ip;
    request.log.info(line, "request");
  });
}
