import type { ArticleFrontmatter } from "@data/schema/article";

/** The islands an article may place on its own line: interactive parts the site supplies. */
export const ISLAND_NAMES = ["LaplaceDemo", "QuantumReadinessChecklist", "AgeVerificationStats", "UsStateAgeVerificationTable"] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

export type ArticleSegment = { kind: "html"; html: string } | { kind: "island"; name: IslandName };

export type AgeVerificationSummary = {
  counts: { green: number; amber: number; red: number; grey: number };
  states: Array<{
    name: string;
    code: string;
    status: "green" | "amber" | "red" | "grey";
    note: string | null;
    sources: Array<{ title: string; url: string }>;
  }>;
  updatedAt: string;
};

export type ChecklistQuestion = { id: string; text: string; why: string; weight: number };

export type IslandData = { ageVerification?: AgeVerificationSummary; checklist?: ChecklistQuestion[] };

export type Article = {
  path: string;
  frontmatter: ArticleFrontmatter;
  segments: ArticleSegment[];
  toc: Array<{ id: string; title: string }>;
  words: number;
  /** Internal pages this article links to, with their titles, for "related" and further reading. */
  relatedTitles: Record<string, string>;
  islands: IslandData;
};

export type ArticleSummary = { path: string; title: string; description: string; published: string; updated: string; topics: string[]; words: number };
