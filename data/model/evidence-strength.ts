import type { EvidenceStrength, Metric, ScoredMetric, Status } from "../schema/metrics";

type WithEvidence = {
  statuses: Partial<Record<Metric, Status>>;
  evidence?: Partial<Record<ScoredMetric, { strength: "no_restriction_found" | "in_review" } | undefined>>;
};

/**
 * How a cell is known (evidence policy, "Two strengths of evidence"): a grey cell is in review, a
 * cell with a "no restriction found" entry rests on surveys, every other colour on a source about
 * the country. The overall rating is computed, so it is established or in review.
 */
export function strengthOf(country: WithEvidence | null | undefined, metric: Metric): EvidenceStrength {
  const status = country?.statuses[metric] ?? "grey";
  if (status === "grey") return "in_review";
  if (metric === "overall_rating") return "established";
  // Amber and red are always established (data:check refuses anything else).
  return status === "green" && country?.evidence?.[metric]?.strength === "no_restriction_found" ? "no_restriction_found" : "established";
}

/** The metrics of a country that rest on the absence of a restriction. */
export function inferredMetrics(country: WithEvidence | null | undefined): ScoredMetric[] {
  const evidence = country?.evidence ?? {};
  return (Object.keys(evidence) as ScoredMetric[])
    .filter((metric) => evidence[metric]?.strength === "no_restriction_found" && country?.statuses[metric] === "green")
    .sort();
}

/** Words beside an inferred green wherever a status is shown, so it is never told by pattern alone. */
export const INFERRED_LABEL = "no restriction found";
export const INFERRED_EXPLANATION = "Green because comprehensive surveys list no restriction here, not because a source about the country says so.";
