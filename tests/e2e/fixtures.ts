import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Fails the test on any request to another origin: the site loads nothing from third parties. */
export const test = base.extend<{ foreignRequests: string[] }>({
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (url.startsWith("data:") || url.startsWith("blob:")) return;
        if (new URL(url).origin !== origin) foreign.push(url);
      });
      await use(foreign);
      expect(foreign, "requests to other origins").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Marks consent as given so the banner does not cover the page under test. */
export async function withConsent(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "privacy-atlas-cookie-consent",
      JSON.stringify({ hasConsented: true, preferences: { essential: true, analytics: false, marketing: false, functional: false }, timestamp: 1 }),
    );
  });
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until React has hydrated the page. Scripts start on the reader's first intent
 * (scripts/lib/defer-hydration.ts), so this moves the mouse, as a reader would, until they have.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.hydrated === "true") return true;
    window.dispatchEvent(new MouseEvent("mousemove"));
    return false;
  });
}
