// Runs after `react-router build`: publishes the checked data to /data/*.json, builds the
// service worker, and hashes every inline script for the Content-Security-Policy.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkData, formatProblem } from "../data/check/check-data";
import { deferHydration } from "./lib/defer-hydration";
import { inlineScriptHashes } from "./lib/inline-scripts";
import { buildPublishedData, writePublishedData } from "./lib/publish-data";
import { recordSiteOrigin, siteOrigin, writeDerivedFiles } from "./lib/publish-derived";
import { precompressTree } from "./lib/precompress";
import { buildServiceWorker } from "./lib/service-worker";
import { robotsTxt, sitemapXml } from "./lib/sitemap";
import { prerenderPaths, NOT_FOUND_PATH, translatedPagePaths } from "../app/prerender-paths";
import { englishPath, intlLocale, LANGUAGES, pathInLanguage, SITE_LANGUAGES } from "../app/lib/i18n/languages";
import { TRANSLATION_LANGUAGES } from "../data/schema/languages";
import { countryPagePath } from "../app/features/tracker/country-slug";
import { mapTextIn, noticeTextIn, trackerMetricVariant, trackerVariantFile, VARIANT_METRICS, type TrackerIndex } from "./lib/tracker-variants";
import { countryNamesIn, interfaceTextFor } from "../app/interface-text.server";
import { SELF_HOSTED_VPN_PATHS } from "../app/site-pages";

const BUILD_DIR = path.resolve(import.meta.dirname, "..", "build");
const CLIENT_DIR = path.join(BUILD_DIR, "client");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every page paints and reads before its scripts load, on intent or when quiet (scripts/lib/defer-hydration.ts). */
async function deferPageHydration(): Promise<number> {
  let deferred = 0;
  for (const file of await htmlFiles(CLIENT_DIR)) {
    // The not-found page answers every unknown address; it hydrates as the page it was rendered for.
    const notFound = path.relative(CLIENT_DIR, file) === path.join(NOT_FOUND_PATH.slice(1), "index.html");
    const html = deferHydration(await readFile(file, "utf8"), notFound ? { hydrateAs: NOT_FOUND_PATH } : {});
    if (html === null) continue;
    await writeFile(file, html);
    deferred++;
  }
  return deferred;
}

async function writeCspHashes(): Promise<number> {
  const hashes: Record<string, string[]> = {};
  for (const file of await htmlFiles(CLIENT_DIR)) {
    const relative = `/${path.relative(CLIENT_DIR, file).split(path.sep).join("/")}`;
    hashes[relative] = inlineScriptHashes(await readFile(file, "utf8"));
  }
  // Replaced in one step: a running server must never read it half-written (server/csp-hashes.ts).
  const file = path.join(BUILD_DIR, "csp-hashes.json");
  await writeFile(`${file}.tmp`, `${JSON.stringify(hashes, null, 1)}\n`);
  await rename(`${file}.tmp`, file);
  return Object.keys(hashes).length;
}

function publishData(): { names: TrackerIndex } {
  const checked = checkData(path.resolve(import.meta.dirname, "..", "data"));
  if (checked.problems.length > 0) {
    for (const problem of checked.problems) console.error(`  ${formatProblem(problem)}`);
    throw new Error("postbuild: the data has problems; nothing was published (run npm run data:check).");
  }
  const published = buildPublishedData(checked.countries, checked.news, checked.unCountries, checked.surveys);
  writePublishedData(path.join(CLIENT_DIR, "data"), published);
  recordSiteOrigin(BUILD_DIR, siteOrigin());
  const derived = writeDerivedFiles(CLIENT_DIR, checked, siteOrigin());
  console.log(`postbuild: wrote ${derived.length} CSV, VPN data and feed files`);
  console.log(`postbuild: published ${published.status.countries.length} countries and ${published.news.items.length} news items to build/client/data/`);
  const withData = new Set(published.status.countries.map((country) => country.iso_a3));
  const names: TrackerIndex = {
    countries: published.un.countries.map((country) => ({
      iso: country.iso_a3,
      name: country.name,
      aliases: [...country.aliases],
      path: withData.has(country.iso_a3) ? countryPagePath(country.name) : null,
    })),
    notices: {
      en: { locale: "en", names: {}, text: noticeTextIn({}) },
      ...Object.fromEntries(
        TRANSLATION_LANGUAGES.map((language) => [
          LANGUAGES[language].prefix,
          { locale: intlLocale(language), names: countryNamesIn(language), text: noticeTextIn(interfaceTextFor(language)) },
        ]),
      ),
    },
  };
  return { names };
}

