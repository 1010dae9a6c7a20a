import { expect, test, waitForHydration, withConsent } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await withConsent(page);
});

test("dark is the default theme, applied before any script of the app runs", async ({ page }) => {
  await page.route("**/assets/**", (route) => route.abort());
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("a stored theme is applied before first paint, with no flash of the default", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("privacy-atlas-theme", "light"));
  // With the app's scripts blocked only the inline pre-paint script can set the class.
  await page.route("**/assets/**", (route) => route.abort());
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});

test("the settings panel changes the theme, which persists across reloads", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Theme Settings" }).click();
  const panel = page.getByRole("dialog", { name: "Settings" });
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(256, 0);
  const group = panel.getByRole("group", { name: "Choose theme" });
  await expect(group.getByRole("radio")).toHaveCount(3);
  await expect(group.getByRole("radio", { name: "Dark" })).toBeChecked();
  await group.getByRole("radio", { name: "Dim" }).check();
  await expect(page.locator("html")).toHaveClass(/\bdim\b/);
  expect(await page.evaluate(() => localStorage.getItem("privacy-atlas-theme"))).toBe("dim");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdim\b/);
});

test("a stored 'system' theme follows the operating system", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => window.localStorage.setItem("privacy-atlas-theme", "system"));
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("accessibility toggles switch document classes and are not persisted", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Theme Settings" }).click();
  const panel = page.getByRole("dialog", { name: "Settings" });
  await expect(panel.getByRole("heading", { name: "Accessibility Options" })).toBeVisible();
  const contrast = panel.getByRole("button", { name: "High contrast" });
  const large = panel.getByRole("button", { name: "Large text" });
  await expect(contrast).toHaveAccessibleDescription("Improves text visibility");
  await expect(large).toHaveAccessibleDescription("Increases font size");
  await expect(contrast).toHaveAttribute("aria-pressed", "false");
  await contrast.click();
  await expect(contrast).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveClass(/\bhigh-contrast\b/);
  await large.click();
  await expect(page.locator("html")).toHaveClass(/\blarge-text\b/);
  await large.click();
  await expect(page.locator("html")).not.toHaveClass(/\blarge-text\b/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator("html")).not.toHaveClass(/\bhigh-contrast\b/);
});

test("the settings button has a tooltip", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Theme Settings" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Theme Settings");
});
