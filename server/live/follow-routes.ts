import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { jsonError } from "../error-answers";
import { TooManyFollowsError, type FollowStore } from "./follows";
import { perMinute } from "./rate-limits";
import type { SessionSigner } from "./session";
import { sessionOf } from "./session-cookie";
import type { UpdateStreams } from "./update-streams";

export type FollowRouteOptions = {
  streams: UpdateStreams;
  follows: FollowStore;
  sessions: SessionSigner;
  knownIsoCodes: () => ReadonlySet<string>;
  siteOrigin: string;
  followsPerMinute: number;
};

/**
 * POST /api/legislation/subscribe and /unsubscribe: follow and unfollow a country under the session
 * the stream issued. JSON only, at most 1 KB, same-site, rate-limited, idempotent.
 */
export function registerFollowRoutes(app: FastifyInstance, options: FollowRouteOptions) {
  const { streams, follows, sessions } = options;

  const followRoute = (action: "add" | "remove") => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { iso_a3?: unknown } | null;
    if (!body || typeof body !== "object" || Array.isArray(body)) return jsonError(reply, 400, "invalid_body", 'Send a JSON object such as {"iso_a3": "GBR"}.');
    if (!("iso_a3" in body)) return jsonError(reply, 400, "missing_field", "The field iso_a3 is required.");
    const iso = typeof body.iso_a3 === "string" ? body.iso_a3.toUpperCase() : "";
    if (!/^[A-Z]{3}$/.test(iso) || !options.knownIsoCodes().has(iso)) {
      return jsonError(reply, 422, "unknown_country", "iso_a3 must be the ISO 3166-1 alpha-3 code of a UN member.");
    }
    const session = sessionOf(request, sessions);
    if (!session) return jsonError(reply, 401, "no_session", "Open /api/legislation/updates first: following needs the session it issues.");
    try {
      const following = action === "add" ? await follows.add(session, iso) : await follows.remove(session, iso);
      streams.setFollows(session.id, following);
      return reply.header("cache-control", "no-store").send({ following });
    } catch (error) {
      if (error instanceof TooManyFollowsError) return jsonError(reply, 422, "too_many_follows", error.message);
      throw error;
    }
  };

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    if ((origin !== undefined && origin !== options.siteOrigin) || fetchSite === "cross-site") {
      return jsonError(reply, 403, "cross_site", "Requests from other sites are refused.");
    }
    const type = String(request.headers["content-type"] ?? "");
    if (!/^application\/json\b/i.test(type)) return jsonError(reply, 415, "unsupported_media_type", "Send the body as application/json.");
  };

  // Checked on arrival, before the body is read; the rate limit is keyed on the client's address,
  // since a session cookie could simply be dropped to reset it.
  const routeOptions = { bodyLimit: 1024, onRequest: guard, config: { acceptsBody: true, ...perMinute(options.followsPerMinute) } };
  app.post("/api/legislation/subscribe", routeOptions, followRoute("add"));
  app.post("/api/legislation/unsubscribe", routeOptions, followRoute("remove"));
}
