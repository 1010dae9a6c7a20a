// "Using a VPN here" on briefs, and the comparison's "For use in" filter. The brief tests serve
// fixture statuses and fixture provider reports, so no real country's colour decides a result.
import type { Page } from "@playwright/test";
import { all, withFixtureStatuses } from "./fixture-data";
import { expect, expectNoAxeViolations, test, waitForHydration, withConsent } from "./fixtures";

const FIXTURE_PROVIDERS = {
  generated_at: "2026-11-01T00:00:00Z",
  companies: null,
  providers: [
    {
      slug: "fixture-vpn",
      name: "Fixture VPN",
      status: "active",
      country_reports: [
        {
          country: "DEU",
          outcome: "blocked",
          date: "2026-05-01",
          summary: "A fixture newspaper reported the provider blocked by a fixture order.",
          source_kind: "news",
          sources: [{ title: "Fixture order reported", url: "https://example.org/fixture-order", date: "2026-05-01" }],
        },
      ],
    },
    {
      slug: "gone-vpn",
      name: "Gone VPN",
      status: "discontinued",
      country_reports: [
        {
          country: "DEU",
          outcome: "works",
          date: "2026-06-01",
          summary: "A discontinued provider is never listed.",
          source_kind: "news",
          sources: [{ title: "Old", url: "https://example.org/old", date: "2026-06-01" }],
        },
      ],
    },
  ],
};

async function withFixtureProviders(page: Page, { failFirst = false } = {}) {
  let failed = !failFirst;
  await page.route("**/data/vpn-providers.json", async (route) => {
    if (!failed) {
      failed = true;
      return route.fulfill({ status: 503, body: "unavailable" });
    }
    await route.fulfill({ json: FIXTURE_PROVIDERS });
  });
}

async function openBrief(page: Page, iso: string) {
  await page.goto(`/legal-tracker?country=${iso}`);
  await waitForHydration(page);
  const dialog = page.getByRole("dialog");
  return dialog.getByRole("region", { name: "Using a VPN here" });
}

test("a red country's brief warns of legal risk and lists reviewed providers with outside reports, newest first", async ({ page }) => {
  test.setTimeout(90_000);
  await withConsent(page);
  await withFixtureStatuses(page, { DEU: { statuses: { ...all("green"), vpn_status: "red" } } });
  await withFixtureProviders(page, { failFirst: true });
  await page.goto("/legal-tracker?country=DEU");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog");
  // A failed load says so, with Retry.
  await dialog.getByRole("alert").filter({ hasText: "could not be loaded" }).getByRole("button", { name: "Retry" }).click();
  const section = dialog.getByRole("region", { name: "Using a VPN here" });
  await expect(section.getByRole("note")).toContainText("Legal risk.");
  await expect(section.getByRole("note")).toContainText("No VPN makes this safe");
  await expect(section).toContainText("Banned or heavily restricted");
  const reports = section.locator(".vpn-reports > li");
  await expect(reports).toHaveCount(1);
  await expect(reports.first()).toContainText("Fixture VPN");
  await expect(reports.first()).toContainText("Reported blocked");
  await expect(reports.first().getByRole("link", { name: "Fixture order reported" })).toHaveAttribute("href", "https://example.org/fixture-order");
  await expect(section).not.toContainText("Gone VPN");
  await expect(section).toContainText("one outside report of a reviewed provider blocked or disrupted here is on record, from 1 May 2026.");
  await expectNoAxeViolations(page);
});

test("an amber country without reports says no recent independent report exists; a green one carries no warning", async ({ page }) => {
  await withConsent(page);
  await withFixtureStatuses(page, { FRA: { statuses: { ...all("green"), vpn_status: "amber" } }, JPN: { statuses: all("green") } });
  await withFixtureProviders(page);
  const amber = await openBrief(page, "FRA");
  await expect(amber).toContainText("Restricted or licensed");
  await expect(amber).toContainText("No recent independent report");
  await expect(amber.getByRole("note")).toHaveCount(0);
  const green = await openBrief(page, "JPN");
  await expect(green).toContainText("Legal & accessible");
  await expect(green.getByRole("note")).toHaveCount(0);
  await expect(green.getByRole("heading", { name: "Reviewed providers with outside reports here" })).toHaveCount(0);
});

test("every country page carries the section in its HTML, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ["/legal-tracker/germany", "/legal-tracker/japan"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Using a VPN here", level: 2 })).toBeVisible();
  }
  await context.close();
});

test("the comparison narrows to providers with a report from a country, by keyboard and by a shared URL", async ({ page }) => {
  await withConsent(page);
  await page.goto("/compare");
  await waitForHydration(page);
  const select = page.getByLabel("For use in");
  const options = await select
    .locator("option")
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? "" })).filter((option) => option.value),
    );
  test.skip(options.length === 0, "no provider has an outside country report yet");
  const [first] = options;
  await select.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(new RegExp(`[?&]country=${first!.value}`));
  const rows = page.locator(".compare-table tbody tr");
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toContainText(`with an outside report from ${first!.label}`);
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (const cell of await rows.locator("td:last-child").allTextContents())
    expect(cell).toMatch(/^(Reported working|Reported blocked|Mixed reports), \d{1,2} \w+ \d{4}$/);
  await expect(page.getByRole("columnheader", { name: `In ${first!.label}` })).toBeVisible();

  await page.goto(`/compare?country=${first!.value}`);
  await waitForHydration(page);
  await expect(select).toHaveValue(first!.value);
  await expect(rows).toHaveCount(count);
});
