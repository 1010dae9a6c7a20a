// Build time only: everything an article page needs, including the data its islands show.
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadCheckedData } from "~/lib/checked-data.server";
import { sitePage } from "~/site-pages";
import { articleFile, articlePaths, CONTENT_DIR, compileArticle, readFrontmatter, splitFrontmatter } from "./article-source.server";
import type { AgeVerificationSummary, Article, ArticleSummary, ChecklistQuestion, IslandData } from "./article-types";

const cache = new Map<string, Promise<Article>>();

export function loadArticle(pagePath: string): Promise<Article> {
  let article = cache.get(pagePath);
  if (!article) {
    article = buildArticle(pagePath);
    cache.set(pagePath, article);
  }
  return article;
}

async function buildArticle(pagePath: string): Promise<Article> {
  const frontmatter = readFrontmatter(pagePath);
  const { body } = splitFrontmatter(readFileSync(articleFile(pagePath), "utf8"));
  const { segments, toc, words } = await compileArticle(body);
  const relatedTitles = Object.fromEntries(frontmatter.related.map((related) => [related, titleOf(related)]));
  const islands: IslandData = {};
  const names = new Set(segments.flatMap((segment) => (segment.kind === "island" ? [segment.name] : [])));
  if (names.has("AgeVerificationStats") || names.has("UsStateAgeVerificationTable")) islands.ageVerification = ageVerificationSummary();
  if (names.has("QuantumReadinessChecklist")) islands.checklist = checklistQuestions();
  return { path: pagePath, frontmatter, segments, toc, words, relatedTitles, islands };
}

function titleOf(pagePath: string): string {
  const page = sitePage(pagePath);
  if (page) return page.title;
  const vpn = /^\/vpn\/([a-z0-9-]+)$/.exec(pagePath);
  if (vpn) return loadCheckedData().vpns.find((entry) => entry.slug === vpn[1])?.name ?? pagePath;
  const country = /^\/legal-tracker\/([a-z0-9-]+)$/.exec(pagePath);
  return country ? `${country[1]!.replace(/-/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase())}: country brief` : pagePath;
}

/** The tracker's age-verification picture: counts over the 193 members, and the US states. */
function ageVerificationSummary(): AgeVerificationSummary {
  const { countries, unCountries } = loadCheckedData();
  const counts = { green: 0, amber: 0, red: 0, grey: 0 };
  const byIso = new Map(countries.map((country) => [country.iso_a3, country]));
  for (const un of unCountries) counts[byIso.get(un.iso_a3)?.statuses.age_verification ?? "grey"] += 1;
  const usa = byIso.get("USA");
  const states = (usa?.subnational ?? [])
    .map((entry) => ({
      name: entry.name,
      code: entry.iso_code,
      status: entry.statuses.age_verification ?? "grey",
      note: entry.note ?? null,
      sources: entry.sources.filter((source) => source.metrics.includes("age_verification")).map((source) => ({ title: source.title, url: source.url })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const updatedAt = [...countries.map((country) => country.last_verified)].sort().at(-1) ?? "";
  return { counts, states, updatedAt };
}

function checklistQuestions(): ChecklistQuestion[] {
  const file = path.join(CONTENT_DIR, "data", "quantum-readiness-checklist.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { questions: ChecklistQuestion[] }).questions;
}

/** Every post under content/blog, newest first. */
export async function blogPosts(): Promise<ArticleSummary[]> {
  const posts = await Promise.all(
    articlePaths()
      .filter((pagePath) => pagePath.startsWith("/blog/"))
      .map(async (pagePath) => {
        const article = await loadArticle(pagePath);
        const { title, description, published, updated, topics } = article.frontmatter;
        return { path: pagePath, title, description, published, updated, topics, words: article.words };
      }),
  );
  return posts.sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}
