import { expect, test, waitForHydration, withConsent } from "./fixtures";

test("a render error shows the error screen with its ID and a way back", async ({ page }) => {
  await withConsent(page);
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => {
    window.__PRIVACY_ATLAS_TEST_THROW__ = "Test-only render failure";
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
    delete window.__PRIVACY_ATLAS_TEST_THROW__;
  });
  await alert.getByRole("button", { name: "Try Again" }).click();
  await expect(page.locator("h1")).toHaveText(/Methodology/);
});

test("Go Home from the error screen returns to the home page", async ({ page }) => {
  await withConsent(page);
  await page.addInitScript(() => {
    if (location.pathname === "/terms") window.__PRIVACY_ATLAS_TEST_THROW__ = "boom";
  });
  await page.goto("/terms");
  await page.getByRole("button", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("h1")).toHaveText(/Know your digital rights/);
});
