import { SELF_HOSTED_VPN_PATHS, sitePages } from "../../app/site-pages";
import { expect, test, waitForHydration, withConsent } from "./fixtures";

const paths = [...sitePages().map((page) => page.path), ...SELF_HOSTED_VPN_PATHS.slice(1)];

test.describe("every route of the site", () => {
  for (const path of paths) {
    test(`${path} answers 200 with one h1 and its own title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      const expected = sitePages().find((entry) => entry.path === path) ?? sitePages().find((entry) => entry.path === "/self-hosted-vpn")!;
      await expect(page).toHaveTitle(expected.title.includes("Privacy Atlas") ? expected.title : `${expected.title} | Privacy Atlas`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", expected.description);
    });
  }

  test("titles are unique across canonical pages", async () => {
    const titles = sitePages().map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test("an unknown VPN review answers 404", async ({ page }) => {
  const response = await page.goto("/vpn/no-such-provider");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  // Still the not-found page once the router has hydrated and tried to load the review's data.
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("the four self-hosted VPN paths show one page with one canonical URL", async ({ page }) => {
  const canonicals = new Set<string | null>();
  for (const path of SELF_HOSTED_VPN_PATHS) {
    await page.goto(path);
    const canonical = page.locator('link[rel="canonical"]');
    // The origin is SITE_ORIGIN at build time; the path is what matters here.
    await expect(canonical).toHaveAttribute("href", /^https?:\/\/[^/]+\/self-hosted-vpn$/);
    canonicals.add(await canonical.getAttribute("href"));
    await expect(page.locator("h1")).toHaveText(/Self-hosted VPN/);
  }
  expect(canonicals.size).toBe(1);
});

test("navigating in the browser loads the next page without a full reload and scrolls to the top", async ({ page }) => {
  await withConsent(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Methodology" }).click();
  await expect(page.locator("h1")).toHaveText(/Methodology/);
  await expect(page).toHaveURL(/\/methodology$/);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a slow page chunk shows the skeleton placeholder while it loads", async ({ page }) => {
  await withConsent(page);
  await page.goto("/");
  await waitForHydration(page);
  // Hold back the route module of the articles so the skeleton stays visible.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/article-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  await expect(page.getByTestId("page-skeleton")).toBeVisible();
  release();
  await expect(page.locator("h1")).toHaveText(/About Privacy Atlas/);
  await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
});

test("an unknown country brief answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/legal-tracker/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("web vitals are logged to the console once the page is idle", async ({ page }) => {
  await withConsent(page);
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  await page.goto("/about");
  await waitForHydration(page);
  await expect
    .poll(() => logs.filter((line) => line.startsWith("[web-vitals] ")).map((line) => line.split(" ")[1]), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(["TTFB", "FCP"]));
});
