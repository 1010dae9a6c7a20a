// The content check run by `npm run content:check` (and so by `npm test`): every article's
// frontmatter is valid, its body compiles, meets the word floor, links only to real pages and to
// https, and has no empty section.
import { articleFrontmatterSchema } from "../../data/schema/article";
import { readFileSync } from "node:fs";
import path from "node:path";
import { articleFile, articlePaths, compileArticle, splitFrontmatter } from "../../app/features/articles/article-source.server";

const MIN_WORDS = 800;

export type ContentProblem = { file: string; reason: string };

/** The problems of one article; `knownPaths` are the site's pages (prerendered paths). */
export async function checkArticle(pagePath: string, contentDir: string, knownPaths: ReadonlySet<string>): Promise<ContentProblem[]> {
  const file = articleFile(pagePath, contentDir);
  const label = path.relative(path.dirname(contentDir), file).split(path.sep).join("/");
  const problems: ContentProblem[] = [];
  const add = (reason: string) => problems.push({ file: label, reason });

  let parts;
  try {
    parts = splitFrontmatter(readFileSync(file, "utf8"));
  } catch (error) {
    add(`cannot be read or its frontmatter is not valid YAML (${(error as Error).message.split("\n")[0]})`);
    return problems;
  }
  if (parts.frontmatter === undefined) add("has no frontmatter (a --- block at the top)");
  const frontmatter = articleFrontmatterSchema.safeParse(parts.frontmatter ?? {});
  if (!frontmatter.success) for (const issue of frontmatter.error.issues) add(`frontmatter ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  else {
    for (const related of frontmatter.data.related) if (!knownPaths.has(related)) add(`frontmatter related: ${related} is not a page of the site`);
  }

  let compiled;
  try {
    compiled = await compileArticle(parts.body);
  } catch (error) {
    add(`does not compile as MDX: ${(error as Error).message.split("\n")[0]}`);
    return problems;
  }
  if (compiled.words < MIN_WORDS) add(`has ${compiled.words} words; articles need at least ${MIN_WORDS}`);
  if (/<h1[\s>]/.test(compiled.html)) add("uses a level-1 heading (#); the title is the page's only h1");

  const ids = new Set([...compiled.html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  for (const [, rawHref] of compiled.html.matchAll(/<a href="([^"]*)"/g)) {
    const href = (rawHref ?? "").replace(/&amp;/g, "&");
    if (href.startsWith("#")) {
      if (!ids.has(href.slice(1))) add(`links to ${href}, which is not a heading on this page`);
    } else if (href.startsWith("/")) {
      const target = href.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
      if (!knownPaths.has(target)) add(`links to ${href}, which is not a page of the site`);
    } else if (href.startsWith("mailto:")) {
      continue;
    } else if (!href.startsWith("https://")) {
      add(`links to ${href}: external links must use https://`);
    }
  }

  // An empty section: a heading followed by a heading of the same or a higher level, or by nothing.
  const blocks = [...compiled.html.matchAll(/<(h[2-6])\b[^>]*>([\s\S]*?)<\/\1>|<(p|ul|ol|table|pre|blockquote|div)\b/g)];
  blocks.forEach((block, index) => {
    if (!block[1]) return;
    const level = Number(block[1].slice(1));
    const next = blocks[index + 1];
    const nextLevel = next?.[1] ? Number(next[1].slice(1)) : null;
    if (!next || (nextLevel !== null && nextLevel <= level)) add(`section "${(block[2] ?? "").replace(/<[^>]+>/g, "")}" is empty`);
  });
  return problems;
}

export async function checkContent(contentDir: string, knownPaths: ReadonlySet<string>, expectedPaths: readonly string[]): Promise<ContentProblem[]> {
  const found = articlePaths(contentDir);
  const problems: ContentProblem[] = [];
  for (const expected of expectedPaths)
    if (!found.includes(expected)) problems.push({ file: `content${expected}.mdx`, reason: "is missing: its route reads this file" });
  for (const pagePath of found) problems.push(...(await checkArticle(pagePath, contentDir, knownPaths)));
  return problems;
}
