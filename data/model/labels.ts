import type { Metric, Status } from "../schema/metrics";

/** Metric and status labels (docs/product.md#statuses-and-labels). */
export const METRIC_LABELS: Record<Metric, string> = {
  vpn_status: "VPN status",
  age_verification: "Age verification laws",
  censorship_surveillance: "Censorship & surveillance",
  data_protection: "Data protection adequacy",
  social_media_blocking: "Social Media Platform Bans (e.g. TikTok)",
  overall_rating: "Overall Digital Rights Rating",
};

export const METRIC_ORDER: readonly Metric[] = [
  "overall_rating",
  "vpn_status",
  "age_verification",
  "censorship_surveillance",
  "data_protection",
  "social_media_blocking",
];

export const STATUS_LABELS: Record<Metric, Record<Status, string>> = {
  vpn_status: { green: "Legal & accessible", amber: "Restricted or licensed", red: "Banned or heavily restricted", grey: "Unknown status" },
  age_verification: {
    green: "No age-verification mandate",
    amber: "Targeted or pending age checks",
    red: "Broad mandatory age verification",
    grey: "Unknown status",
  },
  censorship_surveillance: {
    green: "Open internet, limited surveillance",
    amber: "Selective blocking or broad surveillance",
    red: "Pervasive censorship and surveillance",
    grey: "Unknown status",
  },
  data_protection: {
    green: "Comprehensive law and independent regulator",
    amber: "Partial law or weak enforcement",
    red: "No meaningful protection",
    grey: "Unknown status",
  },
  social_media_blocking: { green: "No platform bans", amber: "Partial, temporary or age-based bans", red: "Major platforms banned", grey: "Unknown status" },
  overall_rating: {
    green: "Free / Strong protections",
    amber: "Partly Free / Mixed controls",
    red: "Not Free / Strict restrictions",
    grey: "Unknown / Insufficient data",
  },
};
