import type { ArticleFrontmatter } from "@data/schema/article";
import { absoluteUrl, siteOrganization } from "~/lib/site-origin";

/** schema.org Article for search engines: headline, dates, publisher and the sources cited. */
export function articleJsonLd(frontmatter: ArticleFrontmatter, path: string): Record<string, unknown> {
  const publisher = siteOrganization();
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: frontmatter.title,
    description: frontmatter.description,
    datePublished: frontmatter.published,
    dateModified: frontmatter.updated,
    mainEntityOfPage: absoluteUrl(path),
    author: publisher,
    publisher,
    keywords: frontmatter.topics.join(", "),
    citation: frontmatter.sources.map((source) => source.url),
  };
}
