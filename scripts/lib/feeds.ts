// Atom feeds (RFC 4287): /feed.xml for all legislation news, and one per country with data at
// /feeds/{country-slug}.xml with that country's news and the latest review of its brief.
import { createHash } from "node:crypto";
import { changeDirection, dayOf, type HistoryChange } from "../../data/model/status-history";
import { METRIC_LABELS, STATUS_LABELS } from "../../data/model/labels";
import type { Country, NewsItem, ScoredMetric } from "../../data/schema";

type FeedEntry = { id: string; title: string; updated: string; summary: string; link: string };
export type Feed = { id: string; title: string; subtitle: string; selfUrl: string; alternateUrl: string; updated: string; entries: FeedEntry[] };

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Atom wants full timestamps; the data holds days. */
const timestamp = (day: string) => (day.length <= 10 ? `${dayOf(day)}T00:00:00Z` : day);

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

const newest = (entries: FeedEntry[]) =>
  entries
    .map((entry) => entry.updated)
    .sort()
    .at(-1);

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

/** A status change as a feed entry: "Russia: VPNs, green to red", linking to its place on /changes. */
function changeEntry(origin: string, change: HistoryChange, place: string): FeedEntry {
  const metric = METRIC_LABELS[change.metric];
  return {
    id: `urn:privacy-atlas:change:${change.id}`,
    title: `${place}: ${metric}, ${STATUS_LABELS[change.metric][change.from]} to ${STATUS_LABELS[change.metric][change.to]} (${changeDirection(change)})`,
    updated: change.date,
    summary: `${change.since_at_least ? "Since at least this date: " : ""}${change.summary} (Sources: ${change.sources.map((source) => source.url).join(", ")})`,
    link: `${origin}/changes#${change.id}`,
  };
}

export type ChangesFeedScope = { kind: "world" } | { kind: "country"; name: string; slug: string } | { kind: "metric"; metric: ScoredMetric };

/** The feed path of each scope: /feeds/changes.xml, /feeds/changes/{country-slug}.xml, /feeds/changes/metric/{metric}.xml. */
export function changesFeedPath(scope: ChangesFeedScope): string {
  if (scope.kind === "world") return "/feeds/changes.xml";
  if (scope.kind === "country") return `/feeds/changes/${scope.slug}.xml`;
  return `/feeds/changes/metric/${scope.metric.replace(/_/g, "-")}.xml`;
}

export function changesFeed(
  origin: string,
  scope: ChangesFeedScope,
  changes: readonly HistoryChange[],
  places: ReadonlyMap<string, string>,
  updatedAt: string,
): Feed {
  const path = changesFeedPath(scope);
  const title =
    scope.kind === "world"
      ? "status changes worldwide"
      : scope.kind === "country"
        ? `status changes in ${scope.name}`
        : `${METRIC_LABELS[scope.metric]}: status changes`;
  const entries = changes.map((change) => changeEntry(origin, change, places.get(change.subdivision ?? change.country) ?? change.country));
  return {
    id: `${origin}${path}`,
    title: `Privacy Atlas: ${title}`,
    subtitle: "Every dated change of a status on the legislation tracker, newest first, with its sources.",
    selfUrl: `${origin}${path}`,
    alternateUrl: scope.kind === "country" ? `${origin}/legal-tracker/${scope.slug}` : `${origin}/changes`,
    updated:
      entries
        .map((entry) => dayOf(entry.updated))
        .sort()
        .at(-1) ?? updatedAt,
    entries,
  };
}
