// Every path written to static HTML at build time. Kept free of app imports beyond the catalog
// so the React Router config can load it in Node.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { countryPagePath } from "./features/tracker/country-slug";
import { pathInLanguage, TRANSLATED_PAGES } from "./lib/i18n/languages";
import { TRANSLATION_LANGUAGES } from "../data/schema/languages";
import { SELF_HOSTED_VPN_PATHS, sitePages } from "./site-pages";

export const NOT_FOUND_PATH = "/404";

export function prerenderPaths(): string[] {
  const paths = new Set<string>(sitePages().map((page) => page.path));
  for (const path of SELF_HOSTED_VPN_PATHS) paths.add(path);
  paths.add(NOT_FOUND_PATH);
  for (const countryPath of countryPagePaths()) paths.add(countryPath);
  for (const englishPath of translatedPagePaths()) for (const language of TRANSLATION_LANGUAGES) paths.add(pathInLanguage(englishPath, language));
  for (const reviewPath of vpnReviewPaths()) paths.add(reviewPath);
  return [...paths];
}

/** The English pages that also exist in each translated language (app/routes.ts, app/lib/i18n/localized-path.ts). */
export function translatedPagePaths(): string[] {
  return [NOT_FOUND_PATH, ...TRANSLATED_PAGES.filter((page) => !page.includes(":")), ...countryPagePaths()];
}

/** One page per country with data; data:check has already validated the files before a build. */
function countryPagePaths(dataDir = path.resolve(import.meta.dirname, "..", "data", "countries")): string[] {
  return readdirSync(dataDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => countryPagePath((JSON.parse(readFileSync(path.join(dataDir, name), "utf8")) as { name: string }).name))
    .sort();
}

/** One review per provider file (data:check has validated them: file name = slug). */
function vpnReviewPaths(dataDir = path.resolve(import.meta.dirname, "..", "data", "vpns")): string[] {
  return readdirSync(dataDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => `/vpn/${name.slice(0, -".json".length)}`)
    .sort();
}
