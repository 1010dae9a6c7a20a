import type { Page } from "@playwright/test";
import { all, shownStatus, withFixtureStatuses, withNewerPublishedData } from "./fixture-data";
import { expect, expectNoAxeViolations, test, waitForHydration, withConsent } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function openMobileTracker(page: Page) {
  await withConsent(page);
  await page.goto("/legal-tracker");
  await waitForHydration(page);
  await expect(page.getByText("Loading map data...")).toHaveCount(0);
}

const sheet = (page: Page) => page.getByRole("dialog");
const list = (page: Page) => page.getByRole("region", { name: "Countries" });

test("the mobile layout replaces the desktop panels from first paint", async ({ page }) => {
  await withConsent(page);
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/legal-tracker");
  // Without any script, CSS alone picks the layout.
  await expect(page.getByRole("combobox", { name: "Search countries" })).toBeHidden();
  await expect(page.getByLabel("Search tracked countries")).toBeVisible();
  await expect(page.locator(".stats-row:visible")).toHaveCount(0);
  const width = await page.locator(".map-frame").evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(500);
});

test("tapping a country on the map opens the bottom sheet", async ({ page }) => {
  await openMobileTracker(page);
  await page.locator('[data-iso="AUS"]').tap();
  await expect(sheet(page)).toHaveAttribute("data-variant", "sheet");
  await expect(sheet(page).getByRole("heading", { name: "Australia", level: 2 })).toBeVisible();
  await expect(sheet(page).getByRole("heading", { name: "Key sources", level: 3 })).toBeVisible();
});

test("the country list shows 6 tracked countries, searches with 12 results at most, and says when nothing matches", async ({ page }) => {
  await openMobileTracker(page);
  await expect(list(page)).toContainText("Start typing to search tracked countries.");
  await expect(list(page).getByRole("listitem")).toHaveCount(6);
  const search = page.getByLabel("Search tracked countries");
  await search.fill("zzz");
  await expect(list(page)).toContainText('No countries match "zzz" yet.');
  await search.fill("a");
  const count = await list(page).getByRole("listitem").count();
  expect(count).toBeGreaterThan(6);
  expect(count).toBeLessThanOrEqual(12);
  await search.fill("japan");
  const japan = list(page).getByRole("link", { name: /^Japan/ });
  await japan.tap();
  await expect(sheet(page).getByRole("heading", { name: "Japan", level: 2 })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet(page)).toHaveCount(0);
  await expect(japan).toBeFocused();
});

test("the sheet closes by its close button, the backdrop and a swipe down", async ({ page }) => {
  await openMobileTracker(page);
  const open = () => list(page).getByRole("listitem").first().getByRole("link").click();
  await open();
  await sheet(page).getByRole("button", { name: "Close country brief" }).click();
  await expect(sheet(page)).toHaveCount(0);

  await open();
  await page.getByTestId("drawer-backdrop").click({ position: { x: 20, y: 20 } });
  await expect(sheet(page)).toHaveCount(0);

  await open();
  const handle = (await page.getByTestId("sheet-handle").boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + 200, { steps: 6 });
  await page.mouse.up();
  await expect(sheet(page)).toHaveCount(0);

  // A short drag is not a swipe: the sheet stays.
  await open();
  const again = (await page.getByTestId("sheet-handle").boundingBox())!;
  await page.mouse.move(again.x + again.width / 2, again.y + again.height / 2);
  await page.mouse.down();
  await page.mouse.move(again.x + again.width / 2, again.y + 30, { steps: 3 });
  await page.mouse.up();
  await expect(sheet(page)).toBeVisible();
});

