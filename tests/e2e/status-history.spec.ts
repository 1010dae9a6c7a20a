// The dated history: the tracker's date control, a shared ?date= link, the brief's timeline, the
// /changes page and its feeds. The tracker tests serve a fixture history, so no real country's
// colour (today's or past) decides a result.
import type { Page } from "@playwright/test";
import { countrySlug } from "../../app/features/tracker/country-slug";
import type { PublishedChange, StatusHistoryDocument } from "../../data/schema";
import { shownStatus } from "./fixture-data";
import { expect, expectNoAxeViolations, test, waitForHydration, withConsent } from "./fixtures";

const source = [{ title: "Fixture source", url: "https://example.org/fixture-history", date: "2019-01-01" }];
// Germany's VPNs restricted until 2020 and France's banned until 2019, in this fixture only; nothing
// else is on record before today (on_record_since is empty), so every other country is grey in the past.
const FIXTURE_HISTORY: StatusHistoryDocument = {
  updated_at: "2026-01-01T00:00:00Z",
  history_start: "2015-01-01",
  on_record_since: {},
  changes: [
    {
      id: "deu-vpn-status-2020-01-01",
      country: "DEU",
      date: "2020-01-01",
      metric: "vpn_status",
      from: "amber",
      to: "green",
      summary: "A fixture licensing rule was repealed.",
      sources: source,
    },
    {
      id: "fra-vpn-status-2019-01-01",
      country: "FRA",
      date: "2019-01-01",
      metric: "vpn_status",
      from: "red",
      to: "green",
      summary: "A fixture ban was lifted.",
      sources: source,
    },
    {
      id: "deu-vpn-status-2016-05-01",
      country: "DEU",
      date: "2016-05-01",
      metric: "vpn_status",
      from: "green",
      to: "amber",
      summary: "A fixture licensing rule took effect.",
      sources: source,
    },
  ],
};

async function withFixtureHistory(page: Page, { failFirst = false } = {}) {
  let failed = !failFirst;
  await page.route("**/data/status-history.json", async (route) => {
    if (!failed) {
      failed = true;
      return route.fulfill({ status: 503, body: "unavailable" });
    }
    await route.fulfill({ json: FIXTURE_HISTORY });
  });
}

const stat = (page: Page, name: string) => page.getByTestId(`stat-${name}`);

async function expectFixturePast(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: "You are looking at the past: 1 January 2017" })).toBeVisible();
  await expect.poll(() => shownStatus(page, "DEU")).toBe("amber");
  await expect.poll(() => shownStatus(page, "FRA")).toBe("red");
  await expect.poll(() => shownStatus(page, "JPN")).toBe("grey");
  await expect(stat(page, "restricted")).toHaveText("1");
  await expect(stat(page, "prohibited")).toHaveText("1");
  await expect(stat(page, "free-countries")).toHaveText("0");
  await expect(stat(page, "countries-tracked-detail")).toHaveText("191 with nothing on record that day");
}

test("the date control recolours the map, figures, table and search by keyboard, and the URL keeps the date", async ({ page }) => {
  // axe over the whole tracker takes long on a busy 2-core machine.
  test.setTimeout(90_000);
  await withConsent(page);
  await withFixtureHistory(page);
  let historyRequests = 0;
  page.on("request", (request) => void (request.url().endsWith("/data/status-history.json") && (historyRequests += 1)));
  await page.goto("/legal-tracker?metric=vpn_status");
  await waitForHydration(page);
  // Today's tracker never loads the history.
  expect(historyRequests).toBe(0);

  const field = page.getByLabel("Show the map as of");
  await page.getByLabel("Colour by metric").focus();
  await page.keyboard.press("Tab");
  await expect(field).toBeFocused();
  // Chromium's en-US date field: month, day, year, typed in turn.
  await page.keyboard.type("01012017");
  // Nothing moves until the reader asks: Enter applies the day.
  await expect(page).not.toHaveURL(/date=/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]date=2017-01-01/);
  await expect(page).toHaveURL(/[?&]metric=vpn_status/);
  await expectFixturePast(page);
  expect(historyRequests).toBe(1);

  // The table and the search answer as of that day too.
  await page.getByText(/All 193 countries as a table, as of 1 January 2017/).click();
  await expect(page.locator("#countries tr", { hasText: "Germany" }).first()).toContainText("Restricted or licensed");
  await page.getByRole("combobox", { name: "Search countries" }).fill("franc");
  await expect(page.getByRole("option", { name: /France/ })).toContainText("Banned or heavily restricted");
  // The past view's notice and framing pass axe (the table, already covered elsewhere, closed again).
  await page.getByRole("combobox", { name: "Search countries" }).fill("");
  await page.getByText(/All 193 countries as a table, as of 1 January 2017/).click();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Back to today" }).click();
  await expect(page).not.toHaveURL(/date=/);
  await expect(page.getByText("You are looking at the past")).toHaveCount(0);
  await expect.poll(() => shownStatus(page, "JPN")).not.toBe("grey");
});

