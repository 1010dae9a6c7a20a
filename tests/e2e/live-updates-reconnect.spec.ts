import { test, type Page } from "@playwright/test";
import { MAX_RETRIES, PROBE_EVERY_MS, retryDelay } from "../../app/features/live-updates/live-client";
import { changeText, expect, instrument, liveRecord, LiveSite, openAndFollow, waitForQuietNetwork, waitForStreamsToFail, type Fixture } from "./live-site";
import { shownStatus } from "./fixture-data";

// A server restart with a reader's tab left open: the change published while the server is down
// must reach the page, once, whatever the client had received before.
//
// The page's clock is paused while the server is down, so the client's retries (1, 2, 4, 8, 16 s)
// and its once-a-minute check happen exactly when a test moves the clock, however slowly the
// server restarts on a busy machine.

// One server for the file, stopped and restarted by each test; in order, in one worker. Each
// test waits for two server starts and a stop, which take seconds each on a busy machine.
test.describe.configure({ mode: "default", timeout: 120_000 });

// Each test follows its own country and marks the end of what it waits for with another.
const COUNTRIES = { noUpdateYet: ["ISL", "IRL"], hadUpdate: ["URY", "PRY"], probe: ["CAN", "MEX"], online: ["NOR", "SWE"], visible: ["CHL", "ARG"] } as const;

let site: LiveSite;
let fixtures: Map<string, Fixture>;

test.beforeAll(async () => {
  // A copy of the build and a server start.
  test.setTimeout(60_000);
  ({ site, fixtures } = await LiveSite.create(Object.values(COUNTRIES).flat()));
  await site.start();
});

test.beforeEach(async ({ page }) => {
  // A test that failed half-way may have left it stopped.
  await site.start();
  await instrument(page);
  await page.clock.install();
});

test.afterAll(async () => {
  await site?.dispose();
});

const indicator = (page: Page) => page.locator(".connection-indicator");

/** Freezes the page's timers, then stops the server and waits until the client has seen it go. */
async function stopServer(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const opened = (await liveRecord(page)).urls.length;
  await site.stop();
  await waitForStreamsToFail(page, opened);
}

/** Runs the clock through one retry that fails against the stopped server. */
async function failOneRetry(page: Page, attempt: number) {
  const opened = (await liveRecord(page)).urls.length;
  await page.clock.runFor(retryDelay(attempt));
  await waitForStreamsToFail(page, opened + 1);
}

/** Publishes the change while the server is down, then restarts it on the same port and log. */
async function publishWhileDown(fixture: Fixture) {
  expect(site.running).toBe(false);
  site.publish(fixture.iso, fixture.metric, fixture.target);
  await site.start();
}

/**
 * The change arrived: one toast, the map recoloured, and (after a later update, so any repeat
 * would already be in) exactly one delivery of it and no second toast.
 */
async function expectDeliveredOnce(page: Page, fixture: Fixture, marker: string) {
  await page.clock.resume();
  await expect(page.getByText(changeText(fixture))).toBeVisible();
  await expect.poll(() => shownStatus(page, `${fixture.iso}`)).toBe(fixture.target);
  const markers = async () => (await liveRecord(page)).updates.filter((update) => update.iso === marker).length;
  const before = await markers();
  site.publishOther(marker);
  await expect.poll(markers).toBe(before + 1);
  const record = await liveRecord(page);
  const deliveries = record.updates.filter((update) => update.iso === fixture.iso);
  expect(deliveries, "the change is delivered once").toHaveLength(1);
  expect(deliveries[0]!.followed, "marked followed by the server").toBe(true);
  expect(
    record.toasts.filter((text) => text.includes(changeText(fixture))),
    "one toast for it",
  ).toHaveLength(1);
  // Every connection after the first carried the follow list and a position the server gave.
  for (const url of record.urls.slice(1)) expect(url).toMatch(new RegExp(`[?&]lastEventId=[^&]+&follow=${fixture.iso}$`));
}

