// Zod-free constants and types shared by the schemas and by code that runs in every browser
// (the overall rating, the tracker), so importing them never pulls zod into a page.

export const SCORED_METRICS = [
  "vpn_status",
  "age_verification",
  "censorship_surveillance",
  "data_protection",
  "social_media_blocking",
] as const;
export const METRICS = [...SCORED_METRICS, "overall_rating"] as const;
export const STATUS_VALUES = ["green", "amber", "red", "grey"] as const;

export type ScoredMetric = (typeof SCORED_METRICS)[number];
export type Metric = (typeof METRICS)[number];
export type Status = (typeof STATUS_VALUES)[number];
