// The review-request form's rules, kept apart from the form so they can be tested.

export type ReviewRequest = { provider: string; website: string; reason: string };
export type ReviewRequestErrors = Partial<Record<keyof ReviewRequest, string>>;

const LIMITS = { provider: { min: 2, max: 80 }, reason: { min: 20, max: 1000 } } as const;

export function validateReviewRequest(input: ReviewRequest): ReviewRequestErrors {
  const errors: ReviewRequestErrors = {};
  const provider = input.provider.trim();
  if (provider.length < LIMITS.provider.min) errors.provider = "Enter the provider's name.";
  else if (provider.length > LIMITS.provider.max) errors.provider = `Keep the name under ${LIMITS.provider.max} characters.`;
  const website = input.website.trim();
  let url: URL | null = null;
  try {
    url = new URL(website);
  } catch {
    url = null;
  }
  if (!website) errors.website = "Enter the provider's website.";
  else if (!url || url.protocol !== "https:" || !url.hostname.includes(".")) errors.website = "Enter the full address, starting with https://";
  const reason = input.reason.trim();
  if (reason.length < LIMITS.reason.min) errors.reason = `Tell us in a sentence or two why (at least ${LIMITS.reason.min} characters).`;
  else if (reason.length > LIMITS.reason.max) errors.reason = `Keep it under ${LIMITS.reason.max} characters.`;
  return errors;
}

/** A mailto: link that hands the request to the reader's own email app: the site stores nothing. */
export function reviewRequestMailto(to: string, input: ReviewRequest): string {
  const subject = `VPN review request: ${input.provider.trim()}`;
  const body = [`Provider: ${input.provider.trim()}`, `Website: ${input.website.trim()}`, "", "Why we should review it:", input.reason.trim(), ""].join("\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
