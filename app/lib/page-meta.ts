import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "./site-origin";

const SITE_NAME = "Privacy Atlas";

export type PageMetaInput = {
  title: string;
  description: string;
  /** The canonical path; pages reachable under several paths name one of them. */
  canonicalPath: string;
  noindex?: boolean;
  /** Structured data (schema.org) for search engines, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
};

/** Title, description, canonical link and sharing tags for a page. */
export function pageMeta({ title, description, canonicalPath, noindex, jsonLd }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const url = absoluteUrl(canonicalPath);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  if (jsonLd) meta.push({ "script:ld+json": jsonLd });
  return meta;
}
