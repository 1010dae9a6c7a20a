declare const __SITE_ORIGIN__: string;
declare const __CONTACT_EMAIL__: string;

/** The editors' address (CONTACT_EMAIL at build time), for corrections and review requests. */
export const CONTACT_EMAIL: string = __CONTACT_EMAIL__;

/** The public origin (SITE_ORIGIN at build time) used for canonical and sharing URLs. */
const SITE_ORIGIN: string = __SITE_ORIGIN__;

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The site as the schema.org publisher, author or creator its pages credit. */
export function siteOrganization() {
  return { "@type": "Organization", name: "Privacy Atlas", url: absoluteUrl("/") } as const;
}
