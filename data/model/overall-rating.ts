import { SCORED_METRICS, type Metric, type ScoredMetric, type Status } from "../schema/metrics";

/** Weights of the five scored metrics in the overall rating (docs/product.md#overall-rating). */
export const METRIC_WEIGHTS: Record<ScoredMetric, number> = {
  vpn_status: 1.3,
  age_verification: 1,
  censorship_surveillance: 1.8,
  data_protection: 1.3,
  social_media_blocking: 1.2,
};

const STATUS_SCORE: Record<string, number> = { green: 3, amber: 2, red: 1 };
/** Grey, missing-in-spirit or unknown values score 1.2 (docs/product.md#overall-rating). */
const OTHER_SCORE = 1.2;
const PADDING_WEIGHT = 1.5;
const MIN_PRESENT = 3;

/**
 * The overall digital-rights rating, computed and never stored (docs/product.md#overall-rating): each present
 * metric scores green 3, amber 2, red 1, anything else 1.2; scores are averaged with the metric
 * weights; with fewer than three metrics present a grey entry of weight 1.5 is added. Green at
 * 2.4 or more, amber at 1.6 or more, red at 1 or more, otherwise grey; no weight at all is grey.
 */
export function overallRating(statuses: Partial<Record<Metric, string | undefined>>, weights: Record<ScoredMetric, number> = METRIC_WEIGHTS): Status {
  // Evidence policy: a country none of whose metrics is evidenced is never coloured
  // (docs/decisions/0003-overall-rating-without-evidence.md).
  if (!SCORED_METRICS.some((metric) => statuses[metric] !== undefined && statuses[metric] in STATUS_SCORE)) return "grey";
  let weighted = 0;
  let totalWeight = 0;
  let present = 0;
  for (const metric of SCORED_METRICS) {
    const status = statuses[metric];
    if (status === undefined) continue;
    const weight = weights[metric];
    weighted += (STATUS_SCORE[status] ?? OTHER_SCORE) * weight;
    totalWeight += weight;
    present += 1;
  }
  if (present < MIN_PRESENT) {
    weighted += OTHER_SCORE * PADDING_WEIGHT;
    totalWeight += PADDING_WEIGHT;
  }
  if (totalWeight === 0) return "grey";
  return ratingForAverage(weighted / totalWeight);
}

export function ratingForAverage(rawAverage: number): Status {
  // Rounding guards the boundaries (2.4, 1.6, 1.0) against floating-point drift.
  const average = Math.round(rawAverage * 1e9) / 1e9;
  if (average >= 2.4) return "green";
  if (average >= 1.6) return "amber";
  if (average >= 1) return "red";
  return "grey";
}