test("mobile zoom: step 1.35 between 0.8 and 5, reset to the mobile centre", async ({ page }) => {
  await openMobileTracker(page);
  const map = page.locator(".world-map");
  await expect(map).toHaveAttribute("data-zoom", "1.100");
  await expect(map).toHaveCSS("touch-action", "pan-y");
  await page.getByRole("button", { name: "Zoom in" }).tap();
  await expect(map).toHaveAttribute("data-zoom", "1.485");
  await expect(map).toHaveCSS("touch-action", "none");
  await page.getByRole("button", { name: "Reset map view" }).tap();
  await page.getByRole("button", { name: "Zoom out" }).tap();
  await page.getByRole("button", { name: "Zoom out" }).tap();
  await expect(map).toHaveAttribute("data-zoom", "0.800");
  await expect(page.getByRole("button", { name: "Zoom out" })).toBeDisabled();
  await page.getByRole("button", { name: "Reset map view" }).tap();
  await expect(map).toHaveAttribute("data-zoom", "1.100");
});

test("status data is fetched with no-store, and a failure shows the red error with a Retry that reloads", async ({ page }) => {
  test.setTimeout(60_000);
  await withConsent(page);
  let failing = true;
  // Record the cache mode the page asks fetch for (the header it implies is added below the interception point).
  await page.addInitScript(() => {
    const original = window.fetch;
    (window as unknown as { __statusCache: string[] }).__statusCache = [];
    window.fetch = (input, init) => {
      if (String(input).includes("legislation-status.json")) (window as unknown as { __statusCache: string[] }).__statusCache.push(String(init?.cache));
      return original(input, init);
    };
  });
  // Once the failure is lifted, the fixture answers.
  await withFixtureStatuses(page, { DEU: { statuses: all("green") } });
  await page.route("**/data/legislation-status.json", async (route) => {
    if (failing) await route.fulfill({ status: 500, body: "broken" });
    else await route.fallback();
  });
  await page.goto("/legal-tracker");
  await waitForHydration(page);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Error loading data", { timeout: 20_000 });
  await expect(alert).toContainText("Failed to load legislation data: HTTP error! status: 500");
  expect(await page.evaluate(() => (window as unknown as { __statusCache: string[] }).__statusCache[0])).toBe("no-store");
  failing = false;
  await Promise.all([page.waitForEvent("load"), alert.getByRole("button", { name: "Retry" }).tap()]);
  await waitForHydration(page);
  await expect(page.getByText("Loading map data...")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect.poll(() => shownStatus(page, "DEU")).toBe("green");
});

test("recent updates: at most 6, and hidden when there are none", async ({ page }) => {
  await withConsent(page);
  await withNewerPublishedData(page);
  await page.route("**/data/legislation-news.json", (route) => route.fulfill({ json: { items: [] } }));
  await page.goto("/legal-tracker");
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Recent Legislation Watch" })).toHaveCount(0);
});

test("touch targets are at least 44 px", async ({ page }) => {
  await openMobileTracker(page);
  for (const locator of [page.getByRole("button", { name: "Zoom in" }), list(page).getByRole("link").first(), page.getByLabel("Colour by metric")]) {
    const box = (await locator.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
});

test("axe: no violations on the mobile tracker with the sheet open", async ({ page }) => {
  // axe walks the whole 193-country map; a busy 2-core machine needs more than the default.
  test.setTimeout(90_000);
  await openMobileTracker(page);
  await expectNoAxeViolations(page);
  await list(page).getByRole("listitem").first().getByRole("link").click();
  await expect(sheet(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the tracker fits without sideways scrolling and a country opens from the list", async ({ page }) => {
    await openMobileTracker(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await list(page).getByRole("listitem").first().getByRole("link").tap();
    await expect(sheet(page)).toBeVisible();
  });
});

test("a country page on a phone answers first: the statuses are on the first screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await withConsent(page);
  await page.goto("/legal-tracker/germany");
  await waitForHydration(page);
  const answer = page.locator(".brief-answer");
  const first = await answer.locator(".brief-statuses li").first().boundingBox();
  expect(first!.y + first!.height).toBeLessThanOrEqual(640);
  // Nothing of the brief comes before the answer.
  expect(await page.locator(".country-brief > *").first().getAttribute("class")).toContain("brief-answer");
});
