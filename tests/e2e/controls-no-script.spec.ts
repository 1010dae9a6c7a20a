import { expect, test } from "./fixtures";

// Without JavaScript a button could do nothing: what it opens must be there anyway, and a control
// that only script can run is not offered.
test.use({ javaScriptEnabled: false });

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the phone menu is listed open, and no menu or settings button is offered", async ({ page }) => {
    await page.goto("/privacy-guide");
    const menu = page.getByRole("navigation", { name: "Main mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Theme Settings" })).toBeHidden();
    await menu.getByRole("link", { name: "Legal Tracker" }).click();
    await expect(page).toHaveURL(/\/legal-tracker$/);
  });
});

test.describe("wide screens", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the Resources list opens while its button has focus and stays open as Tab moves into it", async ({ page }) => {
    await page.goto("/privacy-guide");
    await expect(page.getByRole("navigation", { name: "Main mobile" })).toBeHidden();
    const panel = page.locator(".resources-menu ul");
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Resources" }).focus();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await expect(panel).toBeVisible();
    await panel.getByRole("link").first().press("Enter");
    await expect(page).not.toHaveURL(/\/privacy-guide$/);
  });
});

test("a country page offers its share links but no copy, follow or cookie-settings button", async ({ page }) => {
  await page.goto("/legal-tracker/germany");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeHidden();
  await expect(page.getByRole("button", { name: /^Follow/ })).toBeHidden();
  await expect(page.getByRole("button", { name: "Cookie settings" })).toBeHidden();
  const more = page.getByRole("group", { name: "Share this page" }).getByRole("button", { name: "More" });
  await more.focus();
  await expect(page.getByRole("link", { name: /Telegram/ })).toBeVisible();
});

test("the plans say that choosing one needs JavaScript and offer no button that would do nothing", async ({ page, request }) => {
  // Playwright's switch turns script off after parsing, so <noscript> stays unrendered here: read the HTML.
  const html = await (await request.get("/business-solutions")).text();
  expect(html).toMatch(/<noscript><p[^>]*>Choosing a plan needs JavaScript/);
  await page.goto("/business-solutions");
  // Hidden buttons leave the accessibility tree, so they are found by their markup.
  const choose = page.locator(".plan-card button", { hasText: /^Choose / });
  await expect(choose).toHaveCount(3);
  for (const button of await choose.all()) await expect(button).toBeHidden();
});
