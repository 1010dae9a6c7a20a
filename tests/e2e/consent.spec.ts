import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const KEY = "privacy-atlas-cookie-consent";
const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), KEY);

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