test("a shared ?date= link opens the past view; a failed history load says so and Retry loads it", async ({ page }) => {
  await withConsent(page);
  await withFixtureHistory(page, { failFirst: true });
  await page.goto("/legal-tracker?metric=vpn_status&date=2017-01-01");
  await waitForHydration(page);
  const alert = page.getByRole("alert").filter({ hasText: "The history could not be loaded" });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expectFixturePast(page);
  await expect(page.getByLabel("Show the map as of")).toHaveValue("2017-01-01");
});

test("a day outside the history is refused with a reason, and nothing changes", async ({ page }) => {
  await withConsent(page);
  await withFixtureHistory(page);
  await page.goto("/legal-tracker");
  await waitForHydration(page);
  const field = page.getByLabel("Show the map as of");
  await field.fill("2014-06-01");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Choose a day from 1 January 2015 to today.")).toBeVisible();
  await expect(page).not.toHaveURL(/date=/);
});

test("an invalid or future ?date= shows today", async ({ page }) => {
  await withConsent(page);
  await withFixtureHistory(page);
  await page.goto("/legal-tracker?date=2999-01-01");
  await waitForHydration(page);
  await expect(page.getByText("You are looking at the past")).toHaveCount(0);
  await page.goto("/legal-tracker?date=2014-12-31");
  await waitForHydration(page);
  await expect(page.getByText("You are looking at the past")).toHaveCount(0);
});

test("the brief in the tracker loads its timeline on request, newest first, with sources and a link to /changes", async ({ page }) => {
  test.setTimeout(90_000);
  await withConsent(page);
  await withFixtureHistory(page, { failFirst: true });
  await page.goto("/legal-tracker?country=DEU");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Show the history of Germany’s statuses" }).click();
  await dialog.getByRole("button", { name: "Retry" }).click();
  const entries = dialog.locator(".timeline-entry");
  // Newest first.
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText("1 May 2016");
  await expect(entries.nth(1)).toContainText("(tightened)");
  await expect(entries.first()).toContainText("1 January 2020");
  await expect(entries.first()).toContainText("A fixture licensing rule was repealed.");
  await expect(entries.first()).toContainText("(loosened)");
  await expect(entries.first().getByRole("link", { name: "Fixture source" })).toHaveAttribute("href", "https://example.org/fixture-history");
  await expect(entries.first().getByRole("link", { name: "On the changes page" })).toHaveAttribute("href", "/changes#deu-vpn-status-2020-01-01");
  await expectNoAxeViolations(page);
});

/** The published history, as the build wrote it. */
async function publishedHistory(page: Page): Promise<StatusHistoryDocument> {
  return (await (await page.request.get("/data/status-history.json")).json()) as StatusHistoryDocument;
}

test("a country page's timeline is in the HTML, one entry per recorded change of that country", async ({ page }) => {
  const history = await publishedHistory(page);
  const change = history.changes.find((entry) => !entry.subdivision);
  test.skip(!change, "no change is recorded yet");
  const { countries } = (await (await page.request.get("/data/legislation-status.json")).json()) as { countries: Array<{ iso_a3: string; name: string }> };
  const name = countries.find((country) => country.iso_a3 === change!.country)!.name;
  const slug = countrySlug(name);
  await page.context().route("**/assets/**", (route) => route.abort());
  await page.goto(`/legal-tracker/${slug}`);
  const section = page.getByRole("region", { name: "History of changes" });
  await expect(section.locator(".timeline-entry")).toHaveCount(history.changes.filter((entry) => entry.country === change!.country).length);
  await expect(
    section.locator(`.timeline-entry time[datetime="${history.changes.filter((entry) => entry.country === change!.country)[0]!.date}"]`).first(),
  ).toBeVisible();
});

