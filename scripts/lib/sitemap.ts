// sitemap.xml and robots.txt, written at build time from the prerendered paths.
import { escapeXml } from "./feeds";

/**
 * One <url> per page; a page that exists in several languages lists every version of itself as
 * an `xhtml:link` alternate (`alternates(path)`: hreflang → path), English as x-default.
 */
export function sitemapXml(origin: string, paths: readonly string[], alternates: (page: string) => ReadonlyArray<[string, string]> = () => []): string {
  const urls = [...new Set(paths)].sort().map((page) => {
    const links = alternates(page).map(
      ([hreflang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${href}`)}"/>`,
    );
    return `  <url><loc>${escapeXml(`${origin}${page}`)}</loc>${links.join("")}${links.length > 0 ? "\n  " : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `# Privacy Atlas: every page may be indexed; the live-updates API is not for crawlers.\nUser-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
