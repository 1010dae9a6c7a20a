// Fixture statuses for browser tests: the page fetches the real published document, and these
// overrides replace the named countries' statuses (and evidence), so a test states the colours
// it checks and no routine data edit can break it.
import type { Page } from "@playwright/test";
import type { Country, LegislationStatusDocument, Survey } from "../../data/schema";

export type CountryOverride = Partial<Pick<Country, "statuses" | "evidence" | "summary">> & { statuses?: Partial<Country["statuses"]> };

/** Every scored metric set to one status, e.g. `all("green")`. */
export function all(status: "green" | "amber" | "red" | "grey"): Country["statuses"] {
  return { vpn_status: status, age_verification: status, censorship_surveillance: status, data_protection: status, social_media_blocking: status };
}

/** Invented surveys for inferred greens in tests (never a real publisher's list). */
export const FIXTURE_SURVEYS: Survey[] = [
  { id: "fixture-survey-a", title: "Fixture survey A", publisher: "Publisher A", publisher_kind: "ngo", url: "https://example.org/survey-a", date: "2026-01-15", metric: "vpn_status", covers: "all", restricting: [] },
  { id: "fixture-survey-b", title: "Fixture survey B", publisher: "Seller B", publisher_kind: "vpn-seller", url: "https://example.com/survey-b", date: "2026-02-20", metric: "vpn_status", covers: "all", restricting: [] },
];

/** An inferred green for `metric`, citing the fixture surveys. */
export function inferredGreen(metric: keyof Country["statuses"] = "vpn_status"): NonNullable<Country["evidence"]> {
  return {
    [metric]: {
      strength: "no_restriction_found",
      checked: "2026-03-01",
      surveys: FIXTURE_SURVEYS.map(({ id, title, publisher, publisher_kind, url, date }) => ({ id, title, publisher, publisher_kind, url, date })),
    },
  };
}

/**
 * Serves the published status document with the given countries' statuses replaced; `without`
 * leaves the named countries out of it, as members without data.
 */
export async function withFixtureStatuses(page: Page, overrides: Record<string, CountryOverride>, { without = [] }: { without?: readonly string[] } = {}) {
  await page.route("**/data/legislation-status.json", async (route) => {
    const response = await route.fetch();
    const document = (await response.json()) as LegislationStatusDocument;
    document.countries = document.countries.filter((country) => !without.includes(country.iso_a3)).map((country) => {
      const override = overrides[country.iso_a3];
      if (!override) return country;
      return { ...country, ...override, statuses: { ...country.statuses, ...override.statuses }, evidence: override.evidence ?? (override.statuses ? {} : country.evidence) };
    });
    document.surveys = FIXTURE_SURVEYS;
    await route.fulfill({ response, json: document });
  });
}
