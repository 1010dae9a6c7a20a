import { sitePages } from "../../app/site-pages";
import { expect, test } from "./fixtures";

test("sitemap.xml is valid XML listing real pages only", async ({ page, request }) => {
  // Requests every listed page (over 250), each compressed on its first request: minutes on a busy machine.
  test.setTimeout(120_000);
  await page.goto("/");
  const result = await page.evaluate(async () => {
    const text = await (await fetch("/sitemap.xml")).text();
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return { error: doc.querySelector("parsererror")?.textContent ?? null, locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "") };
  });
  expect(result.error).toBeNull();
  expect(result.locs.length).toBeGreaterThan(200);
  const paths = result.locs.map((loc) => new URL(loc).pathname);
  for (const page of sitePages()) expect(paths).toContain(page.path);
  expect(paths).toContain("/legal-tracker/france");
  expect(paths).toContain("/vpn/mullvad");
  expect(paths).not.toContain("/404");
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
});

test("robots.txt allows pages, keeps crawlers off the API and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toMatch(/Disallow: \/api\//);
  expect(text).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
});

test("the news feed and a country feed are valid Atom with entries", async ({ page, request }) => {
  for (const path of ["/feed.xml", "/feeds/united-kingdom.xml"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/atom+xml");
  }
  await page.goto("/");
  for (const path of ["/feed.xml", "/feeds/united-kingdom.xml"]) {
    const feed = await page.evaluate(async (url) => {
      const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), "application/xml");
      const ns = "http://www.w3.org/2005/Atom";
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.namespaceURI,
        entries: doc.getElementsByTagNameNS(ns, "entry").length,
        ids: [...doc.getElementsByTagNameNS(ns, "id")].map((id) => id.textContent),
      };
    }, path);
    expect(feed.error, path).toBeNull();
    expect(feed.root).toBe("http://www.w3.org/2005/Atom");
    expect(feed.entries).toBeGreaterThan(0);
    expect(new Set(feed.ids).size).toBe(feed.ids.length);
  }
});

test("a country brief links to its feed", async ({ page }) => {
  await page.goto("/legal-tracker/united-kingdom");
  await expect(page.getByRole("link", { name: "United Kingdom updates (Atom)" })).toHaveAttribute("href", "/feeds/united-kingdom.xml");
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"][href="/feeds/united-kingdom.xml"]')).toHaveCount(1);
});

const META_PAGES = [...sitePages().map((page) => page.path), "/vpn/mullvad", "/legal-tracker/germany"];

test("every page has its own title, description, canonical URL and sharing tags", async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Set<string>();
  for (const path of META_PAGES) {
    await page.goto(path);
    const meta = await page.evaluate(() => {
      const content = (selector: string) =>
        document.querySelector(selector)?.getAttribute("content") ?? document.querySelector(selector)?.getAttribute("href") ?? null;
      return {
        title: document.title,
        description: content('meta[name="description"]'),
        canonical: content('link[rel="canonical"]'),
        ogTitle: content('meta[property="og:title"]'),
        ogDescription: content('meta[property="og:description"]'),
        ogUrl: content('meta[property="og:url"]'),
        twitter: content('meta[name="twitter:card"]'),
      };
    });
    for (const [key, value] of Object.entries(meta)) expect(value, `${path} ${key}`).toBeTruthy();
    expect(new URL(meta.canonical!).pathname, path).toBe(path === "/" ? "/" : path);
    expect(meta.ogUrl).toBe(meta.canonical);
    titles.add(meta.title);
  }
  expect(titles.size).toBe(META_PAGES.length);
});

test("JSON-LD: Article on articles, Review on reviews, Dataset for the tracker and the open data", async ({ page }) => {
  const types = async (path: string) => {
    await page.goto(path);
    return page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));
  };
  expect(await types("/vpn-security")).toContain("Article");
  expect(await types("/vpn/mullvad")).toContain("Review");
  expect(await types("/legal-tracker")).toContain("Dataset");
  expect(await types("/data")).toContain("Dataset");
});

test("the open-data page links every download, and each is served", async ({ page, request }) => {
  await page.goto("/data");
  const links = await page.locator("a[download]").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
  expect(links).toEqual(
    expect.arrayContaining(["/data/legislation-status.json", "/data/legislation-status.csv", "/data/legislation-news.csv", "/data/vpn-providers.json"]),
  );
  for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
  const csv = await (await request.get("/data/legislation-status.csv")).text();
  expect(csv.trim().split("\r\n")).toHaveLength(194);
  await expect(page.getByRole("link", { name: /CC BY 4\.0/ })).toHaveAttribute("href", "https://creativecommons.org/licenses/by/4.0/");
});
