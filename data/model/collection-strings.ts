import type { NewsItem } from "../schema/legislation";
import type { VpnProvider } from "../schema/vpn";
import type { BriefString } from "./brief-strings";
import { METRIC_LABELS, METRIC_ORDER, STATUS_LABELS } from "./labels";
import { STATUS_VALUES } from "../schema/metrics";

/** The translated texts kept one file per language (`data/i18n/<language>/<collection>.json`), beside the briefs. */
export const TRANSLATED_COLLECTIONS = ["labels", "news", "vpn-reports", "interface"] as const;
export type TranslatedCollection = (typeof TRANSLATED_COLLECTIONS)[number];

export const COLLECTION_DESCRIPTIONS: Record<TranslatedCollection, string> = {
  labels: "the tracker's metric and status labels",
  news: "the news panel's titles",
  "vpn-reports": "the VPN providers' country reports (the brief's 'Using a VPN here')",
  interface: "the interface text (app/interface-messages.ts: each feature's messages.ts)",
};

/** A provider's country report's key: provider, country and date, unique among the reports. */
export function vpnReportKey(slug: string, report: { country: string; date: string }): string {
  return `${slug}.${report.country}.${report.date}`;
}

/** What the collections are made from: the data, and the interface's English by full key (app/interface-messages.ts). */
export type CollectionSources = {
  news: readonly NewsItem[];
  vpns: readonly VpnProvider[];
  interfaceText?: ReadonlyMap<string, string>;
};

/**
 * The English of a collection under the keys its translations use: labels by metric and status;
 * a news title by its item's URL; a VPN report by provider, country and date (each unique); an
 * interface text by `<namespace>.<key>`.
 */
export function collectionStrings(collection: TranslatedCollection, data: CollectionSources): BriefString[] {
  switch (collection) {
    case "labels":
      return METRIC_ORDER.flatMap((metric) => [
        { key: `metric.${metric}`, english: METRIC_LABELS[metric] },
        ...STATUS_VALUES.map((status) => ({ key: `status.${metric}.${status}`, english: STATUS_LABELS[metric][status] })),
      ]);
    case "news":
      return [...data.news].sort((a, b) => a.url.localeCompare(b.url)).map((item) => ({ key: item.url, english: item.title }));
    case "vpn-reports":
      return data.vpns.flatMap((vpn) => vpn.country_reports.map((report) => ({ key: vpnReportKey(vpn.slug, report), english: report.summary })));
    case "interface":
      // Messages keep their {placeholders} and <tags>: a translation must keep the same ones.
      return [...(data.interfaceText ?? new Map<string, string>())].map(([key, english]) => ({ key, english }));
  }
}
