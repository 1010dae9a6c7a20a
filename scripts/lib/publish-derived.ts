// Everything derived from the checked data that must change with it: the CSV and VPN downloads
// under /data, and the Atom feeds. Written by the build and by data:publish.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CheckedData } from "../../data/check/check-data";
import { dataUpdatedAt } from "../../data/model/data-updated-at";
import { reviewRows } from "../../data/model/review";
import { countrySlug } from "../../app/features/tracker/country-slug";
import { flattenHistory } from "../../data/model/status-history";
import { SCORED_METRICS } from "../../data/schema/metrics";
import { changesFeed, changesFeedPath, countryFeed, newsFeed, renderAtom } from "./feeds";
import { historyCsv, newsCsv, statusCsv, vpnDataDocument } from "./open-data";
import { DEFAULT_SITE_ORIGIN, siteOriginFromEnv } from "./build-site-origin";
import { writeAtomically } from "./publish-data";

const DERIVED_DATA_FILES = {
  statusCsv: "legislation-status.csv",
  newsCsv: "legislation-news.csv",
  historyCsv: "status-history.csv",
  vpn: "vpn-providers.json",
  review: "data-review.json",
} as const;

const ORIGIN_FILE = "site-origin.json";

/** The build's origin: SITE_ORIGIN when set, else the one the build recorded, else the default. */
export function siteOrigin(buildDir?: string): string {
  const fromEnv = siteOriginFromEnv();
  if (fromEnv) return fromEnv;
  if (buildDir && existsSync(path.join(buildDir, ORIGIN_FILE))) {
    return (JSON.parse(readFileSync(path.join(buildDir, ORIGIN_FILE), "utf8")) as { origin: string }).origin;
  }
  return DEFAULT_SITE_ORIGIN;
}

/** Written by the build, so that data:publish writes feeds with the same origin as the pages. */
export function recordSiteOrigin(buildDir: string, origin: string): void {
  writeFileSync(path.join(buildDir, ORIGIN_FILE), `${JSON.stringify({ origin })}\n`);
}

/** `clientDir` receives the feeds; `dataDir` (by default clientDir/data) the downloads. */
export function writeDerivedFiles(clientDir: string, checked: CheckedData, origin: string, now = new Date(), dataDir = path.join(clientDir, "data")): string[] {
  const updatedAt = dataUpdatedAt(checked.countries) ?? now.toISOString();
  const names = new Map(checked.unCountries.map((country) => [country.iso_a3, country.name]));
  const changes = flattenHistory(checked.countries);
  // Changes name their place: a country, or "State, Country" for a subdivision.
  const places = new Map<string, string>(names);
  for (const country of checked.countries) for (const entry of country.subnational) places.set(entry.iso_code, `${entry.name}, ${country.name}`);
  const feed = (scope: Parameters<typeof changesFeed>[1], list: typeof changes) =>
    writeAtomically(path.join(clientDir, changesFeedPath(scope).slice(1)), renderAtom(changesFeed(origin, scope, list, places, updatedAt)));
  const written = [
    writeAtomically(path.join(dataDir, DERIVED_DATA_FILES.historyCsv), historyCsv(changes)),
    feed({ kind: "world" }, changes),
    ...SCORED_METRICS.map((metric) =>
      feed(
        { kind: "metric", metric },
        changes.filter((change) => change.metric === metric),
      ),
    ),
    writeAtomically(path.join(dataDir, DERIVED_DATA_FILES.statusCsv), statusCsv(checked.unCountries, checked.countries)),
    writeAtomically(path.join(dataDir, DERIVED_DATA_FILES.newsCsv), newsCsv(checked.news)),
    writeAtomically(path.join(dataDir, DERIVED_DATA_FILES.vpn), JSON.stringify(vpnDataDocument(checked.vpns, checked.companies, now.toISOString()))),
    // The editors' review, so readers can judge freshness too (npm run data:review prints the same rows).
    writeAtomically(
      path.join(dataDir, DERIVED_DATA_FILES.review),
      JSON.stringify({ updated_at: updatedAt, countries: reviewRows(checked.countries, checked.news) }),
    ),
    writeAtomically(path.join(clientDir, "feed.xml"), renderAtom(newsFeed(origin, checked.news, names, updatedAt))),
  ];
  for (const country of checked.countries) {
    const slug = countrySlug(country.name);
    written.push(writeAtomically(path.join(clientDir, "feeds", `${slug}.xml`), renderAtom(countryFeed(origin, country, slug, checked.news))));
    // Every country with data has a changes feed (empty until its first recorded change), so links never break.
    written.push(
      feed(
        { kind: "country", name: country.name, slug },
        changes.filter((change) => change.country === country.iso_a3),
      ),
    );
  }
  return written;
}
