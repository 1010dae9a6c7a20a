declare const __SITE_ORIGIN__: string;

/** The public origin (SITE_ORIGIN at build time) used for canonical and sharing URLs. */
export const SITE_ORIGIN: string = __SITE_ORIGIN__;

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path.startsWith("/") ? path : `/${path}`}`;
}
