import type { Page, Route } from "@playwright/test";
import { overallRating } from "../../data/model/overall-rating";
import type { LegislationStatusDocument, NewsItem } from "../../data/schema";
import { all, shownStatus, shownStatuses, withFixtureStatuses, withNewerPublishedData } from "./fixture-data";
import { expect, expectNoAxeViolations, test, waitForHydration, withConsent } from "./fixtures";

async function openTracker(page: Page, query = "") {
  await withConsent(page);
  await page.goto(`/legal-tracker${query}`);
  await waitForHydration(page);
  await expect(page.getByTestId("tracker-loading")).toHaveCount(0);
}

const stat = (page: Page, name: string) => page.getByTestId(`stat-${name}`);

/** Every UN member has a data file now, so tests of "no data yet" serve the data without some countries. */
async function withoutData(page: Page, isos: string[], overrides: Parameters<typeof withFixtureStatuses>[1] = {}) {
  await withFixtureStatuses(page, overrides, { without: isos });
}

/** The status document as the page receives it (the published one, or its fixture). */
const servedDocument = (page: Page) => page.evaluate(async () => (await (await fetch("/data/legislation-status.json")).json()) as LegislationStatusDocument);
const drawer = (page: Page) => page.getByRole("dialog");

test("the prerendered tracker shows the coloured map before any script runs", async ({ page, request }) => {
  await page.route("**/assets/**", (route) => route.abort());
  await page.goto("/legal-tracker");
  await expect(page.getByRole("heading", { level: 1, name: "Legislation & Censorship Tracker" })).toBeVisible();
  // Every UN member is on the map: a shape or a marker.
  const shapes = page.locator(".world-map [data-iso]");
  await expect(shapes).toHaveCount(193);
  await expect(stat(page, "countries-tracked")).toHaveText("193");
  // Each carries its overall rating in the published document (the default metric); members without data are grey.
  const published = (await (await request.get("/data/legislation-status.json")).json()) as LegislationStatusDocument;
  const ratings = new Map(published.countries.map((country) => [country.iso_a3, overallRating(country.statuses)]));
  const shown = await shownStatuses(page);
  expect(shown).toEqual(Object.fromEntries(Object.keys(shown).map((iso) => [iso, ratings.get(iso) ?? "grey"])));
});

test("hovering or focusing a country shows its info card; otherwise a hint", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1100 });
  await withFixtureStatuses(page, { DEU: { statuses: all("green") } });
  await openTracker(page);
  const card = page.getByTestId("info-card");
  await expect(card).toContainText("Explore the map");
  await page.locator('[data-iso="DEU"]').hover();
  await expect(card.getByRole("heading", { name: "Germany" })).toBeVisible();
  await expect(card).toContainText("Free / Strong protections");
  await expect(card).toContainText(/Updated .* · Verified /);
  await expect(card.locator("li")).toHaveCount(6);
  await card.getByRole("button", { name: "View country brief" }).click();
  await expect(drawer(page).getByRole("heading", { name: "Germany", level: 2 })).toBeVisible();
});

