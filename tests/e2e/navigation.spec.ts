import { expect, test, waitForHydration, withConsent } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

test("the Resources dropdown opens on hover and closes shortly after the pointer leaves", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Resources" });
  await button.hover();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator(`#${await button.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
  await expect(menu.getByRole("link")).toHaveCount(6);
  await expect(menu.getByRole("link", { name: /VPN Company Relationships/ })).toContainText("Interactive ownership map");
  // A click right after hover keeps it open rather than toggling it shut.
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.mouse.move(5, 500);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
});

test("the Resources dropdown works by keyboard: arrows move, Escape closes and returns focus", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Resources" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: /^Blog/ }).first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("link", { name: /^Privacy Guide/ }).first()).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("link", { name: /^Methodology/ }).first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("link", { name: /^Blog/ }).first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("link", { name: /^Methodology/ }).first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/methodology$/);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator("#main-content")).toBeFocused();
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu toggle opens a flat menu that closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Resources" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main mobile" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(9);
    await menu.getByRole("link", { name: "Reading List" }).click();
    await expect(page).toHaveURL(/\/reading-list$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("a client-side navigation to the tracker builds the map and the table the prerender would have written", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // Survives only if the tracker opens without a document load.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("link", { name: "Open the legislation tracker" }).first().click();
  await expect(page).toHaveURL(/\/legal-tracker$/);
  await expect(page.locator(".world-map a.map-country").first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const shapes = await page.locator(".world-map .map-country").count();
  const rows = await page.locator(".countries-table tbody tr").count();
  // The same counts as the prerendered page, read from its HTML.
  const html = await (await page.request.get("/legal-tracker")).text();
  expect(shapes).toBe((html.match(/class="map-country[" ]/g) ?? []).length);
  expect(shapes).toBeGreaterThan(190);
  expect(rows).toBe((html.match(/<tr data-country=/g) ?? []).length);
});

test("after a client-side navigation, a failed fetch of the map's shapes shows an error with Retry, and Retry draws the map", async ({ page }) => {
  let refuse = true;
  await page.route("**/legal-tracker/world-map.json", (route) => (refuse ? route.fulfill({ status: 503, body: "" }) : route.fallback()));
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Open the legislation tracker" }).first().click();
  await expect(page).toHaveURL(/\/legal-tracker$/);
  const failure = page.getByRole("alert").filter({ hasText: "The map could not load" });
  await expect(failure).toBeVisible();
  await expect(page.locator(".world-map a.map-country")).toHaveCount(0);
  refuse = false;
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(page.locator(".world-map a.map-country").first()).toBeAttached();
  await expect(failure).toHaveCount(0);
  // The page's own data no longer carries the shapes: they came from the file.
  const data = await (await page.request.get("/legal-tracker.data")).text();
  expect(data).not.toContain('"geometry"');
});
