// sitemap.xml and robots.txt, written at build time from the prerendered paths.
import { escapeXml } from "./feeds";

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].sort().map((page) => `  <url><loc>${escapeXml(`${origin}${page}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `# Privacy Atlas: every page may be indexed; the live-updates API is not for crawlers.\nUser-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