test("on a country page each timeline entry's dot sits on the line down the left", async ({ page }) => {
  const history = await publishedHistory(page);
  const change = history.changes.find((entry) => !entry.subdivision);
  test.skip(!change, "no change is recorded yet");
  const { countries } = (await (await page.request.get("/data/legislation-status.json")).json()) as { countries: Array<{ iso_a3: string; name: string }> };
  await page.goto(`/legal-tracker/${countrySlug(countries.find((country) => country.iso_a3 === change!.country)!.name)}`);
  const section = page.getByRole("region", { name: "History of changes" });
  // A rule for another list (the review's ownership timeline) once took the padding the dots sit in.
  const offset = await section
    .locator(".timeline-entry")
    .first()
    .evaluate((entry) => {
      const line = entry.parentElement!.getBoundingClientRect().left + parseFloat(getComputedStyle(entry.parentElement!).borderLeftWidth) / 2;
      const dot = getComputedStyle(entry, "::before");
      const dotCentre = entry.getBoundingClientRect().left + parseFloat(dot.left) + (parseFloat(dot.width) + 2 * parseFloat(dot.borderLeftWidth)) / 2;
      return Math.abs(dotCentre - line);
    });
  expect(offset).toBeLessThan(4);
});

test("/changes filters by metric and direction, keeps them in the URL, and links each change", async ({ page }) => {
  const history = await publishedHistory(page);
  const first: PublishedChange | undefined = history.changes[0];
  test.skip(!first, "no change is recorded yet");
  await withConsent(page);
  await page.goto("/changes");
  await waitForHydration(page);
  const entries = page.locator(".changes-timeline > .timeline-entry");
  await expect(entries).toHaveCount(history.changes.length);

  await page.getByLabel("Metric").selectOption(first!.metric);
  await expect(page).toHaveURL(new RegExp(`metric=${first!.metric}`));
  const ofMetric = history.changes.filter((change) => change.metric === first!.metric);
  await expect(entries).toHaveCount(ofMetric.length);
  await page.getByLabel("Direction").selectOption("tightened");
  const tightened = ofMetric.filter((change) => ({ green: 0, amber: 1, red: 2 })[change.to] > { green: 0, amber: 1, red: 2 }[change.from]);
  await expect(entries).toHaveCount(tightened.length);
  for (const direction of await entries.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-direction")))) expect(direction).toBe("tightened");
  await expect(page.getByRole("status").filter({ hasText: "changes" })).toHaveText(new RegExp(`^${tightened.length} of ${history.changes.length} changes`));

  // A shared link keeps the filters; a change's own link lands on it.
  await page.goto(`/changes?metric=${first!.metric}&direction=tightened`);
  await waitForHydration(page);
  await expect(entries).toHaveCount(tightened.length);
  await expect(page.getByLabel("Direction")).toHaveValue("tightened");
  // The oldest change is far down the page: its link must land on it.
  const last = history.changes.at(-1)!;
  await page.goto(`/changes#${last.id}`);
  await expect(page.locator(`[id="${last.id}"]`)).toBeInViewport();
});

test("the changes feeds are valid Atom, one entry per change, and pages link them", async ({ page }) => {
  const history = await publishedHistory(page);
  await page.goto("/changes");
  const feeds = await page
    .locator('link[rel="alternate"][type="application/atom+xml"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(feeds).toContain("/feeds/changes.xml");
  expect(feeds).toContain("/feeds/changes/metric/vpn-status.xml");
  for (const [href, expected] of [
    ["/feeds/changes.xml", history.changes.length],
    ["/feeds/changes/metric/age-verification.xml", history.changes.filter((change) => change.metric === "age_verification").length],
  ] as const) {
    const response = await page.request.get(href);
    expect(response.headers()["content-type"]).toContain("application/atom+xml");
    const text = await response.text();
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.localName,
        entries: doc.getElementsByTagName("entry").length,
        updated: [...doc.getElementsByTagName("updated")].map((node) => node.textContent),
      };
    }, text);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("feed");
    expect(parsed.entries).toBe(expected);
    for (const updated of parsed.updated) expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
  }
});
