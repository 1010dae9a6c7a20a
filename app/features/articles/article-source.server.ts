// Build time only: reads content/{path}.mdx, validates its frontmatter, compiles the MDX to
// static HTML with heading ids, and cuts it where the interactive islands go.
import { evaluate } from "@mdx-js/mdx";
import { articleFrontmatterSchema, type ArticleFrontmatter } from "@data/schema/article";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { parse as parseYaml } from "yaml";
import { ISLAND_NAMES, type ArticleSegment, type IslandName } from "./article-types";

export const CONTENT_DIR = path.resolve(process.cwd(), "content");

export type ParsedSource = { frontmatter: unknown; body: string; bodyLine: number };

/** Splits a file into its YAML frontmatter and its MDX body. */
export function splitFrontmatter(text: string): ParsedSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { frontmatter: undefined, body: text, bodyLine: 1 };
  return { frontmatter: parseYaml(match[1] ?? ""), body: text.slice(match[0].length), bodyLine: match[0].split("\n").length };
}

export function articleFile(pagePath: string, contentDir = CONTENT_DIR): string {
  return path.join(contentDir, `${pagePath.replace(/^\//, "")}.mdx`);
}

/** Every article's page path, from the files under content/ (content/data holds island data). */
export function articlePaths(contentDir = CONTENT_DIR): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "data") walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (entry.isFile() && entry.name.endsWith(".mdx")) found.push(`${prefix}/${entry.name.slice(0, -".mdx".length)}`);
    }
  };
  walk(contentDir, "");
  return found.sort();
}

export function readFrontmatter(pagePath: string, contentDir: string = CONTENT_DIR): ArticleFrontmatter {
  const file = articleFile(pagePath, contentDir);
  const parsed = articleFrontmatterSchema.safeParse(splitFrontmatter(readFileSync(file, "utf8")).frontmatter);
  if (!parsed.success)
    throw new Error(
      `${path.relative(process.cwd(), file)}: frontmatter: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    );
  return parsed.data;
}

const MARKER = /<div data-island="([A-Za-z]+)"><\/div>/g;

/** The article as HTML segments and island slots, its h2 table of contents and its word count. */
export async function compileArticle(
  body: string,
): Promise<{ segments: ArticleSegment[]; toc: Array<{ id: string; title: string }>; words: number; html: string }> {
  const { default: Content } = await evaluate(body, { ...runtime, remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug] });
  const islands: Record<string, ComponentType> = Object.fromEntries(ISLAND_NAMES.map((name) => [name, () => createElement("div", { "data-island": name })]));
  const html = renderToStaticMarkup(createElement(Content, { components: islands }));
  const segments: ArticleSegment[] = [];
  let last = 0;
  for (const match of html.matchAll(MARKER)) {
    if (match.index > last) segments.push({ kind: "html", html: html.slice(last, match.index) });
    segments.push({ kind: "island", name: match[1] as IslandName });
    last = match.index + match[0].length;
  }
  if (last < html.length) segments.push({ kind: "html", html: html.slice(last) });
  const toc = [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map((match) => ({
    id: match[1] ?? "",
    title: decodeEntities((match[2] ?? "").replace(/<[^>]+>/g, "")),
  }));
  return { segments, toc, words: countWords(html), html };
}

function countWords(html: string): number {
  return decodeEntities(html.replace(/<[^>]+>/g, " "))
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}