/** Lets all five retries fail: about 31 s of the page's time, none of the test's. */
async function exhaustRetries(page: Page) {
  for (let attempt = 0; attempt < MAX_RETRIES; attempt += 1) await failOneRetry(page, attempt);
  await expect(indicator(page)).toHaveAttribute("data-state", "disconnected");
  await expect(indicator(page)).toHaveText("Live updates off");
}

test("a reader who has had no update yet gets the change published while the server restarted", async ({ page }) => {
  const [iso, marker] = COUNTRIES.noUpdateYet;
  const fixture = fixtures.get(iso)!;
  await openAndFollow(page, site.origin, fixture);
  // Only a ready event so far: its id is all the client has to resume from.
  expect((await liveRecord(page)).updates).toEqual([]);

  await stopServer(page);
  await failOneRetry(page, 0);
  const { readies, urls } = await liveRecord(page);
  expect(readies).toHaveLength(1);
  expect(urls.at(-1)).toBe(`/api/legislation/updates?lastEventId=${encodeURIComponent(readies[0]!)}&follow=${iso}`);
  await publishWhileDown(fixture);
  await page.clock.runFor(retryDelay(1));
  await expect(indicator(page)).toHaveAttribute("data-state", "connected");

  await expectDeliveredOnce(page, fixture, marker);
});

test("a reader who already had an update gets the next one, published while the server restarted, once", async ({ page }) => {
  const [iso, marker] = COUNTRIES.hadUpdate;
  const fixture = fixtures.get(iso)!;
  await openAndFollow(page, site.origin, fixture);
  site.publishOther(marker);
  await expect.poll(async () => (await liveRecord(page)).updates.length).toBe(1);
  // The map's refetch for that update is done before the server goes.
  await waitForQuietNetwork(page);

  await stopServer(page);
  await publishWhileDown(fixture);
  await page.clock.runFor(retryDelay(0));
  await expect(indicator(page)).toHaveAttribute("data-state", "connected");

  await expectDeliveredOnce(page, fixture, marker);
});

test("after the five retries give up, the once-a-minute check finds the server back and reconnects", async ({ page }) => {
  const [iso, marker] = COUNTRIES.probe;
  const fixture = fixtures.get(iso)!;
  await openAndFollow(page, site.origin, fixture);
  await stopServer(page);
  await exhaustRetries(page);
  // A check while the server is still down changes nothing.
  const failedCheck = page.waitForEvent("requestfailed", { predicate: (request) => request.url().endsWith("/api/health"), timeout: 15_000 });
  await page.clock.runFor(PROBE_EVERY_MS);
  await failedCheck;
  await expect(indicator(page)).toHaveAttribute("data-state", "disconnected");

  await publishWhileDown(fixture);
  const opened = (await liveRecord(page)).urls.length;
  await page.clock.runFor(PROBE_EVERY_MS);
  await expect(indicator(page)).toHaveAttribute("data-state", "connected");
  expect((await liveRecord(page)).urls).toHaveLength(opened + 1);

  await expectDeliveredOnce(page, fixture, marker);
});

test("after the five retries give up, the network coming back reconnects at once", async ({ page, context }) => {
  const [iso, marker] = COUNTRIES.online;
  const fixture = fixtures.get(iso)!;
  await openAndFollow(page, site.origin, fixture);
  await stopServer(page);
  await exhaustRetries(page);
  await context.setOffline(true);
  await publishWhileDown(fixture);

  await context.setOffline(false);
  await expect(indicator(page)).toHaveAttribute("data-state", "connected");

  await expectDeliveredOnce(page, fixture, marker);
});

test("after the five retries give up, the tab becoming visible again reconnects", async ({ page }) => {
  const [iso, marker] = COUNTRIES.visible;
  const fixture = fixtures.get(iso)!;
  await openAndFollow(page, site.origin, fixture);
  await stopServer(page);
  await exhaustRetries(page);
  await publishWhileDown(fixture);

  // What the browser fires when the reader comes back to the tab (it is visible throughout here).
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(indicator(page)).toHaveAttribute("data-state", "connected");

  await expectDeliveredOnce(page, fixture, marker);
});
