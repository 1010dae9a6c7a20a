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
const FIXTURE_SURVEYS: Survey[] = [
  {
    id: "fixture-survey-a",
    title: "Fixture survey A",
    publisher: "Publisher A",
    publisher_kind: "ngo",
    url: "https://example.org/survey-a",
    date: "2026-01-15",
    metric: "vpn_status",
    covers: "all",
    restricting: [],
  },
  {
    id: "fixture-survey-b",
    title: "Fixture survey B",
    publisher: "Seller B",
    publisher_kind: "vpn-seller",
    url: "https://example.com/survey-b",
    date: "2026-02-20",
    metric: "vpn_status",
    covers: "all",
    restricting: [],
  },
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
 * Makes the page take its prerendered snapshot as out of date, so it fetches the published
 * documents (data/versions.json names versions the snapshot does not hold).
 */
export async function withNewerPublishedData(page: Page) {
  await page.route("**/data/versions.json", (route) => route.fulfill({ json: { status: "fixture-newer-status", news: "fixture-newer-news", un: "fixture" } }));
}

/**
 * Serves the published status document with the given countries' statuses replaced; `without`
 * leaves the named countries out of it, as members without data.
 */
export async function withFixtureStatuses(page: Page, overrides: Record<string, CountryOverride>, { without = [] }: { without?: readonly string[] } = {}) {
  await withNewerPublishedData(page);
  await page.route("**/data/legislation-status.json", async (route) => {
    // A test may end while the page still fetches: a request cut short by its page closing is not a failure.
    const response = await route.fetch().catch((error: Error) => (page.isClosed() || /disposed|closed/i.test(error.message) ? null : Promise.reject(error)));
    if (!response) return;
    const document = (await response
      .json()
      .catch((error: Error) => (/disposed|closed/i.test(error.message) ? null : Promise.reject(error)))) as LegislationStatusDocument | null;
    if (!document) return;
    document.countries = document.countries
      .filter((country) => !without.includes(country.iso_a3))
      .map((country) => {
        const override = overrides[country.iso_a3];
        if (!override) return country;
        return {
          ...country,
          ...override,
          statuses: { ...country.statuses, ...override.statuses },
          evidence: override.evidence ?? (override.statuses ? {} : country.evidence),
        };
      });
    document.surveys = FIXTURE_SURVEYS;
    await route.fulfill({ response, json: document });
  });
}

/** Status attributes of a map shape, by the metric the <svg> names (app/features/tracker/map/map-markup.ts). */
const STATUS_ATTRIBUTES: Record<string, string> = {
  overall_rating: "data-overall",
  vpn_status: "data-vpn",
  age_verification: "data-age",
  censorship_surveillance: "data-censorship",
  data_protection: "data-protection",
  social_media_blocking: "data-social",
};

/** The status a map shape shows: its attribute for the metric the map is coloured by. */
export function shownStatus(page: Page, iso: string): Promise<string | null> {
  return page.locator(`.world-map [data-iso="${iso}"]`).evaluate((element, attributes) => {
    const metric = element.closest("svg")!.getAttribute("data-metric")!;
    return element.getAttribute(attributes[metric]!);
  }, STATUS_ATTRIBUTES);
}

/** Every map shape's shown status, by ISO code. */
export function shownStatuses(page: Page): Promise<Record<string, string | null>> {
  return page.locator(".world-map").evaluate((svg, attributes) => {
    const attribute = attributes[svg.getAttribute("data-metric")!]!;
    return Object.fromEntries([...svg.querySelectorAll("[data-iso]")].map((node) => [node.getAttribute("data-iso")!, node.getAttribute(attribute)]));
  }, STATUS_ATTRIBUTES);
}