test("only countries with data are focusable, and Enter or Space opens the drawer", async ({ page }) => {
  await withoutData(page, ["TUV"]);
  await openTracker(page);
  await expect(page.locator('[data-iso="TUV"]')).not.toHaveAttribute("tabindex");
  const japan = page.locator('[data-iso="JPN"]');
  await japan.focus();
  await expect(page.getByTestId("info-card").getByRole("heading", { name: "Japan" })).toBeVisible();
  await page.keyboard.press("Space");
  await expect(drawer(page).getByRole("heading", { name: "Japan", level: 2 })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toHaveCount(0);
  await expect(japan).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(drawer(page)).toBeVisible();
});

test("search matches names and aliases, marks countries without data, and picking opens the drawer", async ({ page }) => {
  await withoutData(page, ["TUV"], { TUR: { statuses: all("amber") } });
  await openTracker(page);
  const search = page.getByRole("combobox", { name: "Search countries" });
  await search.fill("  TURKEY ");
  const option = page.getByRole("option", { name: /Türkiye/ });
  await expect(option).toContainText("Partly Free / Mixed controls");
  await search.fill("tuvalu");
  const noData = page.getByRole("option", { name: /Tuvalu/ });
  await expect(noData).toContainText("Evidence in review");
  await expect(noData).toHaveAttribute("aria-disabled", "true");
  await noData.click({ force: true });
  await expect(drawer(page)).toHaveCount(0);
  await search.fill("zzzz");
  await expect(page.getByText("No countries match")).toBeVisible();
  await search.fill("a");
  await expect(page.getByRole("listbox", { name: "Matching countries" }).getByRole("option")).toHaveCount(8);
  await expect(page.getByText(/^Showing top 8 of \d+ matches$/)).toBeVisible();
  await search.fill("kingdom");
  await page.getByRole("option", { name: /United Kingdom/ }).click();
  await expect(drawer(page).getByRole("heading", { name: "United Kingdom", level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/country=GBR/);
  await page.keyboard.press("Escape");
  await expect(search).toHaveValue("");
  await expect(search).toBeFocused();
});

test("the drawer has every section, and closes by button, backdrop and Escape", async ({ page, request }) => {
  const published = (await (await request.get("/data/legislation-status.json")).json()) as LegislationStatusDocument;
  const fh = published.countries.find((country) => country.iso_a3 === "USA")?.digital_rights.freedom_house;
  const reports = { FOTN: "Freedom on the Net", FIW: "Freedom in the World" };
  await openTracker(page, "?country=USA");
  const panel = drawer(page);
  await expect(panel.getByRole("heading", { name: "United States", level: 2 })).toBeVisible();
  await expect(panel.locator(".brief-meta")).toHaveText(
    /^As of \d{1,2} \w+ \d{4}, when we last checked it against its sources; the latest legal change it describes dates from \d{1,2} \w+ \d{4}\.$/,
  );
  // The answer leads: the statuses come before every other section.
  const headings = await panel.locator(".country-brief h3").allTextContents();
  expect(headings[0]).toBe("At a glance");
  for (const section of ["At a glance", "Summary", "Notes", "Digital rights snapshot", "Legal references", "Key sources", "State / Province status"]) {
    await expect(panel.getByRole("heading", { name: section, level: 3 })).toBeVisible();
  }
  await expect(panel.locator(".brief-answer .brief-key-law")).toContainText("Key law:");
  // The published figure with its edition, whichever year that is.
  await expect(panel.locator("dt:text-is('Freedom House') + dd")).toHaveText(
    fh ? `${fh.label}, ${fh.score}/100 (${reports[fh.report]} ${fh.year})` : "Not rated",
  );
  await expect(panel.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Texas \(US-TX\)/ }) })).toContainText("Age verification laws");
  await expect(panel).toContainText("information, not legal advice");
  await panel.getByRole("button", { name: "Close country brief" }).click();
  await expect(panel).toHaveCount(0);
  await expect(page).not.toHaveURL(/country=/);

  await page.locator('[data-iso="BRA"]').click();
  await expect(drawer(page)).toBeVisible();
  await page.getByTestId("drawer-backdrop").click({ position: { x: 10, y: 10 } });
  await expect(drawer(page)).toHaveCount(0);
});

test("zoom controls respect the tracker's limits and reset", async ({ page }) => {
  await openTracker(page);
  const map = page.locator(".world-map");
  await expect(map).toHaveAttribute("data-zoom", "1.100");
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(map).toHaveAttribute("data-zoom", "1.375");
  for (let i = 0; i < 8; i += 1) await page.getByRole("button", { name: "Zoom in" }).click({ force: true });
  await expect(map).toHaveAttribute("data-zoom", "5.000");
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeDisabled();
  await page.getByRole("button", { name: "Reset map view" }).click();
  await expect(map).toHaveAttribute("data-zoom", "1.100");
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect(map).toHaveAttribute("data-zoom", "0.900");
  await expect(page.getByRole("button", { name: "Zoom out" })).toBeDisabled();
});

