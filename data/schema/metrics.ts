// Zod-free constants and types shared by the schemas and by code that runs in every browser
// (the overall rating, the tracker), so importing them never pulls zod into a page.

export const SCORED_METRICS = ["vpn_status", "age_verification", "censorship_surveillance", "data_protection", "social_media_blocking"] as const;
export const METRICS = [...SCORED_METRICS, "overall_rating"] as const;
export const STATUS_VALUES = ["green", "amber", "red", "grey"] as const;

export type ScoredMetric = (typeof SCORED_METRICS)[number];
export type Metric = (typeof METRICS)[number];
export type Status = (typeof STATUS_VALUES)[number];

/**
 * The metrics that ask "is there a restriction?": only these may rest on the absence of one
 * (a green inferred from comprehensive surveys), per the evidence policy in data/README.md.
 */
export const INFERABLE_METRICS = ["vpn_status", "age_verification", "social_media_blocking"] as const;

/** How strongly a cell is known: a source about the country, the absence of any restriction, or not yet. */
export type EvidenceStrength = "established" | "no_restriction_found" | "in_review";

/** Publishers whose surveys the brief names as selling VPNs (the evidence policy asks for it). */
export const SELLER_PUBLISHER_KINDS = ["vpn-seller", "vpn-affiliate"] as const;

/** The history starts here: the tracker's date control and the backfill go back to this day. */
export const HISTORY_START = "2015-01-01";
/** A change moves between colours: grey is "no record", never a state a law puts a country in. */
export const CHANGE_STATUS_VALUES = ["green", "amber", "red"] as const;
