// Everything derived from the checked data that must change with it: the CSV and VPN downloads
// under /data, and the Atom feeds. Written by the build and by data:publish.
import path from "node:path";
import type { CheckedData } from "../../data/check/check-data";
import { dataUpdatedAt } from "../../data/model/data-updated-at";
import { countrySlug } from "../../app/features/tracker/country-slug";
import { countryFeed, newsFeed, renderAtom } from "./feeds";
import { newsCsv, statusCsv, vpnDataDocument } from "./open-data";
import { writeAtomically } from "./publish-data";

export const DERIVED_DATA_FILES = { statusCsv: "legislation-status.csv", newsCsv: "legislation-news.csv", vpn: "vpn-providers.json" } as const;

export function siteOrigin(): string {
  return (process.env.SITE_ORIGIN ?? "http://localhost:3000").replace(/\/+$/, "");
}

export function writeDerivedFiles(clientDir: string, checked: CheckedData, origin: string, now = new Date()): string[] {
  const dataDir = path.join(clientDir, "data");
  const updatedAt = dataUpdatedAt(checked.countries) ?? now.toISOString();
  const names = new Map(checked.unCountries.map((country) => [country.iso_a3, country.name]));
  const written = [
    writeAtomically(path.join(dataDir, DERIVED_DATA_FILES.statusCsv), statusCsv(checked.unCountries, checked.countries)),
    writeAtomically(path.join(dataDir, DERIVED_DATA_FILES.newsCsv), newsCsv(checked.news)),
    writeAtomically(path.join(dataDir, DERIVED_DATA_FILES.vpn), JSON.stringify(vpnDataDocument(checked.vpns, checked.companies, now.toISOString()))),
    writeAtomically(path.join(clientDir, "feed.xml"), renderAtom(newsFeed(origin, checked.news, names, updatedAt))),
  ];
  for (const country of checked.countries) {
    const slug = countrySlug(country.name);
    written.push(writeAtomically(path.join(clientDir, "feeds", `${slug}.xml`), renderAtom(countryFeed(origin, country, slug, checked.news))));
  }
  return written;
}
