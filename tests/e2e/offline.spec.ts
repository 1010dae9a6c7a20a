import type { Page } from "@playwright/test";
import type { LegislationStatusDocument } from "../../data/schema";
import { expect, test, waitForHydration, withConsent } from "./fixtures";
import { shownStatuses } from "./fixture-data";

test.use({ serviceWorkers: "allow" });

async function visitOnce(page: Page) {
  await withConsent(page);
  await page.goto("/");
  await waitForHydration(page);
  // Active means installed, and installing means everything was precached.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error("no active service worker");
  });
}

test("after one visit, pages, country briefs and the data read offline", async ({ page, context, request }) => {
  // The service worker precaches the site, each file compressed on its first request: slow on a busy machine.
  test.setTimeout(120_000);
  const published = (await (await request.get("/data/legislation-status.json")).json()) as LegislationStatusDocument;
  const vpnStatuses = new Map(published.countries.map((country) => [country.iso_a3, country.statuses.vpn_status]));
  await visitOnce(page);
  await context.setOffline(true);

  await page.goto("/about");
  await expect(page.locator("h1")).toHaveText(/About Privacy Atlas/);
  await expect(page.locator("#offline-indicator")).toHaveText("Offline: you are reading saved pages.");

  // A country brief is not precached as HTML: the app shell renders it from its precached data.
  await page.goto("/legal-tracker/france");
  await expect(page.getByRole("heading", { level: 1, name: "France" })).toBeVisible();

  // The map shows its snapshot, which the cached /data/versions.json says is current; a query string
  // (a shared link's ?metric=) does not stop the precached page from answering.
  await page.goto("/legal-tracker?metric=vpn_status");
  await waitForHydration(page);
  // Every country wears its published VPN status (members without data grey), whatever the colours are today.
  const shapes = page.locator(".world-map [data-iso]");
  await expect(shapes).toHaveCount(193);
  await expect
    .poll(
      async () => {
        const statuses = await shownStatuses(page);
        return Object.keys(statuses).filter((iso) => statuses[iso] !== (vpnStatuses.get(iso) ?? "grey"));
      },
      { message: "countries whose colour differs from the published VPN status" },
    )
    .toEqual([]);
  await expect(page.getByText(/could not load|failed to load/i)).toHaveCount(0);

  // Navigating inside the app works from the cached router data too.
  await page.goto("/vpn/mullvad");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Compare VPNs" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Compare VPN providers" })).toBeVisible();

  await context.setOffline(false);
  await page.reload();
  await expect(page.locator("#offline-indicator")).toHaveText("");
});

test("the service worker never answers for /api", async ({ page }) => {
  // Installing waits for the precache, as above: slow on a busy machine.
  test.setTimeout(120_000);
  await visitOnce(page);
  await page.goto("/about");
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  expect(controlled).toBe(true);
  const health = await page.evaluate(async () => {
    const response = await fetch("/api/health");
    return { status: response.status, fromWorker: response.headers.get("x-served-by-sw") };
  });
  expect(health.status).toBe(200);
  // Offline, an API request fails outright rather than being served from any cache.
  await page.context().setOffline(true);
  const offline = await page.evaluate(async () => {
    try {
      await fetch("/api/health");
      return "answered";
    } catch {
      return "failed";
    }
  });
  expect(offline).toBe("failed");
});
