// SITE_ORIGIN as the build reads it: vite.config.ts for the pages, publish-derived.ts for the feeds
// and sitemap. The server checks its own copy at start-up, with its own default (server/config.ts).

/** The origin a build without SITE_ORIGIN uses. */
export const DEFAULT_SITE_ORIGIN = "http://localhost:3000";

/** SITE_ORIGIN without trailing slashes, or undefined when it is unset or empty. */
export function siteOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.SITE_ORIGIN ? env.SITE_ORIGIN.replace(/\/+$/, "") : undefined;
}
