import type { Page } from "@playwright/test";
import { all, inferredGreen, withFixtureStatuses } from "./fixture-data";
import { expect, expectNoAxeViolations, test, waitForHydration, withConsent } from "./fixtures";

// Fixture statuses only: Fixture "NOR" is an inferred green on VPN status, "SWE" an established one.
async function openWithInferredGreen(page: Page, query = "?metric=vpn_status") {
  await withConsent(page);
  await withFixtureStatuses(page, {
    NOR: { statuses: all("green"), evidence: inferredGreen("vpn_status") },
    SWE: { statuses: all("green") },
  });
  await page.goto(`/legal-tracker${query}`);
  await waitForHydration(page);
  // The fixture arrives with the published data, after the prerendered map.
  await expect(page.locator('.world-map [data-iso="NOR"]')).toHaveAttribute("data-inferred", /\bvpn_status\b/, { timeout: 30_000 });
}

// Each test loads the tracker and its data; a busy 2-core machine needs more than the default.
test.describe.configure({ timeout: 120_000 });

/** The paint of a country shape, and the two colours of the stripes. */
async function paint(page: Page, iso: string) {
  return page.evaluate((code) => {
    const style = (selector: string, property: string) => getComputedStyle(document.querySelector(selector)!).getPropertyValue(property);
    return {
      fill: style(`[data-iso="${code}"]`, "fill"),
      base: style("#evidence-inferred-hatch .hatch-base", "fill"),
      line: style("#evidence-inferred-hatch .hatch-line", "stroke"),
    };
  }, iso);
}

test("an inferred green is striped on the map and named in words, unlike an established green", async ({ page }) => {
  await openWithInferredGreen(page);
  const inferred = page.locator('[data-iso="NOR"]');
  const established = page.locator('[data-iso="SWE"]');
  await expect(inferred).toHaveAttribute("aria-label", "Norway: Legal & accessible (no restriction found)");
  await expect(established).toHaveAttribute("aria-label", "Sweden: Legal & accessible");
  await expect(established).not.toHaveAttribute("data-inferred", /./);
  expect((await paint(page, "NOR")).fill).toContain("evidence-inferred-hatch");
  expect((await paint(page, "SWE")).fill).not.toContain("url(");
  const legend = page.getByRole("list", { name: "Map legend" });
  await expect(legend).toContainText("Striped: legal & accessible, no restriction found in comprehensive surveys");
  await inferred.focus();
  await expect(page.getByTestId("info-card")).toContainText("VPN status: Legal & accessible (no restriction found)");
  await expect(page.getByTestId("stat-free-countries-detail")).toHaveText(/^of which [1-9]\d* with no restriction found$/);
});

test("the stripes keep their contrast in dark, light, dim and high contrast", async ({ page }) => {
  await openWithInferredGreen(page);
  for (const theme of [["dark"], ["light"], ["dim"], ["dark", "high-contrast"], ["light", "high-contrast"]]) {
    await page.evaluate((classes) => {
      document.documentElement.classList.remove("dark", "light", "dim", "high-contrast");
      document.documentElement.classList.add(...classes);
    }, theme);
    const { base, line } = await paint(page, "NOR");
    expect(line, `stripes in ${theme.join(" + ")}`).not.toBe(base);
    expect(line).not.toBe("none");
  }
});

test("the brief names the surveys, says which comes from a VPN seller, and the table says it too", async ({ page }) => {
  await openWithInferredGreen(page, "?metric=vpn_status&country=NOR");
  const brief = page.getByRole("dialog");
  const vpn = brief.locator('[data-metric="vpn_status"]');
  await expect(vpn).toHaveAttribute("data-evidence", "no_restriction_found");
  await expect(vpn).toContainText("(no restriction found)");
  await expect(vpn).toContainText(
    "No restriction found in: Fixture survey A (Publisher A, 15 January 2026), Fixture survey B (Seller B, a VPN seller, 20 February 2026)",
  );
  await expect(vpn.getByRole("link", { name: "Fixture survey B" })).toHaveAttribute("href", "https://example.com/survey-b");
  await expect(brief.locator('[data-metric="data_protection"]')).toHaveAttribute("data-evidence", "established");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await page.getByText(/All 193 countries as a table/).click();
  await expect(page.getByRole("table").getByRole("row", { name: /^Norway/ })).toContainText("Legal & accessible (no restriction found)");
});

test("open data names the evidence columns, the methodology lists every grey cell and the freshness page its figures", async ({ page, request }) => {
  const csv = await (await request.get("/data/legislation-status.csv")).text();
  expect(csv.split("\r\n")[0]).toMatch(
    /,vpn_status_evidence,age_verification_evidence,censorship_surveillance_evidence,data_protection_evidence,social_media_blocking_evidence,surveys$/,
  );
  const document = (await (await request.get("/data/legislation-status.json")).json()) as {
    countries: Array<{ statuses: Record<string, string> }>;
    surveys: unknown[];
  };
  expect(Array.isArray(document.surveys)).toBe(true);
  const grey = document.countries.reduce((sum, country) => sum + Object.values(country.statuses).filter((status) => status === "grey").length, 0);
  await page.goto("/methodology");
  await expect(page.getByRole("heading", { name: "Every grey cell and why", level: 2 })).toBeVisible();
  await expect(page.locator(`section[aria-labelledby="grey-cells"]`)).toContainText(`${grey} statuses are grey`);
  await expect(page.locator(`section[aria-labelledby="grey-cells"] li`)).toHaveCount(grey);
  await expectNoAxeViolations(page);
  await page.goto("/data-freshness");
  await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(document.countries.length);
  await expectNoAxeViolations(page);
});
