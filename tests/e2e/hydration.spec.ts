// Every page hydrates without React reporting a mismatch, today and in a later year (values the
// HTML shows are computed at build time), and unknown addresses show the not-found page cleanly.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, withConsent } from "./fixtures";

/** React's hydration complaints, in development wording and as minified production errors. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|423|425)/i;

function recordHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && HYDRATION.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (HYDRATION.test(error.message)) errors.push(error.message);
  });
  return errors;
}

const PAGES = ["/", "/legal-tracker", "/legal-tracker/germany", "/vpn/mullvad", "/privacy-guide", "/compare", "/methodology"];

for (const year of ["this year", "in 2031"]) {
  test(`no hydration error on the main page types, ${year}`, async ({ page }) => {
    test.setTimeout(90_000);
    if (year !== "this year") await page.clock.setSystemTime(new Date("2031-03-01T12:00:00Z"));
    await withConsent(page);
    const errors = recordHydrationErrors(page);
    for (const path of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      expect(errors, `hydration errors on ${path}`).toEqual([]);
    }
    // The footer keeps the build's year, as its HTML said.
    await expect(page.locator("footer")).toContainText(`–${new Date().getFullYear()} Privacy Atlas`);
  });
}

test("an unknown review or country shows the not-found page without a hydration error", async ({ page }) => {
  await withConsent(page);
  const errors = recordHydrationErrors(page);
  for (const path of ["/vpn/no-such-vpn", "/legal-tracker/no-such-country"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
    // The reader's address stays in the address bar.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(errors, `hydration errors on ${path}`).toEqual([]);
  }
});
