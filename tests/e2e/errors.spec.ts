import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, withConsent } from "./fixtures";

type FailureWindow = Window & { __renderFailure?: string };

/**
 * Serves one route's module with its page component wrapped so that it throws while
 * window.__renderFailure is set: a real render error inside the page, with no hook for it in the
 * site's own code. Rollup writes a route chunk's component as `export { name as default, ... }`.
 */
async function failingRoute(page: Page, chunk: RegExp) {
  await page.route(chunk, async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    const component = /([\w$]+) as default\b/.exec(source);
    if (!component) throw new Error(`${route.request().url()}: no default export to wrap`);
    const body =
      source.replace(component[0], "__failing as default") +
      `\nfunction __failing(props){if(window.__renderFailure)throw new TypeError(window.__renderFailure);return ${component[1]}(props)}`;
    await route.fulfill({ response, body });
  });
}

test("a render error shows the error screen with its ID and a way back", async ({ page }) => {
  await withConsent(page);
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  await failingRoute(page, /\/assets\/methodology-[\w-]{8}\.js$/);
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as FailureWindow).__renderFailure = "Test-only render failure";
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Methodology" }).click();
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(alert).toContainText("hit an error in your browser");
  await expect(page.getByTestId("error-id")).toHaveText("TypeError");
  await expect(alert).toContainText("tell the editors");
  for (const name of ["Try Again", "Go Back", "Go Home"]) await expect(alert.getByRole("button", { name })).toBeVisible();
  expect(logged.some((text) => text.includes("Test-only render failure"))).toBe(true);
  // The layout survives, and Try Again recovers once the cause is gone.
  await expect(page.getByRole("banner")).toBeVisible();
  await page.evaluate(() => {
    delete (window as FailureWindow).__renderFailure;
  });
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(page.locator("h1")).toHaveText(/Methodology/);
});

test("Go Home from the error screen returns to the home page", async ({ page }) => {
  await withConsent(page);
  await failingRoute(page, /\/assets\/article-[\w-]{8}\.js$/);
  await page.addInitScript(() => {
    if (location.pathname === "/terms") (window as FailureWindow).__renderFailure = "boom";
  });
  await page.goto("/terms");
  await page.getByRole("button", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("h1")).toHaveText(/Know your digital rights/);
});
