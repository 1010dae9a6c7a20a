// A page's scripts load on the reader's first intent or once the loaded page has been quiet
// (scripts/lib/defer-hydration.ts); what the reader did before hydration is replayed, not lost.
import type { Page } from "@playwright/test";
import { expect, test, withConsent } from "./fixtures";
import { all, withFixtureStatuses } from "./fixture-data";

/** Holds the client entry until `release()`, so the test acts while the page is not yet hydrated. */
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route("**/assets/entry.client-*.js", async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** Opens a page with its clock paused a second after load; returns the scripts it requests. */
async function openWithClockPaused(page: Page, path: string) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.clock.install();
  await withConsent(page);
  await page.goto(path);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return scripts;
}

test("no script loads while the reader only reads; the page starts on its own once quiet", async ({ page }) => {
  const scripts = await openWithClockPaused(page, "/legal-tracker/germany");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts).toEqual([]);
  // The quiet time after load (3 s), then the browser's idle callback (at most 2 s more).
  await page.clock.runFor(5_100);
  await page.clock.resume();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(scripts.length).toBeGreaterThan(0);
});

test("a key press starts the scripts", async ({ page }) => {
  const scripts = await openWithClockPaused(page, "/privacy-guide");
  expect(scripts).toEqual([]);
  await page.clock.resume();
  await page.keyboard.press("Tab");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
});

test("a tap on the menu button before hydration opens the menu once the page has hydrated", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await withConsent(page);
  const held = await holdScripts(page);
  await page.goto("/");
  const button = page.getByRole("button", { name: "Open menu" });
  await button.click();
  await expect.poll(() => held.requested.length).toBeGreaterThan(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("navigation", { name: "Main mobile" })).toBeHidden();
  held.release();
  await expect(page.getByRole("navigation", { name: "Main mobile" })).toBeVisible();
  // Replayed once: the menu stays open, its button now offers to close it.
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
});

test("a tap on a country before hydration opens its brief in place, not its page", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await withConsent(page);
  await withFixtureStatuses(page, { DEU: { statuses: all("green") } });
  const held = await holdScripts(page);
  await page.goto("/legal-tracker");
  await page.locator('.world-map [data-iso="DEU"]').click();
  await expect.poll(() => held.requested.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/legal-tracker$/);
  held.release();
  // The replayed tap opens the country in place at once; its brief shows once the fixture's
  // status document (newer than the page's snapshot) has loaded, which takes longer on a busy machine.
  await expect(page).toHaveURL(/\/legal-tracker\?.*country=DEU/);
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Germany", level: 2 })).toBeVisible({ timeout: 15_000 });
});

test("text typed before hydration reaches the search once the page has hydrated", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await withConsent(page);
  const held = await holdScripts(page);
  await page.goto("/legal-tracker");
  const search = page.getByRole("combobox", { name: "Search countries" });
  await search.fill("kingdom");
  await expect.poll(() => held.requested.length).toBeGreaterThan(0);
  await expect(page.getByRole("option", { name: /United Kingdom/ })).toHaveCount(0);
  held.release();
  await expect(page.getByRole("option", { name: /United Kingdom/ })).toBeVisible();
  await expect(search).toHaveValue("kingdom");
  await expect(search).toBeFocused();
});

test("a checkbox ticked and an option chosen before hydration are the filters once the page has hydrated", async ({ page }) => {
  await withConsent(page);
  const held = await holdScripts(page);
  await page.goto("/compare");
  await page.getByLabel("An independent audit").check();
  await page.getByLabel("Logging").selectOption("no-logs");
  await expect.poll(() => held.requested.length).toBeGreaterThan(0);
  await expect(page).not.toHaveURL(/audited=1/);
  held.release();
  await expect(page).toHaveURL(/audited=1/);
  await expect(page).toHaveURL(/logging=no-logs/);
  await expect(page.getByLabel("An independent audit")).toBeChecked();
  await expect(page.getByLabel("Logging")).toHaveValue("no-logs");
});
