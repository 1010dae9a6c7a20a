import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkArticle, checkContent } from "./content-check";

const known = new Set(["/", "/legal-tracker", "/vpn-security", "/about"]);
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
const frontmatter = `---
title: "A test article"
description: "A description that is long enough to pass the forty-character floor."
published: 2026-11-01
updated: 2026-11-21
topics: ["privacy"]
related: ["/legal-tracker"]
sources:
  - title: "Source"
    url: "https://example.org/source"
    date: 2025-01-01
---
`;

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function contentDir(files: Record<string, string>) {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "pa-content-")), "content");
  dirs.push(path.dirname(dir));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const reasons = async (body: string, head = frontmatter) =>
  (await checkArticle("/test", contentDir({ "test.mdx": head + body }), known)).map((problem) => problem.reason);

describe("checkArticle", () => {
  it("passes a valid article", async () => {
    expect(await reasons(`Intro ${words(400)}\n\n## Section\n\n${words(420)} [tracker](/legal-tracker) and [a source](https://example.org/source).\n`)).toEqual(
      [],
    );
  });

  it("names each frontmatter problem", async () => {
    const head = frontmatter
      .replace("published: 2026-11-01", "published: 2026-13-01")
      .replace('related: ["/legal-tracker"]', 'related: ["/nowhere"]')
      .replace("https://example.org/source", "http://example.org/source");
    const found = await reasons(words(900), head);
    expect(found).toContainEqual(expect.stringMatching(/^frontmatter published: /));
    expect(found).toContainEqual("frontmatter sources.0.url: must use https://");
    expect(found.some((reason) => reason.startsWith("frontmatter related") || reason.startsWith("frontmatter updated"))).toBe(true);
  });

  it("enforces the word floor", async () => {
    expect(await reasons(words(120))).toEqual(["has 120 words; articles need at least 800"]);
  });

  it("rejects links to pages that do not exist, http links and missing anchors", async () => {
    const found = await reasons(
      `${words(850)} [a](/no-such-page) [b](http://example.org) [c](#nowhere) [d](mailto:editors@example.org) [e](/vpn-security#top)\n`,
    );
    expect(found).toEqual([
      "links to /no-such-page, which is not a page of the site",
      "links to http://example.org: external links must use https://",
      "links to #nowhere, which is not a heading on this page",
    ]);
  });

  it("rejects empty sections and a level-1 heading", async () => {
    const found = await reasons(`# Title again\n\n${words(850)}\n\n## Empty\n\n## Full\n\ntext\n\n### Last\n`);
    expect(found).toEqual(["uses a level-1 heading (#); the title is the page's only h1", 'section "Empty" is empty', 'section "Last" is empty']);
  });

  it("reports MDX that does not compile", async () => {
    const found = await reasons(`${words(850)} a stray { brace\n`);
    expect(found[0]).toMatch(/^does not compile as MDX: /);
  });
});

describe("checkContent", () => {
  it("reports a routed article whose file is missing", async () => {
    const dir = contentDir({ "present.mdx": frontmatter + words(900) });
    const problems = await checkContent(dir, known, ["/present", "/absent"]);
    expect(problems).toEqual([{ file: "content/absent.mdx", reason: "is missing: its route reads this file" }]);
  });
});