test("dragging pans the map and the wheel zooms it", async ({ page }) => {
  await openTracker(page);
  const map = page.locator(".world-map");
  await map.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = (await map.boundingBox())!;
  const before = await map.locator("g").first().getAttribute("transform");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 30, { steps: 5 });
  await page.mouse.up();
  expect(await map.locator("g").first().getAttribute("transform")).not.toBe(before);
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => Number(await map.getAttribute("data-zoom"))).toBeGreaterThan(1.1);
});

test("switching the metric recolours the map, changes the statistics and is kept in the URL", async ({ page }) => {
  await withFixtureStatuses(page, { USA: { statuses: { ...all("amber"), vpn_status: "green" } } });
  await openTracker(page);
  await expect.poll(() => shownStatus(page, "USA")).toBe("amber");
  // The statistics count the served document's statuses for the chosen metric.
  const { countries } = await servedDocument(page);
  const expected = (status: (country: (typeof countries)[number]) => string) =>
    ["green", "amber", "red"].map((colour) => String(countries.filter((country) => status(country) === colour).length));
  const counts = () => Promise.all(["free-countries", "restricted", "prohibited"].map((name) => stat(page, name).textContent()));
  await expect.poll(counts).toEqual(expected((country) => overallRating(country.statuses)));
  await page.getByLabel("Colour by metric").selectOption("vpn_status");
  await expect.poll(() => shownStatus(page, "USA")).toBe("green");
  await expect.poll(counts).toEqual(expected((country) => country.statuses.vpn_status));
  await expect(page).toHaveURL(/metric=vpn_status/);
  await expect(page.getByRole("list", { name: "Map legend" })).toContainText("Legal & accessible");
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("tracker-loading")).toHaveCount(0);
  await expect(page.getByLabel("Colour by metric")).toHaveValue("vpn_status");
  await expect.poll(() => shownStatus(page, "USA")).toBe("green");
});

test("copy link copies the address and says Copied! for two seconds", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await openTracker(page, "?metric=age_verification");
  const button = page.getByRole("button", { name: "Copy link" });
  await button.click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/legal-tracker?metric=age_verification`);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 3000 });
  await expect(page.getByRole("link", { name: /Twitter/ })).toHaveAttribute("href", /hashtags=Legislation%2CVPN%2CCensorship%2CDigitalRights%2CPrivacy/);
  await page.getByRole("button", { name: "More" }).click();
  for (const name of ["WhatsApp", "Telegram", "Email"]) await expect(page.getByRole("link", { name })).toBeVisible();
});

test("a failed data load empties the map and offers Retry, which recovers", async ({ page }) => {
  test.setTimeout(60_000);
  await withConsent(page);
  // Once the failure is lifted, the fixture answers.
  await withFixtureStatuses(page, { DEU: { statuses: all("green") } });
  const down = (route: Route) => route.fulfill({ status: 503, body: "down" });
  await page.route("**/data/legislation-status.json", down);
  await page.goto("/legal-tracker");
  await waitForHydration(page);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Failed to load legislation data: HTTP error! status: 503", { timeout: 20_000 });
  await expect.poll(() => shownStatus(page, "DEU")).toBe("grey");
  await expect(stat(page, "free-countries")).toHaveText("0");
  await page.unroute("**/data/legislation-status.json", down);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect.poll(() => shownStatus(page, "DEU")).toBe("green");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("keyboard only: from the search box to a brief and back", async ({ page }) => {
  await openTracker(page);
  const search = page.getByRole("combobox", { name: "Search countries" });
  await search.focus();
  await page.keyboard.type("ger");
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(search).toHaveAttribute("aria-activedescendant", /option-0$/);
  await page.keyboard.press("Enter");
  const panel = drawer(page);
  await expect(panel.getByRole("heading", { name: /Germany|Niger|Algeria/, level: 2 })).toBeVisible();
  await expect(panel.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(panel.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(search).toBeFocused();
});

test("the countries table lists every member and sorts by status", async ({ page }) => {
  // Afghanistan leads by name; once sorted by status a green leads, and there is at least one.
  await withFixtureStatuses(page, { AFG: { statuses: all("red") }, ZWE: { statuses: all("green") } });
  await openTracker(page);
  await page.getByText(/All 193 countries as a table/).click();
  const table = page.getByRole("table");
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(193);
  await expect(rows.first()).toContainText("Afghanistan");
  await table.getByRole("button", { name: /Overall Digital Rights Rating/ }).click();
  await expect(table.locator("thead th").nth(1)).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.first()).toContainText("Free / Strong protections");
  await expect(rows.first()).not.toContainText("Afghanistan");
  // Every green, then amber, red and grey in the overall column (the first): the rows never go back.
  const order = ["status-green", "status-amber", "status-red", "status-grey"];
  const ranks = await rows.evaluateAll((trs, classes) => trs.map((tr) => classes.findIndex((name) => tr.querySelector(`td:first-of-type .${name}`))), order);
  expect(ranks).not.toContain(-1);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
});

test("recent legislation watch lists at most 8 items, newest first", async ({ page }) => {
  // Fixture news dated from today, so the test does not age with the published news: ten recent items, out of order.
  const today = Date.now();
  const day = (daysAgo: number) => new Date(today - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const item = (daysAgo: number): NewsItem => ({
    country: "DEU",
    title: `Fixture news ${daysAgo}`,
    date: day(daysAgo),
    type: "proposed",
    topic: "age",
    summary: "An invented item.",
    url: `https://example.org/news-${daysAgo}`,
    source: { name: "Fixture", url: "https://example.org" },
  });
  const items = [5, 1, 9, 3, 10, 2, 7, 4, 8, 6].map(item);
  await withNewerPublishedData(page);
  await page.route("**/data/legislation-news.json", (route) => route.fulfill({ json: { updated_at: new Date().toISOString(), items } }));
  await openTracker(page);
  const panel = page.getByRole("region", { name: "Recent Legislation Watch" });
  await expect(panel).toContainText("Last 6 months");
  await expect(panel.getByRole("heading", { name: /^Fixture news 1\b/ })).toBeVisible();
  const dates = await panel.locator("time").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime")!));
  expect(dates).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(day));
});

