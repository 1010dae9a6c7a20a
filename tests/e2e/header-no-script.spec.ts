import { expect, test } from "./fixtures";

// Without JavaScript the header's buttons could do nothing: each path they open must be there anyway.
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
