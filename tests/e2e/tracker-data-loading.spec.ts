// The snapshot-versus-fetch rule: the tracker paints from its prerendered snapshot and fetches the
// published documents only when data/versions.json says they are newer, or when the reader asks for
// something the snapshot leaves out (a hover card's summary, a search by alias, a brief).
import type { Page } from "@playwright/test";
import { all, shownStatus, withFixtureStatuses } from "./fixture-data";
import { expect, test, waitForHydration, withConsent } from "./fixtures";

const DOCUMENTS = ["/data/legislation-status.json", "/data/legislation-news.json", "/data/un-countries.json"];

/** Every request for a published document the page makes from now on. */
function recordDocumentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (DOCUMENTS.includes(pathname)) seen.push(pathname);
  });
  return seen;
}

async function openAfterVersions(page: Page) {
  const versions = page.waitForResponse((response) => new URL(response.url()).pathname === "/data/versions.json");
  await page.goto("/legal-tracker");
  await waitForHydration(page);
  expect((await versions).status()).toBe(200);
  // Whatever the page does after reading the versions has been asked for once the network is idle.
  await page.waitForLoadState("networkidle");
}

test("a current snapshot paints the map and fetches none of the published documents", async ({ page }) => {
  await withConsent(page);
  const requested = recordDocumentRequests(page);
  await openAfterVersions(page);
  expect(requested).toEqual([]);
  // The snapshot coloured every member.
  await expect(page.locator(".world-map [data-iso]")).toHaveCount(193);
  await expect(page.getByTestId("tracker-loading")).toHaveCount(0);
});

test("a newer published version is fetched and replaces the snapshot", async ({ page }) => {
  await withConsent(page);
  await withFixtureStatuses(page, { DEU: { statuses: all("red") } });
  const requested = recordDocumentRequests(page);
  await openAfterVersions(page);
  await expect.poll(() => shownStatus(page, "DEU")).toBe("red");
  expect(requested).toEqual(expect.arrayContaining(["/data/legislation-status.json", "/data/legislation-news.json"]));
});

test("opening a brief fetches the full document the snapshot leaves out, once", async ({ page }) => {
  await withConsent(page);
  const requested = recordDocumentRequests(page);
  await openAfterVersions(page);
  expect(requested).toEqual([]);
  await page.locator('.world-map [data-iso="FRA"]').focus();
  await page.keyboard.press("Enter");
  const brief = page.getByRole("dialog");
  await expect(brief.getByRole("heading", { level: 2, name: "France" })).toBeVisible();
  await expect(brief.getByRole("heading", { name: "Digital rights snapshot" })).toBeVisible();
  expect(requested.filter((path) => path === "/data/legislation-status.json")).toHaveLength(1);
});

test("a search by another name loads the aliases the snapshot leaves out", async ({ page }) => {
  await withConsent(page);
  await openAfterVersions(page);
  const search = page.getByRole("combobox", { name: "Search countries" });
  await search.fill("Holland");
  await expect(page.getByRole("option", { name: /Netherlands/ })).toBeVisible();
});

test("a search in Russian or Persian finds the country by its name in that language", async ({ page }) => {
  await withConsent(page);
  await openAfterVersions(page);
  const search = page.getByRole("combobox", { name: "Search countries" });
  await search.fill("Германия");
  await expect(page.getByRole("option", { name: /Germany/ })).toBeVisible();
  // Persian, typed with the Arabic keyboard's yeh: ایران is found as ايران.
  await search.fill("\u0627\u064a\u0631\u0627\u0646");
  await expect(page.getByRole("option", { name: /^Iran/ })).toBeVisible();
});
