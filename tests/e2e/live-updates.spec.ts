import { test } from "@playwright/test";
import { changeText, expect, instrument, liveRecord, LiveSite, openAndFollow, type Fixture } from "./live-site";
import { shownStatus } from "./fixture-data";

// Its own server on a copy of the build, so publishing a change here cannot disturb other tests.
let site: LiveSite;
let nzl: Fixture;

// A page load, a follow and a publication against a server of its own, on a busy machine too.
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  // A copy of the build and a server start.
  test.setTimeout(60_000);
  const created = await LiveSite.create(["NZL"]);
  site = created.site;
  nzl = created.fixtures.get("NZL")!;
  await site.start();
});

test.afterAll(async () => {
  await site?.dispose();
});

test("following a country, then a published change arrives as a toast and recolours the map", async ({ page }) => {
  await instrument(page);
  await openAndFollow(page, site.origin, nzl);
  await expect(page.locator(".connection-indicator")).toHaveText("Live updates on");
  expect(await page.evaluate(() => localStorage.getItem("privacy-atlas-followed-countries"))).toBe('["NZL"]');

  site.publish("NZL", nzl.metric, nzl.target);

  await expect(page.getByText(changeText(nzl))).toBeVisible();
  await expect.poll(() => shownStatus(page, "NZL")).toBe(nzl.target);
  // The server's word: the follow reached it, so the update says so.
  expect((await liveRecord(page)).updates.filter((update) => update.iso === "NZL").map((update) => update.followed)).toEqual([true]);
  await page.getByRole("button", { name: "View brief" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: nzl.name, level: 2 })).toBeVisible();
  await expect(dialog.locator(`[data-metric="${nzl.metric}"]`)).toHaveAttribute("data-status", nzl.target);
});
