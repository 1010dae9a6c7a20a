import { z } from "zod";
import { httpsUrlSchema, isoDateSchema } from "./legislation";
import { claimSourceSchema } from "./vpn";

// Frontmatter of the articles in content/**/*.mdx (one file per page, named after its path).

// A source is cited the same way as a VPN claim's: its publication date, or the day it was read.
const articleSourceSchema = claimSourceSchema;

export const articleFrontmatterSchema = z
  .object({
    title: z.string().trim().min(1, "is required"),
    description: z.string().trim().min(40, "needs at least 40 characters").max(160, "must fit search results: at most 160 characters"),
    published: isoDateSchema,
    updated: isoDateSchema,
    topics: z
      .array(z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lowercase topic word"))
      .min(1)
      .max(4),
    related: z
      .array(z.string().regex(/^\/[a-z0-9/-]*$/, "must be a site path such as /legal-tracker"))
      .min(1)
      .max(6),
    further_reading: z.array(z.object({ title: z.string().trim().min(1), url: httpsUrlSchema }).strict()).optional(),
    sources: z.array(articleSourceSchema).min(1, "an article cites at least one source"),
  })
  .strict()
  .refine((article) => article.updated >= article.published, { message: "cannot be earlier than published", path: ["updated"] });

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
