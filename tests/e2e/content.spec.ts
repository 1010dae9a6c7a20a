import { expect, expectNoAxeViolations, test, waitForHydration, withConsent } from "./fixtures";

test.describe("articles", () => {
  test("an article shows its title, a table of contents, its sources and related pages", async ({ page }) => {
    await withConsent(page);
    await page.goto("/vpn-security");
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveCount(1);
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    await expect(toc).toBeVisible();
    const first = toc.getByRole("link").first();
    const target = (await first.getAttribute("href"))!;
    await first.click();
    await expect(page.locator(target)).toBeInViewport();
    const sources = page.locator(".sources-list li");
    expect(await sources.count()).toBeGreaterThanOrEqual(3);
    for (const href of await sources.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).toMatch(/^https:\/\//);
    await expect(page.getByRole("heading", { name: "Related pages" })).toBeVisible();
  });

  test("internal links inside an article navigate without a full reload", async ({ page }) => {
    await withConsent(page);
    await page.goto("/self-hosted-vpn");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.locator(".article-body a[href='/vpn-limitations']").first().click();
    await expect(page).toHaveURL(/\/vpn-limitations$/);
    await expect(page.locator("h1")).toContainText(/VPN/);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test("the Laplace demo answers with noise that grows as epsilon shrinks", async ({ page }) => {
    await withConsent(page);
    await page.goto("/differential-privacy");
    await waitForHydration(page);
    const demo = page.getByRole("region", { name: "Try it: the Laplace mechanism" });
    const spread = async () => {
      // Changing epsilon has cleared the earlier answers.
      await expect(demo.locator(".noise-value")).toHaveCount(0);
      await demo.getByRole("button", { name: "Ask 10 times" }).click();
      await demo.getByRole("button", { name: "Ask 10 times" }).click();
      const values = (await demo.locator(".noise-value").allInnerTexts()).map(Number);
      expect(values).toHaveLength(12);
      return values.reduce((sum, value) => sum + Math.abs(value - 312), 0) / values.length;
    };
    const slider = demo.getByRole("slider", { name: /Epsilon/ });
    await slider.fill("5");
    await expect(demo).toContainText("Noise scale 0.20");
    const narrow = await spread();
    await slider.fill("0.1");
    await expect(demo).toContainText("Noise scale 10.00");
    const wide = await spread();
    expect(wide).toBeGreaterThan(narrow);
    await expectNoAxeViolations(page);
  });

  test("the quantum-readiness checklist scores answers in the browser", async ({ page }) => {
    await withConsent(page);
    await page.goto("/quantum-readiness");
    await waitForHydration(page);
    const checklist = page.getByRole("region", { name: "Self-assessment: how ready are you?" });
    await expect(checklist).toContainText("Answer the questions to see your score.");
    const groups = checklist.getByRole("group");
    const total = await groups.count();
    expect(total).toBeGreaterThanOrEqual(10);
    for (let index = 0; index < total; index += 1) await groups.nth(index).getByLabel("Yes").check();
    await expect(checklist).toContainText(`Readiness: 100% (${total} of ${total} answered)`);
    await groups.first().getByLabel("No").check();
    await expect(checklist).toContainText("Where to start:");
    await expect(checklist).not.toContainText("Readiness: 100%");
    await expectNoAxeViolations(page);
  });

  test("the age-verification page shows the tracker's counts and the US state table", async ({ page }) => {
    await withConsent(page);
    await page.goto("/age-verification-laws");
    await waitForHydration(page);
    const stats = page.getByRole("region", { name: /Age verification across the 193 UN members/ });
    const numbers = (await stats.locator("strong").allInnerTexts()).map(Number);
    expect(numbers.reduce((sum, value) => sum + value, 0)).toBe(193);
    const table = page.getByRole("table", { name: /US states and age verification/ });
    expect(await table.getByRole("row").count()).toBeGreaterThan(20);
    await expect(table.getByRole("rowheader", { name: "Texas" })).toBeVisible();
  });
});

test("the blog lists its posts newest first with dates and topics", async ({ page }) => {
  await withConsent(page);
  await page.goto("/blog");
  await waitForHydration(page);
  const dates = await page.locator(".blog-list time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
  expect(dates.length).toBeGreaterThanOrEqual(3);
  expect(dates).toEqual([...dates].sort().reverse());
  await page.getByRole("link", { name: /privacy trinity/i }).click();
  await expect(page).toHaveURL(/\/blog\/privacy-trinity$/);
});

test.describe("request a VPN review", () => {
  test("names each invalid field, then prepares an email without sending anything", async ({ page }) => {
    await withConsent(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") posts.push(request.url());
    });
    await page.goto("/request-vpn-review");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Prepare my request" }).click();
    await expect(page.getByLabel("Provider name")).toBeFocused();
    await expect(page.getByLabel("Provider name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter the provider's name.")).toBeVisible();
    await expect(page.getByText("Enter the provider's website.")).toBeVisible();
    await page.getByLabel("Provider name").fill("Example VPN");
    await page.getByLabel("Website").fill("http://example.org");
    await page.getByLabel("Why should we review it?").fill("Readers in several countries ask about it.");
    await page.getByRole("button", { name: "Prepare my request" }).click();
    await expect(page.getByLabel("Website")).toBeFocused();
    await expect(page.getByText("Enter the full address, starting with https://")).toBeVisible();
    await page.getByLabel("Website").fill("https://example.org");
    await page.getByRole("button", { name: "Prepare my request" }).click();
    const ready = page.getByRole("region", { name: "Your request is ready" });
    await expect(ready).toBeFocused();
    const href = await ready.getByRole("link", { name: "Open in my email app" }).getAttribute("href");
    expect(href).toMatch(/^mailto:[^?]+\?subject=VPN%20review%20request%3A%20Example%20VPN&body=/);
    expect(decodeURIComponent(href!.split("&body=")[1]!)).toContain("Website: https://example.org");
    expect(posts).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test("the home page shows live tracker figures, the latest news, top VPNs and guides", async ({ page }) => {
  await withConsent(page);
  await page.goto("/");
  await waitForHydration(page);
  const figures = (await page.locator(".home-stats strong").allInnerTexts()).map(Number);
  expect(figures).toHaveLength(4);
  for (const figure of figures) expect(figure).toBeGreaterThanOrEqual(0);
  expect(figures[0]! + figures[1]! + figures[2]!).toBeLessThanOrEqual(193);
  const news = page.getByRole("region", { name: "Latest legislation news" }).or(page.locator("section[aria-labelledby='home-news']"));
  expect(await news.locator("li").count()).toBeGreaterThan(0);
  const top = page.locator("section[aria-labelledby='home-vpns'] li a");
  await expect(top).toHaveCount(3);
  await top.first().click();
  await expect(page).toHaveURL(/\/vpn\/[a-z0-9-]+$/);
});

test("a country page prints light, without controls, with each source's address", async ({ page }) => {
  await page.goto("/legal-tracker/germany");
  await waitForHydration(page);
  await page.emulateMedia({ media: "print" });
  const body = await page.evaluate(() => ({ background: getComputedStyle(document.body).backgroundColor, color: getComputedStyle(document.body).color }));
  expect(body).toEqual({ background: "rgb(255, 255, 255)", color: "rgb(0, 0, 0)" });
  for (const selector of [".consent-banner", ".settings-anchor", ".share-bar", ".site-header", ".site-footer"]) {
    await expect(page.locator(selector).first()).toBeHidden();
  }
  await expect(page.locator(".country-page button:visible")).toHaveCount(0);
  const source = page.locator('.country-brief a[href^="https://"]').first();
  const href = await source.getAttribute("href");
  expect(await source.evaluate((link) => getComputedStyle(link, "::after").content)).toBe(`" (${href})"`);
});
