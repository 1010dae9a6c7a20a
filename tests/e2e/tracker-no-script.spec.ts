import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { STATUS_LABELS } from "../../data/model/labels";
import { expect, test, WCAG_TAGS } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";

// A hardened privacy browser: no script runs at all. What is asserted is structure (links, forms,
// the server's answers), never a real country's colour.
test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

const mapLinks = (page: Page) => page.locator('.world-map a.map-country[href^="/legal-tracker/"]');

test("every country with data is a link on the map, the table is in the page, and nothing waits forever", async ({ page }) => {
  await page.goto("/legal-tracker");
  expect(await mapLinks(page).count()).toBeGreaterThan(100);
  await expect(page.getByText(/Loading/)).toHaveCount(0);
  await expect(page.locator(".map-controls")).toBeHidden();
  await page.getByText(/^All \d+ countries as a table$/).click();
  const rows = page.locator(".countries-table tbody tr");
  await expect(rows).toHaveCount(193);
  const link = rows.first().getByRole("link");
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a country on the map opens its page", async ({ page }) => {
  await page.goto("/legal-tracker");
  const country = mapLinks(page)
    .filter({ has: page.locator("path") })
    .first();
  const href = await country.getAttribute("href");
  await country.evaluate((element) => (element as unknown as SVGAElement).dispatchEvent(new MouseEvent("click", { bubbles: true })));
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("the metric menu is a form: the server answers with the map, legend and statistics for that metric", async ({ page }) => {
  await page.goto("/legal-tracker");
  await page.getByLabel("Colour by metric").selectOption("vpn_status");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/legal-tracker\?metric=vpn_status$/);
  await expect(page.locator(".world-map")).toHaveAttribute("data-metric", "vpn_status");
  await expect(page.getByLabel("Colour by metric")).toHaveValue("vpn_status");
  await expect(page.locator(".world-map")).toHaveAttribute("aria-label", /coloured by VPN/);
  const legend = page.locator(".tracker-desktop-only .legend:visible");
  await expect(legend).toHaveCount(1);
  await expect(legend).toContainText("Legal & accessible");
  await expect(page.locator(".stats-row:visible")).toHaveCount(1);
  // Each country's label names its VPN status, not its overall rating.
  const labels = await mapLinks(page).evaluateAll((links) =>
    links.map((link) =>
      link
        .getAttribute("aria-label")!
        .split(": ")[1]!
        .replace(/ \(.*\)$/, ""),
    ),
  );
  const vpnLabels: string[] = Object.values(STATUS_LABELS.vpn_status);
  expect(labels.filter((label) => !vpnLabels.includes(label))).toEqual([]);
});

test("search is a form: one match opens the country's page, several are listed as links", async ({ page }) => {
  await page.goto("/legal-tracker");
  const search = page.locator(".tracker-desktop-only").getByRole("combobox", { name: "Search countries" });
  await search.fill("germany");
  await page.locator(".tracker-desktop-only").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/legal-tracker\/germany$/);

  await page.goto("/legal-tracker");
  await search.fill("islands");
  await search.press("Enter");
  const notice = page.locator(".tracker-notice");
  await expect(notice).toContainText(/Countries that match your search: \d+/);
  await expect(notice.getByRole("link", { name: "Solomon Islands" })).toHaveAttribute("href", "/legal-tracker/solomon-islands");

  await page.goto("/legal-tracker?q=zzzz");
  await expect(page.locator(".tracker-notice")).toContainText("No country matches your search");
});

test("a search in Persian or Chinese is answered by the server with the country's page", async ({ page }) => {
  await page.goto(`/legal-tracker?q=${encodeURIComponent("آلمان")}`);
  await expect(page).toHaveURL(/\/legal-tracker\/germany$/);
  await page.goto(`/legal-tracker?q=${encodeURIComponent("德国")}`);
  await expect(page).toHaveURL(/\/legal-tracker\/germany$/);
});

