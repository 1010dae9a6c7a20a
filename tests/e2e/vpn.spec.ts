import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration, withConsent } from "./fixtures";

async function withPlan(page: Page, plan: "basic" | "pro") {
  await page.addInitScript((value) => {
    localStorage.setItem("privacy-atlas-subscription", JSON.stringify({ plan: value, subscribedAt: "2026-11-01T10:00:00.000Z", status: "active" }));
  }, plan);
}

const rowNames = (page: Page) => page.locator(".compare-table tbody th[scope='row']").allInnerTexts();

test.describe("VPN review", () => {
  test("shows the verdict, the score breakdown and a source with a date for each fact", async ({ page }) => {
    await withConsent(page);
    await page.goto("/vpn/mullvad");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Mullvad VPN review" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Score: \d+ out of 100/ })).toBeVisible();
    const breakdown = page.getByRole("table", { name: "Score breakdown for Mullvad VPN" });
    await expect(breakdown.getByRole("row")).toHaveCount(9);
    const facts = page.getByRole("table", { name: /Facts about Mullvad VPN/ });
    const logging = facts.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Logging policy" }) });
    await expect(logging).toContainText("No activity or connection logs");
    await expect(logging.getByRole("link").first()).toHaveAttribute("href", /^https:\/\//);
    await expect(logging).toContainText(/\(\d{1,2} \w+ \d{4}\)|accessed/);
    await expect(page.getByRole("heading", { name: "Independent audits" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "In countries that restrict VPNs" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("every review is reachable from the comparison table", async ({ page }) => {
    await withConsent(page);
    await page.goto("/compare");
    await waitForHydration(page);
    const links = page.locator(".compare-table tbody th a");
    expect(await links.count()).toBeGreaterThanOrEqual(25);
    await links.filter({ hasText: "Proton VPN" }).click();
    await expect(page).toHaveURL(/\/vpn\/proton-vpn$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Proton VPN review");
  });
});

test.describe("compare", () => {
  test("sorts by a column, keeps the order in the URL, and restores it on reload", async ({ page }) => {
    await withConsent(page);
    await page.goto("/compare");
    await waitForHydration(page);
    const byScore = await rowNames(page);
    await page.getByRole("button", { name: /^Provider/ }).click();
    await expect(page).toHaveURL(/sort=name/);
    // The address changes as the navigation starts; the table re-sorts when its render commits.
    const ascending = [...byScore].sort((a, b) => a.localeCompare(b));
    await expect.poll(() => rowNames(page)).toEqual(ascending);
    await expect(page.getByRole("columnheader", { name: /Provider/ })).toHaveAttribute("aria-sort", "ascending");
    await page.getByRole("button", { name: /^Provider/ }).click();
    await expect(page).toHaveURL(/sort=name&dir=desc/);
    await expect.poll(() => rowNames(page)).toEqual([...ascending].reverse());
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => rowNames(page)).toEqual([...ascending].reverse());
  });

  test("filters narrow the table and live in the URL; the keyboard operates them", async ({ page }) => {
    await withConsent(page);
    await page.goto("/compare");
    await waitForHydration(page);
    const total = (await rowNames(page)).length;
    await page.getByLabel("An independent audit").focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/audited=1/);
    await expect.poll(async () => (await rowNames(page)).length).toBeLessThan(total);
    const audited = (await rowNames(page)).length;
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(`Showing ${audited} of ${total} providers`);
    await page.getByLabel("Logging").selectOption("no-logs");
    await expect(page).toHaveURL(/logging=no-logs/);
    await expect
      .poll(async () => [...new Set(await page.locator(".compare-table tbody tr td:nth-child(5)").allInnerTexts())])
      .toEqual(["No activity or connection logs"]);
    // Typed key by key, as a reader does: the space between the words must survive.
    await page.getByLabel("Search").pressSequentially("mullvad vpn");
    await expect(page.getByLabel("Search")).toHaveValue("mullvad vpn");
    await expect(page).toHaveURL(/q=mullvad(\+|%20)vpn/);
    await expect.poll(() => rowNames(page)).toEqual(["Mullvad VPN"]);
    await page.goto("/compare?q=zzzz");
    await expect(page.getByText("No provider matches every filter")).toBeVisible();
    await page.getByRole("button", { name: "Reset filters" }).click();
    await expect(page).toHaveURL(/\/compare$/);
  });

  test("without a plan the extras sit behind the gate; the basic filters still work", async ({ page }) => {
    await withConsent(page);
    await page.goto("/compare?outside5=1");
    await waitForHydration(page);
    for (const feature of ["advanced-filtering", "side-by-side", "export-data", "custom-reports"]) {
      await expect(page.locator(`.plan-gate[data-feature="${feature}"]`)).toBeVisible();
    }
    await expect(page.locator(".plan-gate").first()).toContainText("no payment is taken");
    // A gated filter in a shared link does nothing for a reader without the plan.
    expect((await rowNames(page)).length).toBeGreaterThanOrEqual(25);
    await expect(page.getByRole("columnheader", { name: "Pick" })).toHaveCount(0);
  });

  test("with the Basic plan: advanced filters, side by side and export work; the report needs Pro", async ({ page }) => {
    await withConsent(page);
    await withPlan(page, "basic");
    await page.goto("/compare");
    await waitForHydration(page);
    await page.getByLabel("Outside the Five Eyes").click();
    await expect(page).toHaveURL(/outside5=1/);
    const fiveEyes = ["United States", "United Kingdom", "Canada", "Australia", "New Zealand", "Not verified"];
    await expect
      .poll(async () => (await page.locator(".compare-table tbody tr td:nth-child(3)").allInnerTexts()).filter((cell) => fiveEyes.includes(cell)))
      .toEqual([]);
    expect((await rowNames(page)).length).toBeGreaterThan(0);
    await page.getByLabel("Outside the Five Eyes").click();
    await expect(page.getByLabel("Outside the Five Eyes")).not.toBeChecked();
    await page.getByLabel("Pick Mullvad VPN").click();
    await expect(page.getByLabel("Pick Mullvad VPN")).toBeChecked();
    await page.getByLabel("Pick Proton VPN").click();
    await expect(page).toHaveURL(/pick=mullvad%2Cproton-vpn|pick=mullvad,proton-vpn/);
    const side = page.getByRole("table", { name: "Picked providers side by side" });
    await expect(side.getByRole("columnheader")).toHaveText(["Criterion", "Mullvad VPN", "Proton VPN"]);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("privacy-atlas-vpn-comparison.csv");
    const text = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(text).toString("utf8").split("\n")[0]).toMatch(/^Provider,Score,Jurisdiction,Owner,Logging/);
    await expect(page.locator('.plan-gate[data-feature="custom-reports"]')).toContainText("Pro plan");
    await expectNoAxeViolations(page);
  });

  test("with the Pro plan: a custom report of the chosen providers and criteria", async ({ page }) => {
    await withConsent(page);
    await withPlan(page, "pro");
    await page.goto("/compare?pick=mullvad,ivpn");
    await waitForHydration(page);
    await page.getByLabel("Owner", { exact: true }).click();
    await expect(page.getByLabel("Owner", { exact: true })).not.toBeChecked();
    await page.getByRole("button", { name: /Build the report \(2 providers, 5 criteria\)/ }).click();
    const report = page.getByRole("region", { name: "Custom comparison report" });
    await expect(report.getByRole("columnheader")).toHaveText(["Criterion", "Mullvad VPN", "IVPN"]);
    await expect(report.getByRole("rowheader")).toHaveText(["Score", "Jurisdiction", "Logging", "Audits", "Monthly price"]);
    await expect(report.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  });
});

test("the ranking lists every provider, best score first, each with its reasons", async ({ page }) => {
  await withConsent(page);
  await page.goto("/best-vpns-for-privacy");
  await waitForHydration(page);
  const scores = (await page.locator(".ranking-item .score-number").allInnerTexts()).map(Number);
  expect(scores.length).toBeGreaterThanOrEqual(25);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await expect(page.locator(".ranking-item").first()).toContainText("Scores well on");
});

test.describe("ownership map", () => {
  test("a node can be focused and explored with the keyboard alone", async ({ page }) => {
    await withConsent(page);
    await page.goto("/vpn-company-relationships");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Reset view" }).focus();
    await page.keyboard.press("Tab");
    const focused = page.locator(".ownership-node:focus");
    await expect(focused).toHaveCount(1);
    const label = (await focused.getAttribute("aria-label"))!;
    const name = label.split(",")[0]!;
    await page.keyboard.press("Enter");
    await expect(focused).toHaveAttribute("aria-pressed", "true");
    const panel = page.getByRole("complementary", { name: "Focused company or brand" });
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(name);
    const relation = panel.getByRole("listitem").first().getByRole("button");
    const other = await relation.innerText();
    await relation.focus();
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(other);
    await expect(page.locator(".ownership-node:focus")).toHaveAttribute("aria-label", new RegExp(`^${other.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},`));
    await page.keyboard.press("Escape");
    await expect(panel).toContainText("Select a company or brand");
    await expectNoAxeViolations(page);
  });

  test("filtering by company shows only its family; zoom changes the view", async ({ page }) => {
    await withConsent(page);
    await page.goto("/vpn-company-relationships");
    await waitForHydration(page);
    const all = await page.locator(".ownership-node").count();
    // The family that owns ExpressVPN, whatever its root company is called.
    const families = await page
      .getByLabel("Show company")
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    let family = 0;
    for (const value of families) {
      await page.getByLabel("Show company").selectOption(value);
      if ((await page.locator('.ownership-node[aria-label^="ExpressVPN,"]').count()) === 1) {
        family = await page.locator(".ownership-node").count();
        break;
      }
    }
    expect(family).toBeGreaterThan(1);
    expect(family).toBeLessThan(all);
    await expect(page.locator('.ownership-node[aria-label^="ExpressVPN,"]')).toHaveCount(1);
    const before = await page.locator(".ownership-svg").getAttribute("viewBox");
    await page.getByRole("button", { name: "Zoom in" }).click();
    expect(await page.locator(".ownership-svg").getAttribute("viewBox")).not.toBe(before);
  });

  test("every relationship in the table links to its evidence", async ({ page }) => {
    await withConsent(page);
    await page.goto("/vpn-company-relationships");
    await waitForHydration(page);
    const link = page
      .getByRole("table", { name: /Every relationship/ })
      .getByRole("link")
      .first();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    const entry = page.locator(href.slice(href.indexOf("#")));
    await expect(entry).toBeVisible();
    await expect(entry.getByRole("link").first()).toHaveAttribute("href", /^https:\/\//);
  });
});
