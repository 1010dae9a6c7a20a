import { expect, expectNoAxeViolations, test, waitForHydration, withConsent } from "./fixtures";

const KEY = "privacy-atlas-subscription";

test("subscribing stores the plan in this browser and survives a reload; unsubscribing removes it", async ({ page }) => {
  await withConsent(page);
  await page.goto("/business-solutions");
  await waitForHydration(page);
  const plans = page.locator("#plans");
  await expect(plans).toContainText("No payment is taken and nothing leaves your browser");
  await expect(plans).toContainText("free for everyone");
  await plans.getByRole("button", { name: "Choose Pro" }).click();
  await expect(plans.getByRole("button", { name: "Subscribing…" })).toBeVisible();
  await expect(plans.getByText("Your current plan")).toBeVisible();
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY))!);
  expect(stored).toEqual({ plan: "pro", subscribedAt: expect.any(String), status: "active" });
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator(".plan-card.is-current h3")).toContainText("Pro");
  await expectNoAxeViolations(page);
  await page.locator("#plans").getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.locator(".plan-card.is-current")).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
});

test("a corrupted stored plan is removed with a console log, and the page still works", async ({ page }) => {
  await withConsent(page);
  await page.addInitScript((key) => localStorage.setItem(key, "{corrupt"), KEY);
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  await page.goto("/compare");
  await waitForHydration(page);
  await expect.poll(() => logs.some((line) => line.includes("unreadable saved subscription"))).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  await expect(page.locator('.plan-gate[data-feature="side-by-side"]')).toBeVisible();
});

test("a plan chosen on /business-solutions unlocks the comparison extras", async ({ page }) => {
  await withConsent(page);
  await page.goto("/business-solutions");
  await waitForHydration(page);
  await page.locator("#plans").getByRole("button", { name: "Choose Basic" }).click();
  await expect(page.getByText("Your current plan")).toBeVisible();
  await page.goto("/compare");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Download CSV" })).toBeVisible();
  await expect(page.locator('.plan-gate[data-feature="custom-reports"]')).toBeVisible();
});
