import type { FastifyRequest } from "fastify";
import { SESSION_MAX_AGE_MS, type Session, type SessionSigner } from "./session";

const SESSION_COOKIE = "pa_session";

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) cookies[part.slice(0, index).trim()] = part.slice(index + 1).trim();
  }
  return cookies;
}

/** The follow session the request's cookie carries, when its signature and age hold. */
export function sessionOf(request: FastifyRequest, sessions: SessionSigner): Session | null {
  return sessions.verify(parseCookies(request.headers.cookie)[SESSION_COOKIE]);
}

/** The Set-Cookie value for a signed session: sent back to the live-update routes only, never readable by scripts. */
export function sessionCookie(value: string, { https }: { https: boolean }): string {
  return `${SESSION_COOKIE}=${value}; Path=/api/legislation; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_MS / 1000}${https ? "; Secure" : ""}`;
}