test("a search on a translated tracker leads to the country's page in that language", async ({ page }) => {
  await page.goto("/fa/legal-tracker");
  const form = page.locator(".tracker-controls form[role=search]");
  await expect(form).toHaveAttribute("action", "/fa/legal-tracker");
  await form.locator('input[name="q"]').fill("آلمان");
  await form.locator('input[name="q"]').press("Enter");
  await expect(page).toHaveURL(/\/fa\/legal-tracker\/germany$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  // A shared ?country= link stays on the translated tracker, and its notice leads to the brief in that language.
  await page.goto("/fa/legal-tracker?country=IRN");
  await expect(page).toHaveURL(/\/fa\/legal-tracker\?country=IRN$/);
  await expect(page.locator(".tracker-notice a")).toHaveAttribute("href", "/fa/legal-tracker/iran");
  // A search with several matches lists them in Persian, each linked to its page in Persian.
  const text = (JSON.parse(readFileSync("data/i18n/fa/interface.json", "utf8")) as { strings: Record<string, { text: string }> }).strings;
  const heading = text["trackerNoScript.matches"]!.text.replace(/<\/?strong>/g, "")
    .split("{total}")[0]!
    .trim();
  await page.goto(`/fa/legal-tracker?q=${encodeURIComponent("ستان")}`);
  const notice = page.locator(".tracker-notice");
  await expect(notice).toContainText(heading);
  const links = notice.getByRole("link");
  expect(await links.count()).toBeGreaterThan(1);
  for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")!))) expect(href).toMatch(/^\/fa\/legal-tracker\//);
});

test("a translated tracker's metric menu is answered in its language", async ({ page }) => {
  const labels = (JSON.parse(readFileSync("data/i18n/fa/labels.json", "utf8")) as { strings: Record<string, { text: string }> }).strings;
  await page.goto("/fa/legal-tracker");
  const menu = page.locator('.tracker-controls select[name="metric"]:visible');
  await menu.selectOption("vpn_status");
  await menu.locator("xpath=ancestor::form").locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/fa\/legal-tracker\?metric=vpn_status$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page.locator(".world-map")).toHaveAttribute("data-metric", "vpn_status");
  await expect(menu).toHaveValue("vpn_status");
  // The map and each country are named in Persian, by the VPN metric's labels.
  await expect(page.locator(".world-map")).toHaveAttribute("aria-label", new RegExp(labels["metric.vpn_status"]!.text));
  const vpnLabels = Object.entries(labels)
    .filter(([key]) => key.startsWith("status.vpn_status."))
    .map(([, value]) => value.text);
  const named = await page
    .locator('.world-map a.map-country[href^="/fa/legal-tracker/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")!));
  expect(named.length).toBeGreaterThan(100);
  expect(named.filter((label) => !vpnLabels.some((status) => label.includes(status)))).toEqual([]);
});

test("a shared ?country= link resolves to that country's brief", async ({ page }) => {
  await page.goto("/legal-tracker?country=IRN");
  const link = page.locator(".tracker-notice").getByRole("link", { name: "read the brief for Iran" });
  await link.click();
  await expect(page).toHaveURL(/\/legal-tracker\/iran$/);
  await expect(page.getByRole("heading", { level: 1, name: /Iran/ })).toBeVisible();
});

test("on a 320 px phone without JavaScript the search comes first and is a form", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/legal-tracker");
  const search = page.locator(".tracker-mobile-only").getByRole("searchbox", { name: "Search tracked countries" });
  const map = page.locator(".world-map");
  expect((await search.boundingBox())!.y).toBeLessThan((await map.boundingBox())!.y);
  await search.fill("japan");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/legal-tracker\/japan$/);
});

test.describe("axe without JavaScript", () => {
  // axe itself needs script, so the page is given to a scripted browser as a script-less one renders
  // it: no <script>, and <noscript> content shown.
  test.use({ javaScriptEnabled: true });
  test("no WCAG 2.2 AA violations on the tracker and its answers", async ({ page }) => {
    test.setTimeout(120_000);
    await page.route(/\/legal-tracker(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/<noscript([^>]*)>/g, "<div data-was-noscript$1>")
        .replaceAll("</noscript>", "</div>");
      await route.fulfill({ response, body: html, headers: { ...response.headers(), "content-encoding": "" } });
    });
    for (const url of ["/legal-tracker", "/legal-tracker?metric=age_verification", "/legal-tracker?q=islands", "/legal-tracker?country=IRN"]) {
      await page.goto(url);
      await expect(page.locator(".world-map")).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(
        results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        ),
        url,
      ).toEqual([]);
    }
    await page.goto("/legal-tracker?q=islands");
    await expect(page.locator(".tracker-notice")).toBeVisible();
  });
});
