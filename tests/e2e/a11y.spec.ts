import { SELF_HOSTED_VPN_PATHS, sitePages } from "../../app/site-pages";
import { expectNoAxeViolations, test, waitForHydration, withConsent } from "./fixtures";

const paths = [...sitePages().map((page) => page.path), ...SELF_HOSTED_VPN_PATHS.slice(1), "/not-a-page"];

test.describe("axe, default theme", () => {
  for (const path of paths) {
    test(`no WCAG 2.2 AA violations on ${path}`, async ({ page }) => {
      // Every change since 2015 is one long page: axe needs longer on a busy 2-core machine.
      if (path === "/changes") test.slow();
      await withConsent(page);
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }

  test("no violations with the consent banner and the settings panel open", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Theme Settings" }).click();
    await expectNoAxeViolations(page);
  });
});

const representative = ["/", "/legal-tracker", "/about", "/not-a-page"];
for (const theme of ["light", "dim"] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const path of representative) {
      test(`no violations on ${path}`, async ({ page }) => {
        await withConsent(page);
        await page.addInitScript((value) => localStorage.setItem("privacy-atlas-theme", value), theme);
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}

for (const theme of ["dark", "light"] as const) {
  test(`no violations in high contrast (${theme})`, async ({ page }) => {
    await withConsent(page);
    await page.addInitScript((value) => localStorage.setItem("privacy-atlas-theme", value), theme);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Theme Settings" }).click();
    await page.getByRole("button", { name: "High contrast" }).click();
    await page.keyboard.press("Escape");
    for (const path of representative) {
      await page.getByRole("contentinfo").getByRole("link").first().waitFor();
      await page.evaluate((target) => window.history.pushState({}, "", target), path);
      await expectNoAxeViolations(page);
    }
  });
}
