// The tracker in its other languages (issue 22): the language in the page, the switcher by
// keyboard, the browser's language as a suggestion only, search by native names, and a stale
// translation falling back to the English with its notice.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { countrySlug } from "../../app/features/tracker/country-slug";
import { LANGUAGES, SITE_LANGUAGES } from "../../app/lib/i18n/languages";
import { TRANSLATION_LANGUAGES } from "../../data/schema/languages";
import { expect, expectNoAxeViolations, test, waitForHydration, withConsent } from "./fixtures";

type VpnFile = { country_reports: Array<{ country: string; sources: Array<{ date?: string }> }> };

/** A current translation of an interface text (npm run i18n:check keeps every one current). */
function interfaceText(language: string, key: string): string {
  const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../data/i18n/${language}/interface.json`), "utf8")) as {
    strings: Record<string, { text: string }>;
  };
  return file.strings[key]!.text;
}

const germany = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../data/countries/DEU.json"), "utf8")) as { summary: string };

test("a translated page says its language and direction, and links every version of itself", async ({ page }) => {
  await page.goto("/fa/legal-tracker/germany");
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  for (const language of SITE_LANGUAGES) {
    const href = language === "en" ? "/legal-tracker/germany" : `/${LANGUAGES[language].prefix}/legal-tracker/germany`;
    await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute("href", new RegExp(`${href}$`));
  }
  // The authoritative English is one link away from every translated brief.
  await expect(page.locator('.brief-translation-note a[hreflang="en"][href="/legal-tracker/germany"]')).toBeVisible();

  await page.goto("/zh-hans/legal-tracker");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.goto("/legal-tracker/germany");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a missing page under a language's prefix is that language's 404 page", async ({ page }) => {
  const response = await page.goto("/fa/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("the language switcher works by keyboard and remembers the choice", async ({ page }) => {
  await withConsent(page);
  await page.goto("/legal-tracker/germany");
  await waitForHydration(page);
  const switcher = page.locator(".language-switcher summary");
  await switcher.focus();
  await page.keyboard.press("Enter");
  const russian = page.getByRole("link", { name: LANGUAGES.ru.name });
  await expect(russian).toBeVisible();
  // English is first, then Russian: two Tabs from the summary.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(russian).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ru\/legal-tracker\/germany$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  expect(await page.evaluate(() => localStorage.getItem("privacy-atlas-language"))).toBe("ru");

  // Escape closes the list and gives focus back to its button.
  await switcher.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: LANGUAGES.tr.name })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: LANGUAGES.tr.name })).toBeHidden();
  await expect(switcher).toBeFocused();
});

test("switching from one translated language to another shows the new language's text", async ({ page }) => {
  await withConsent(page);
  for (const [path, key, selector] of [
    ["/legal-tracker", "tracker.trackerTitle", "h1"],
    ["/legal-tracker/germany", "brief.atAGlance", "#page-status"],
  ] as const) {
    await page.goto(`/fa${path}`);
    await waitForHydration(page);
    await expect(page.locator(selector)).toHaveText(interfaceText("fa", key));
    await page.locator(".language-switcher summary").click();
    await page.getByRole("link", { name: LANGUAGES.ru.name }).click();
    await expect(page).toHaveURL(new RegExp(`/ru${path}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    // The Russian text, not the Persian the page had before the switch.
    await expect(page.locator(selector)).toHaveText(interfaceText("ru", key));
    await expect(page.locator(".skip-link")).toHaveText(interfaceText("ru", "layout.skipToContent"));
  }
});

test("a translated brief dates the VPN reports' sources in its language", async ({ page }) => {
  // A provider's country report citing an undated page, found in the data rather than named here.
  const report = readdirSync(path.resolve(import.meta.dirname, "../../data/vpns"))
    .map((file) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../data/vpns", file), "utf8")) as VpnFile)
    .flatMap((vpn) => vpn.country_reports)
    .find((entry) => entry.sources.some((source) => !source.date));
  expect(report, "a country report with an undated source").toBeDefined();
  const country = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../data/countries/${report!.country}.json`), "utf8")) as { name: string };
  await page.goto(`/legal-tracker/${countrySlug(country.name)}`);
  await expect(page.locator(".vpn-reports .source-links").filter({ hasText: "accessed" }).first()).toBeVisible();
  await page.goto(`/fa/legal-tracker/${countrySlug(country.name)}`);
  const sources = page.locator(".vpn-reports .source-links");
  await expect(sources.filter({ hasText: interfaceText("fa", "sourceLinks.accessed").replace(" {date}", "") }).first()).toBeVisible();
  // The dates in brackets after the titles (a title itself may name a month in English).
  await expect(
    sources.locator("li > span").filter({ hasText: /accessed|January|February|March|April|May|June|July|August|September|October|November|December/ }),
  ).toHaveCount(0);
  expect(await sources.locator("li > span").count()).toBeGreaterThan(0);
});

test.describe("the browser's language", () => {
  test.use({ locale: "fa-IR" });

  test("is suggested, never followed, and a dismissal is remembered", async ({ page }) => {
    await withConsent(page);
    await page.goto("/legal-tracker");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/legal-tracker$/);
    const suggestion = page.getByRole("complementary", { name: "Language suggestion" });
    await expect(suggestion.getByRole("link", { name: LANGUAGES.fa.name })).toHaveAttribute("href", "/fa/legal-tracker");
    // It floats over the page, so appearing after load shifts nothing.
    await expect(suggestion).toHaveCSS("position", "fixed");
    await suggestion.getByRole("button", { name: "Dismiss" }).click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("complementary", { name: "Language suggestion" })).toBeHidden();
  });
});

test("a search in Persian and in Russian finds the country on that language's tracker", async ({ page }) => {
  await withConsent(page);
  for (const [prefix, query] of [
    ["fa", "آلمان"],
    ["ru", "Германия"],
  ] as const) {
    await page.goto(`/${prefix}/legal-tracker`);
    await waitForHydration(page);
    const search = page.locator('.tracker-controls input[type="search"]');
    await search.fill(query);
    // The option carries the name in the page's language (CLDR), which is the query itself.
    await expect(page.getByRole("option", { name: new RegExp(query) })).toBeVisible();
  }
});

test("a stale translation shows the English with a notice instead", async ({ page }) => {
  await withConsent(page);
  // Fixture: Persian translations of Germany's brief whose summary was made from another English.
  await page.route("**/i18n/fa/briefs/DEU.json", (route) =>
    route.fulfill({ json: { strings: { summary: { from: "0000000000000000", text: "متنی که از انگلیسی قدیمی ترجمه شده است" } } } }),
  );
  await page.goto("/fa/legal-tracker?country=DEU");
  await waitForHydration(page);
  const brief = page.getByRole("dialog");
  const summary = brief.locator('[data-translation="stale"]');
  await expect(summary).toHaveText(germany.summary);
  await expect(summary).toHaveAttribute("lang", "en");
  await expect(brief.locator(".translation-notice").first()).toBeVisible();
  await expect(brief.getByText("متنی که از انگلیسی قدیمی ترجمه شده است")).toHaveCount(0);
});

test.describe("axe in every language", () => {
  for (const language of TRANSLATION_LANGUAGES) {
    const prefix = LANGUAGES[language].prefix;
    for (const page of [`/${prefix}/legal-tracker`, `/${prefix}/legal-tracker/germany`]) {
      test(`no WCAG 2.2 AA violations on ${page}`, async ({ page: browser }) => {
        await withConsent(browser);
        await browser.goto(page);
        await waitForHydration(browser);
        await expectNoAxeViolations(browser);
      });
    }
  }
});
