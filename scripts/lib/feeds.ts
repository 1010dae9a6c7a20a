// Atom feeds (RFC 4287): /feed.xml for all legislation news, and one per country with data at
// /feeds/{country-slug}.xml with that country's news and the latest review of its brief.
import { createHash } from "node:crypto";
import type { Country, NewsItem } from "../../data/schema";

export type FeedEntry = { id: string; title: string; updated: string; summary: string; link: string };
export type Feed = { id: string; title: string; subtitle: string; selfUrl: string; alternateUrl: string; updated: string; entries: FeedEntry[] };

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Atom wants full timestamps; the data holds days. */
const timestamp = (day: string) => (day.length === 10 ? `${day}T00:00:00Z` : day);

export function renderAtom(feed: Feed): string {
  const entries = feed.entries
    .map(
      (entry) => `  <entry>
    <id>${escapeXml(entry.id)}</id>
    <title>${escapeXml(entry.title)}</title>
    <updated>${timestamp(entry.updated)}</updated>
    <link rel="alternate" href="${escapeXml(entry.link)}"/>
    <summary>${escapeXml(entry.summary)}</summary>
  </entry>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(feed.id)}</id>
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.subtitle)}</subtitle>
  <updated>${timestamp(feed.updated)}</updated>
  <author><name>Privacy Atlas</name></author>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternateUrl)}"/>
${entries}
</feed>
`;
}

/** A stable id for a news item: the same item keeps its id across builds. */
export function newsEntryId(item: NewsItem): string {
  const hash = createHash("sha256").update(`${item.country}|${item.date}|${item.title}`).digest("hex").slice(0, 20);
  return `urn:privacy-atlas:news:${hash}`;
}

const newsEntry = (item: NewsItem, countryName: string): FeedEntry => ({
  id: newsEntryId(item),
  title: `${countryName}: ${item.title}`,
  updated: item.date,
  summary: `${item.summary} (Source: ${item.source.name})`,
  link: item.url,
});

const newest = (entries: FeedEntry[]) => entries.map((entry) => entry.updated).sort().at(-1);

export function newsFeed(origin: string, news: readonly NewsItem[], names: ReadonlyMap<string, string>, updatedAt: string): Feed {
  const entries = [...news].sort((a, b) => b.date.localeCompare(a.date)).map((item) => newsEntry(item, names.get(item.country) ?? "European Union"));
  return {
    id: `${origin}/feed.xml`,
    title: "Privacy Atlas: legislation news",
    subtitle: "New and changing laws on VPNs and age verification, country by country, with their sources.",
    selfUrl: `${origin}/feed.xml`,
    alternateUrl: `${origin}/legal-tracker`,
    updated: newest(entries) ?? updatedAt,
    entries,
  };
}

export function countryFeed(origin: string, country: Country, slug: string, news: readonly NewsItem[]): Feed {
  const pageUrl = `${origin}/legal-tracker/${slug}`;
  const review: FeedEntry = {
    id: `urn:privacy-atlas:brief:${country.iso_a3}:${country.last_verified}`,
    title: `${country.name}: brief reviewed on ${country.last_verified}`,
    updated: country.last_verified,
    summary: `${country.summary} Last change in the law or its enforcement: ${country.last_change}.`,
    link: pageUrl,
  };
  const items = news.filter((item) => item.country === country.iso_a3).map((item) => newsEntry(item, country.name));
  const entries = [review, ...items].sort((a, b) => b.updated.localeCompare(a.updated));
  return {
    id: `${origin}/feeds/${slug}.xml`,
    title: `Privacy Atlas: ${country.name}`,
    subtitle: `Updates to the ${country.name} brief: VPN, age-verification, censorship, data-protection and platform-ban laws.`,
    selfUrl: `${origin}/feeds/${slug}.xml`,
    alternateUrl: pageUrl,
    updated: newest(entries) ?? country.last_verified,
    entries,
  };
}