/** The tracker for each metric, and the names the server resolves ?country= and ?q= with, for readers without JavaScript. */
async function writeTrackerVariants(names: TrackerIndex): Promise<number> {
  let written = 0;
  // The English tracker, then each translated one in its own language (/fa/legal-tracker?metric=…).
  for (const language of [null, ...TRANSLATION_LANGUAGES]) {
    const dir = language === null ? path.join(CLIENT_DIR, "legal-tracker") : path.join(CLIENT_DIR, LANGUAGES[language].prefix, "legal-tracker");
    const html = await readFile(path.join(dir, "index.html"), "utf8");
    const text = language === null ? undefined : mapTextIn(language, interfaceTextFor(language));
    for (const metric of VARIANT_METRICS) {
      await writeFile(path.join(dir, trackerVariantFile(metric)), trackerMetricVariant(html, metric, text));
      written += 1;
    }
  }
  // Replaced in one step: a running server must never read it half-written (server/tracker-requests.ts).
  const index = path.join(BUILD_DIR, "tracker-index.json");
  await writeFile(`${index}.tmp`, `${JSON.stringify(names)}\n`);
  await rename(`${index}.tmp`, index);
  return written;
}

function writeSitemap(): void {
  // Canonical pages only: not the 404 pages, nor the self-hosted VPN page's other addresses.
  const aliases: readonly string[] = SELF_HOSTED_VPN_PATHS.slice(1);
  const pages = prerenderPaths().filter((page) => englishPath(page) !== NOT_FOUND_PATH && !aliases.includes(page));
  const translated = new Set(translatedPagePaths());
  const alternates = (page: string): Array<[string, string]> => {
    const english = englishPath(page);
    if (!translated.has(english)) return [];
    return [...SITE_LANGUAGES.map((language): [string, string] => [language, pathInLanguage(english, language)]), ["x-default", english]];
  };
  writeFileSync(path.join(CLIENT_DIR, "sitemap.xml"), sitemapXml(siteOrigin(), pages, alternates));
  writeFileSync(path.join(CLIENT_DIR, "robots.txt"), robotsTxt(siteOrigin()));
  console.log(`postbuild: sitemap.xml lists ${pages.length} pages`);
}

/**
 * Each language's brief translations for the tracker's drawer, one small file per country, with
 * their `from`: the browser keeps a text only while it matches the English it shows
 * (app/features/tracker/brief/use-brief-translation.ts). The country pages have theirs in their HTML.
 */
function writeBriefTranslations(): number {
  let written = 0;
  for (const language of TRANSLATION_LANGUAGES) {
    const source = path.join(import.meta.dirname, "..", "data", "i18n", language, "countries");
    const target = path.join(CLIENT_DIR, "i18n", LANGUAGES[language].prefix, "briefs");
    mkdirSync(target, { recursive: true });
    for (const name of existsSync(source) ? readdirSync(source) : []) {
      if (!name.endsWith(".json")) continue;
      const { strings } = JSON.parse(readFileSync(path.join(source, name), "utf8")) as { strings: Record<string, { from: string; text: string }> };
      writeFileSync(path.join(target, name), JSON.stringify({ strings }));
      written += 1;
    }
  }
  return written;
}

const { names } = publishData();
writeSitemap();
console.log(`postbuild: wrote ${writeBriefTranslations()} brief translations for the tracker's drawer to build/client/i18n/`);
console.log(`postbuild: ${await writeTrackerVariants(names)} tracker pages prerendered for the other metrics, in every language`);
// Before the service worker's manifest and the CSP hashes, which read the pages as they will be served.
console.log(`postbuild: ${await deferPageHydration()} pages load their scripts on the reader's first intent or once quiet`);
const worker = await buildServiceWorker(CLIENT_DIR);
console.log(`postbuild: /sw.js precaches ${worker.count} files (${(worker.size / 1024 / 1024).toFixed(1)} MB before compression)`);
const pages = await writeCspHashes();
console.log(`postbuild: hashed inline scripts of ${pages} HTML files into build/csp-hashes.json`);
// Last, so every file written above (pages, data, feeds, the worker) has its compressed forms.
const compressed = await precompressTree(CLIENT_DIR);
console.log(
  `postbuild: precompressed ${compressed.files} files, ${(compressed.bytes / 1024 / 1024).toFixed(1)} MB to ${(compressed.brotliBytes / 1024 / 1024).toFixed(2)} MB brotli and ${(compressed.gzipBytes / 1024 / 1024).toFixed(2)} MB gzip`,
);