test("a country page shows the full brief and links back to the map", async ({ page }) => {
  await withConsent(page);
  const response = await page.goto("/legal-tracker/united-kingdom");
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "United Kingdom" })).toBeVisible();
  await expect(page).toHaveTitle(/United Kingdom: VPN, age-verification and censorship laws/);
  for (const section of ["At a glance", "Digital rights snapshot", "Key sources"]) {
    await expect(page.getByRole("heading", { name: section, level: 2 })).toBeVisible();
  }
  // The answer leads; the summary follows it once, never repeated.
  await expect(page.getByRole("heading", { name: "Summary" })).toHaveCount(1);
  const summary = (await page.locator(".country-brief").getByRole("heading", { name: "Summary" }).boundingBox())!;
  const answer = (await page.getByRole("heading", { name: "At a glance" }).boundingBox())!;
  expect(answer.y).toBeLessThan(summary.y);
  await page.getByRole("link", { name: "See United Kingdom on the map" }).click();
  await expect(page).toHaveURL(/\/legal-tracker\?country=GBR$/);
  await expect(drawer(page).getByRole("heading", { name: "United Kingdom", level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe: no violations on the tracker, with the drawer open, and on a country page", async ({ page }) => {
  // axe walks the whole 193-country map; a busy 2-core machine needs more than the default.
  test.setTimeout(90_000);
  await openTracker(page);
  await expectNoAxeViolations(page);
  await page.locator('[data-iso="AUS"]').click();
  await expect(drawer(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/legal-tracker/india");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test("switching the metric recolours by one attribute on the map: no shape is re-created and only labels are rewritten", async ({ page }) => {
  await withFixtureStatuses(page, { USA: { statuses: { ...all("amber"), vpn_status: "green" } } });
  await openTracker(page);
  await expect.poll(() => shownStatus(page, "USA")).toBe("amber");
  const fillOf = (iso: string) => page.locator(`.world-map [data-iso="${iso}"]`).evaluate((element) => getComputedStyle(element).fill);
  const colour = (status: string) =>
    page.evaluate((name) => {
      const probe = document.createElementNS("http://www.w3.org/2000/svg", "rect");
      probe.style.fill = `var(--status-${name})`;
      document.querySelector(".world-map")!.append(probe);
      const value = getComputedStyle(probe).fill;
      probe.remove();
      return value;
    }, status);
  const amber = await colour("amber");
  // The fill eases over 200 ms (unless motion is reduced): wait for it to settle.
  await expect.poll(() => fillOf("USA")).toBe(amber);
  // Tag every shape and record every change below the map's shapes from here on.
  await page.evaluate(() => {
    const shapes = document.querySelector(".map-shapes")!;
    shapes.querySelectorAll("[data-iso]").forEach((node, index) => ((node as unknown as { __tag: number }).__tag = index));
    const seen: string[] = [];
    (window as unknown as { __mutations: string[] }).__mutations = seen;
    new MutationObserver((records) => records.forEach((record) => seen.push(record.type === "attributes" ? record.attributeName! : record.type))).observe(
      shapes,
      {
        subtree: true,
        childList: true,
        attributes: true,
      },
    );
  });
  await page.getByLabel("Colour by metric").selectOption("vpn_status");
  await expect(page.locator(".world-map")).toHaveAttribute("data-metric", "vpn_status");
  await expect.poll(() => fillOf("USA")).toBe(await colour("green"));
  await expect(page.locator('.world-map [data-iso="USA"]')).toHaveAttribute("aria-label", /^United States: /);
  const after = await page.evaluate(() => ({
    tagged: [...document.querySelectorAll(".map-shapes [data-iso]")].filter((node) => typeof (node as unknown as { __tag?: number }).__tag === "number").length,
    total: document.querySelectorAll(".map-shapes [data-iso]").length,
    mutations: [...new Set((window as unknown as { __mutations: string[] }).__mutations)],
  }));
  expect(after.tagged).toBe(after.total);
  expect(after.mutations).toEqual(["aria-label"]);
});

test("travelling from a country to its card's button never switches the card, and hovering never moves the legend", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1100 });
  await page.clock.install();
  await withFixtureStatuses(page, { DEU: { statuses: all("green") } });
  await openTracker(page);
  const legend = page.getByRole("list", { name: "Map legend" });
  const legendTop = async () => (await legend.boundingBox())!.y;
  const before = await legendTop();
  const card = page.getByTestId("info-card");
  await page.locator('.world-map [data-iso="DEU"]').hover();
  await expect(card.getByRole("heading", { name: "Germany" })).toBeVisible();
  expect(await legendTop()).toBe(before);
  // Freeze the page's timers, travel across other countries to the card's button, then let them run.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const button = card.getByRole("button", { name: "View country brief" });
  const target = (await button.boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 25 });
  await page.clock.runFor(2_000);
  await expect(card.getByRole("heading", { name: "Germany" })).toBeVisible();
  await button.click();
  await expect(drawer(page).getByRole("heading", { name: "Germany", level: 2 })).toBeVisible();
});

test("a search link (?q=) fills the search box once the page is interactive", async ({ page }) => {
  await openTracker(page, "?q=kingdom");
  const search = page.getByRole("combobox", { name: "Search countries" });
  await expect(search).toHaveValue("kingdom");
  await expect(page.getByRole("option", { name: /United Kingdom/ })).toBeVisible();
});

test("a country opened from the table gives focus back to its link when the brief closes", async ({ page }) => {
  await openTracker(page);
  await page.getByText(/All 193 countries as a table/).click();
  const link = page.locator(".countries-table").getByRole("link", { name: "Japan", exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(drawer(page).getByRole("heading", { name: "Japan", level: 2 })).toBeVisible();
  // The full document arrives while the brief is open; the rows stay, so focus can return.
  await page.waitForLoadState("networkidle");
  await page.keyboard.press("Escape");
  await expect(drawer(page)).toHaveCount(0);
  await expect(link).toBeFocused();
});
