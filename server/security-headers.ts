// Headers sent with every response. The site loads nothing from another origin (docs/product.md#no-third-parties-and-security-headers),
// so the policy allows only 'self' plus the build-time hashes of each page's inline scripts.

export type SecurityOptions = { https: boolean };

export function contentSecurityPolicy(scriptHashes: readonly string[], { https }: SecurityOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Style attributes (Radix positioning, sonner) need 'unsafe-inline' for styles only: docs/decisions/0002-content-security-policy.md.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** For responses that are not HTML documents: nothing may be loaded or framed. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

export function baseSecurityHeaders({ https }: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    // 'same-origin' keeps readers' paths from other sites; unlike 'no-referrer' it keeps the Origin header on same-origin POSTs.
    "referrer-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
  };
  if (https) headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
