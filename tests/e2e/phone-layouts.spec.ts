import { expect, test, waitForHydration, withConsent } from "./fixtures";

const pages = [
  "/",
  "/legal-tracker",
  "/legal-tracker/united-states",
  "/compare",
  "/vpn-company-relationships",
  "/methodology",
  "/vpn/mullvad",
  "/privacy-guide",
  "/data",
];

for (const width of [320, 390, 768]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path}: ${scrollWidth}`);
    }
    expect(wide).toEqual([]);
  });
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the comparison says it scrolls sideways, and it does", async ({ page }) => {
    await withConsent(page);
    await page.goto("/compare");
    await waitForHydration(page);
    await expect(page.getByText("Scroll the table sideways to see every column.")).toBeVisible();
    const scroller = page.getByRole("region", { name: "VPN comparison table" });
    const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
  });

  test("the ownership graph keeps labels readable and scrolls inside its frame", async ({ page }) => {
    await withConsent(page);
    await page.goto("/vpn-company-relationships");
    await waitForHydration(page);
    const label = page.locator(".ownership-svg text").first();
    expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(10);
    await expect(page.getByRole("table", { name: /Every relationship/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("controls a thumb uses are at least 24 px, and 44 px where the layout allows", async ({ page }) => {
    await page.goto("/legal-tracker");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Your privacy choices" });
    const targets = [
      ...(await banner.getByRole("button").all()),
      page.getByRole("button", { name: "Theme Settings" }),
      page.getByLabel("Colour by metric"),
      page.getByLabel("Search tracked countries"),
      page.getByRole("button", { name: "Zoom in" }),
      page.getByRole("button", { name: "Enlarge map" }),
      page.getByRole("region", { name: "Countries" }).getByRole("link").first(),
    ];
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height), await target.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(24);
    }
    for (const target of [page.getByRole("button", { name: "Zoom in" }), page.getByRole("button", { name: "Enlarge map" })]) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  });

  test("the map can be enlarged to the whole screen, and a tapped country opens its brief", async ({ page }) => {
    await withConsent(page);
    await page.goto("/legal-tracker");
    await waitForHydration(page);
    const map = page.locator(".world-map");
    const before = (await map.boundingBox())!;
    await page.getByRole("button", { name: "Enlarge map" }).click();
    await expect(page.getByRole("button", { name: "Enlarge map" })).toHaveAttribute("aria-pressed", "true");
    const after = (await map.boundingBox())!;
    expect(after.height).toBeGreaterThan(before.height * 2);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Enlarge map" })).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: "Enlarge map" }).click();
    const country = page.locator('.world-map a.map-country[data-iso="BRA"]');
    await country.scrollIntoViewIfNeeded();
    await country.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The brief is never behind the enlarged map.
    await expect(page.locator(".map-frame")).not.toHaveClass(/is-enlarged/);
  });
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the zoom buttons sit below the map instead of covering it", async ({ page }) => {
    await withConsent(page);
    await page.goto("/legal-tracker");
    await waitForHydration(page);
    const map = (await page.locator(".world-map").boundingBox())!;
    const zoom = (await page.getByRole("button", { name: "Zoom in" }).boundingBox())!;
    expect(zoom.y).toBeGreaterThanOrEqual(map.y + map.height - 1);
  });
});
