import type { Page } from "@playwright/test";
import { all, withFixtureStatuses } from "./fixture-data";
import { expect, expectNoAxeViolations, test, waitForHydration, withConsent } from "./fixtures";

async function openTracker(page: Page) {
  await withConsent(page);
  // Fixture data: every country has data, so every country is reachable.
  await withFixtureStatuses(page, { DEU: { statuses: all("green") } });
  await page.goto("/legal-tracker");
  await waitForHydration(page);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element?.matches("a.map-country")) return null;
    const box = (element as unknown as SVGGraphicsElement).getBBox();
    return { iso: element.getAttribute("data-iso")!, x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });

test("the map is one Tab stop: Tab enters it on one country and the next Tab leaves it", async ({ page }) => {
  await openTracker(page);
  await expect(page.locator('.world-map a.map-country[tabindex="0"]')).toHaveCount(1);
  await page.locator(".skip-map").focus();
  await page.keyboard.press("Tab");
  const first = await focused(page);
  expect(first).not.toBeNull();
  await page.keyboard.press("Tab");
  expect(await focused(page)).toBeNull();
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeFocused();
  // Shift+Tab comes back to the same country.
  await page.keyboard.press("Shift+Tab");
  expect((await focused(page))?.iso).toBe(first!.iso);
});

test("arrow keys move to the next country in that direction, and Enter opens it", async ({ page }) => {
  await openTracker(page);
  await page.locator('.world-map [data-iso="DEU"]').focus();
  const start = (await focused(page))!;
  await page.keyboard.press("ArrowRight");
  const east = (await focused(page))!;
  expect(east.iso).not.toBe(start.iso);
  expect(east.x).toBeGreaterThan(start.x);
  await page.keyboard.press("ArrowLeft");
  const back = (await focused(page))!;
  expect(back.x).toBeLessThan(east.x);
  await page.keyboard.press("ArrowUp");
  const north = (await focused(page))!;
  expect(north.y).toBeLessThan(back.y);
  await page.keyboard.press("ArrowDown");
  expect((await focused(page))!.y).toBeGreaterThan(north.y);
  // The country reached is now the map's Tab stop.
  const here = (await focused(page))!.iso;
  await expect(page.locator(`.world-map [data-iso="${here}"]`)).toHaveAttribute("tabindex", "0");
  await expect(page.locator('.world-map a.map-country[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`country=${here}`));
});

test("a focus ring shows around the smallest country, in every theme", async ({ page }) => {
  await openTracker(page);
  await page.keyboard.press("Tab"); // keyboard use, so focus is shown as it would be
  for (const theme of [["dark"], ["light"], ["dim"], ["dark", "high-contrast"], ["light", "high-contrast"]]) {
    await page.evaluate((classes) => {
      document.documentElement.classList.remove("dark", "light", "dim", "high-contrast");
      document.documentElement.classList.add(...classes);
    }, theme);
    // A marker: a country too small for its own shape.
    await page.locator(".world-map a.map-marker").first().focus();
    const ring = page.locator(".map-focus-ring-inner");
    await expect(ring).toBeVisible();
    const box = (await ring.boundingBox())!;
    expect(box.width, theme.join(" ")).toBeGreaterThanOrEqual(20);
    const colours = await page.evaluate(() => {
      const inner = getComputedStyle(document.querySelector(".map-focus-ring-inner")!).stroke;
      const outer = getComputedStyle(document.querySelector(".map-focus-ring-outer")!).stroke;
      return { inner, outer };
    });
    expect(colours.inner, theme.join(" ")).not.toBe(colours.outer);
    expect(colours.inner).not.toBe("none");
  }
});

test("“Skip the map” passes the map and its controls", async ({ page }) => {
  await openTracker(page);
  const skip = page.getByRole("link", { name: "Skip the map" });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#tracker-after-map")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest(".map-frame") === null)).toBe(true);
});

test("axe: no violations with a country focused by keyboard", async ({ page }) => {
  test.setTimeout(90_000);
  await openTracker(page);
  await page.locator('.world-map [data-iso="DEU"]').focus();
  await page.keyboard.press("ArrowRight");
  await expectNoAxeViolations(page);
});

test("the enlarged map keeps Tab inside it, and a country in far-apart pieces is reached at its own point", async ({ page }) => {
  await openTracker(page);
  await page.getByRole("button", { name: "Enlarge map" }).click();
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".map-frame") !== null)).toBe(true);
  }
  await page.keyboard.press("Escape");
  // Russia's shape reaches far east and west; its ring sits at its own point, not mid-map.
  await page.locator('.world-map [data-iso="RUS"]').focus();
  const ring = (await page.locator(".map-focus-ring-inner").boundingBox())!;
  const map = (await page.locator(".world-map").boundingBox())!;
  expect(ring.width).toBeLessThan(map.width / 4);
});
