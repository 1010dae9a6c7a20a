// Build-time only: the prerendered tracker's view of the checked data.
import { dataUpdatedAt } from "@data/model/data-updated-at";
import { dataVersion } from "@data/model/data-version";
import { buildPublishedData } from "@data/model/published-data";
import { loadCheckedData } from "~/lib/checked-data.server";
import { recentNews } from "./recent-news";
import { toTrackerCountries, type TrackerSnapshot } from "./tracker-data";

export function buildTrackerSnapshot(now = new Date()): TrackerSnapshot {
  const { countries, unCountries, news, surveys } = loadCheckedData();
  // The versions of the documents this build publishes (data/versions.json): the page fetches a
  // document only when the server's version differs, or when the reader needs what is left out here.
  const published = buildPublishedData(countries, news, unCountries, surveys);
  return {
    builtAt: now.toISOString(),
    versions: { status: dataVersion(JSON.stringify(published.status)), news: dataVersion(JSON.stringify(published.news)) },
    updatedAt: dataUpdatedAt(countries),
    // Aliases and summaries arrive with the published files moments after load; the snapshot
    // keeps what the first paint shows (names, statuses, dates) to keep the page light.
    countries: toTrackerCountries(unCountries, countries).map((country) => ({ ...country, aliases: [], summary: null })),
    // Enough for the desktop (8) and mobile (6) panels; the browser recomputes against today.
    news: recentNews(news, now, 8),
  };
}

export type TrackerTeaser = {
  asOf: string | null;
  members: number;
  withData: number;
  /** `legalInferred`: of the legal, those green because no survey lists a restriction. */
  vpn: { legal: number; legalInferred: number; restricted: number; banned: number; unknown: number };
  ageVerification: { broad: number; targeted: number };
  overall: { free: number; mixed: number; strict: number };
  news: Array<{ title: string; url: string; date: string; country: string; countryName: string; summary: string }>;
};

/** The home page's view of the tracker: headline counts and the latest legislation news. */
export function buildTrackerTeaser(now = new Date(), newsLimit = 4): TrackerTeaser {
  const { countries, unCountries, news } = loadCheckedData();
  const merged = toTrackerCountries(unCountries, countries);
  const count = (metric: "vpn_status" | "age_verification" | "overall_rating", status: string) =>
    merged.filter((country) => country.hasData && country.statuses[metric] === status).length;
  const names = new Map(unCountries.map((country) => [country.iso_a3, country.name]));
  return {
    asOf: dataUpdatedAt(countries),
    members: unCountries.length,
    withData: countries.length,
    vpn: {
      legal: count("vpn_status", "green"),
      legalInferred: merged.filter((country) => country.statuses.vpn_status === "green" && country.inferred.includes("vpn_status")).length,
      restricted: count("vpn_status", "amber"),
      banned: count("vpn_status", "red"),
      unknown: merged.length - count("vpn_status", "green") - count("vpn_status", "amber") - count("vpn_status", "red"),
    },
    ageVerification: { broad: count("age_verification", "red"), targeted: count("age_verification", "amber") },
    overall: { free: count("overall_rating", "green"), mixed: count("overall_rating", "amber"), strict: count("overall_rating", "red") },
    news: recentNews(news, now, newsLimit).map((item) => ({
      title: item.title,
      url: item.url,
      date: item.date,
      country: item.country,
      countryName: names.get(item.country) ?? "European Union",
      summary: item.summary,
    })),
  };
}
