// The one list of hosts the evidence policy refuses as sources (data/README.md, "What counts as a
// source"): copies of other publishers' pages, and VPN sellers and affiliates, who profit from the
// answer and are never the primary evidence for an established status.

/** Hosts that serve copies of other publishers' pages: mirrors, proxies, caches, crawlers. */
const MIRROR_HOSTS = [
  "web.archive.org",
  "archive.org",
  "archive.ph",
  "archive.today",
  "archive.is",
  "perma.cc",
  "ghostarchive.org",
  "ecoi.net",
  "menafn.com",
  "magzter.com",
  "webcache.googleusercontent.com",
  "translate.goog",
  "cloudflare-ipfs.com",
  "ipfs.io",
  "appspot.com",
  "pages.dev",
  "workers.dev",
  "arc-cdn.net",
  "ampproject.org",
  "cdn.ampproject.org",
  "googleusercontent.com",
  "newsbreak.com",
  "ground.news",
  "muckrack.com",
  "msn.com",
  "flipboard.com",
  "newsnow.co.uk",
  // Republishes other outlets' articles under its own address.
  "entornointeligente.com",
] as const;

/** VPN sellers and the affiliate sites that earn from recommending them. */
const VPN_SELLER_HOSTS = [
  "nordvpn.com",
  "expressvpn.com",
  "surfshark.com",
  "protonvpn.com",
  "proton.me",
  "privateinternetaccess.com",
  "cyberghostvpn.com",
  "ipvanish.com",
  "purevpn.com",
  "hide.me",
  "windscribe.com",
  "mullvad.net",
  "ivpn.net",
  "atlasvpn.com",
  "vyprvpn.com",
  "hotspotshield.com",
  "strongvpn.com",
  "astrill.com",
  "privadovpn.com",
  "torguard.net",
  "top10vpn.com",
  "comparitech.com",
  "cloudwards.net",
  "vpnmentor.com",
  "security.org",
  "privacyjournal.net",
  "vpnoverview.com",
  "cybernews.com",
  "safetydetectives.com",
  "allthingssecured.com",
  "restoreprivacy.com",
  "vpnpro.com",
  "bestvpn.com",
  "vpnranks.com",
  "privacysavvy.com",
  "technadu.com",
  "turnonvpn.org",
  "vpnwired.com",
  "wizcase.com",
  "cyberinsider.com",
] as const;

/** The URL's host, lower-cased, or null when it does not parse. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * True when a URL is on the site of another (a provider's website): the same host, or one a
 * subdomain of the other (blog.mullvad.net and mullvad.net), a leading "www." aside.
 */
export function isSameSite(url: string, siteUrl: string): boolean {
  const bare = (value: string) => hostOf(value)?.replace(/^www\./, "") ?? null;
  const host = bare(url);
  const site = bare(siteUrl);
  return host !== null && site !== null && (within(host, site) || within(site, host));
}

/** True when `host` is `domain` or one of its subdomains. */
function within(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

export function isVpnSellerHost(url: string): boolean {
  const host = hostOf(url);
  return host !== null && VPN_SELLER_HOSTS.some((domain) => within(host, domain));
}

/**
 * Why a URL cannot be a source at all, or null: an explicit port (publishers link without one),
 * or a host that serves copies of other publishers' pages.
 */
export function sourceUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "is not a URL";
  }
  // URL drops the default port, so an explicit ":443" is found in the text itself.
  if (parsed.port !== "" || /^https?:\/\/[^/?#]*:\d*(?=[/?#]|$)/i.test(url)) return `names a port (${url}); cite the publisher's own address without one`;
  const host = parsed.hostname.toLowerCase();
  const mirror = MIRROR_HOSTS.find((domain) => within(host, domain));
  if (mirror) return `is on ${mirror}, a mirror, proxy or cache host; cite the publisher's own page`;
  if (/(^|[.-])(staging|proxy|mirror|cache)([.-]|$)/.test(host))
    return `is on ${host}, which looks like a staging, proxy, mirror or cache host; cite the publisher's own page`;
  return null;
}
