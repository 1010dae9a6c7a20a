import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const KEY = "privacy-atlas-cookie-consent";
const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), KEY);

test("Accept All stores all four categories and hides the banner", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const banner = page.getByRole("region", { name: "Your privacy choices" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Accept All" }).click();
  await expect(banner).toBeHidden();
  const record = await stored(page);
  expect(record.hasConsented).toBe(true);
  expect(record.preferences).toEqual({ essential: true, analytics: true, marketing: true, functional: true });
  expect(Math.abs(record.timestamp - Date.now())).toBeLessThan(60_000);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Your privacy choices" })).toBeHidden();
});

test("Reject All keeps only essential", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Reject All" }).click();
  expect((await stored(page)).preferences).toEqual({ essential: true, analytics: false, marketing: false, functional: false });
});

test("Save Preferences stores the chosen categories; essential cannot be switched off", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Preferences" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(dialog.getByRole("checkbox", { name: /Essential/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /Essential/ })).toBeDisabled();
  for (const name of ["Analytics", "Marketing", "Functional"]) {
    await expect(dialog.getByRole("checkbox", { name: new RegExp(name) })).not.toBeChecked();
  }
  await dialog.getByRole("checkbox", { name: /Functional/ }).check();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByRole("region", { name: "Your privacy choices" })).toBeHidden();
  expect((await stored(page)).preferences).toEqual({ essential: true, analytics: false, marketing: false, functional: true });
});

test("Cookie settings in the footer resets the choice and shows the banner again", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Accept All" }).click();
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(page.getByRole("region", { name: "Your privacy choices" })).toBeVisible();
  expect(await stored(page)).toBeNull();
});

test("an unreadable stored record shows the banner again", async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, "{not json"), KEY);
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Your privacy choices" })).toBeVisible();
});

test.describe("first paint, before any script of the bundle runs", () => {
  // The bundle's modules are refused, so what shows is the prerendered HTML, the stylesheet and the pre-paint scripts.
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
  });

  test("the notice is in the prerendered page and visible when no choice is stored", async ({ page }) => {
    await page.goto("/legal-tracker");
    await expect(page.locator("html")).toHaveAttribute("data-consent", "none");
    await expect(page.getByRole("region", { name: "Your privacy choices" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });

  test("the notice is hidden before paint when a choice is stored", async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(
        key,
        JSON.stringify({ hasConsented: true, preferences: { essential: true, analytics: false, marketing: false, functional: false }, timestamp: 1 }),
      );
    }, KEY);
    await page.goto("/legal-tracker");
    await expect(page.locator("html")).toHaveAttribute("data-consent", "stored");
    await expect(page.locator(".consent-banner")).toHaveCount(1);
    await expect(page.locator(".consent-banner")).toBeHidden();
  });
});

test("the stored choice keeps the notice hidden through hydration, in every frame painted", async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ hasConsented: true, preferences: { essential: true, analytics: true, marketing: true, functional: true }, timestamp: 1 }),
    );
    // Checked before each frame is painted (frames wait for the stylesheet), from the first paint until hydration.
    const state = { frames: 0, seen: false };
    (window as unknown as { __banner: typeof state }).__banner = state;
    const check = () => {
      const banner = document.querySelector(".consent-banner");
      if (banner && banner.getBoundingClientRect().height > 0) state.seen = true;
      state.frames++;
      if (document.documentElement.dataset.hydrated !== "true") requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, KEY);
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator(".consent-banner")).toHaveCount(0);
  const banner = await page.evaluate(() => (window as unknown as { __banner: { frames: number; seen: boolean } }).__banner);
  expect(banner.frames).toBeGreaterThan(0);
  expect(banner.seen).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("no notice asks for a choice nothing would store", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".consent-banner")).toBeHidden();
  });
});

test("the consent notice comes first by keyboard and never hides the focused element (WCAG 2.4.11)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/legal-tracker/germany");
  await waitForHydration(page);
  const banner = page.getByRole("region", { name: "Your privacy choices" });
  await expect(banner).toBeVisible();
  // After the skip link, Tab reaches the notice before anything else.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest(".consent-banner") !== null)).toBe(true);
  let checked = 0;
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press("Tab");
    const hidden = await page.evaluate(() => {
      const active = document.activeElement;
      const notice = document.querySelector(".consent-banner");
      if (!active || !notice || notice.contains(active) || active === document.body) return null;
      const rect = active.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return null;
      const top = notice.getBoundingClientRect().top;
      return { name: active.textContent?.trim().slice(0, 40) ?? active.tagName, covered: rect.bottom > top + 1 && rect.top < window.innerHeight };
    });
    if (hidden === null) continue;
    checked++;
    expect(hidden.covered, `focused "${hidden.name}" is under the consent notice`).toBe(false);
  }
  expect(checked).toBeGreaterThan(20);
});
