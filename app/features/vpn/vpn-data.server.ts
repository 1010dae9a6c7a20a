// Build-time only: the checked provider files, scored, for the prerender loaders.
import { scoreVpn } from "@data/model/vpn-score";
import { JURISDICTION_TERRITORIES, type VpnProvider } from "@data/schema/vpn";
import { loadCheckedData } from "~/lib/checked-data.server";
import { layoutOwnershipGraph } from "./ownership/graph-layout";
import type { CompareRow, OwnershipGraph, ScoredVpn } from "./vpn-types";

/** The build day: audits and incidents age against it, and the prerendered pages say so. */
export function buildDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function jurisdictionName(code: string | null): string | null {
  if (code === null) return null;
  const un = loadCheckedData().unCountries.find((country) => country.iso_a3 === code);
  return un?.name ?? JURISDICTION_TERRITORIES[code] ?? code;
}

/** Every active provider (or every one, discontinued too) with its score, best first (ties by name). */
export function scoredProviders(today = buildDay(), includeDiscontinued = false): ScoredVpn[] {
  return loadCheckedData()
    .vpns.filter((vpn) => includeDiscontinued || vpn.status === "active")
    .map((vpn) => ({
      vpn,
      score: scoreVpn(vpn, today),
      jurisdictionName: jurisdictionName(vpn.jurisdiction.value),
      countryNames: Object.fromEntries(
        [...vpn.country_reports.map((report) => report.country), ...(vpn.censorship_resistance.value?.provider_says_works_in ?? [])].map((code) => [
          code,
          jurisdictionName(code) ?? code,
        ]),
      ),
    }))
    .sort((a, b) => b.score.total - a.score.total || a.vpn.name.localeCompare(b.vpn.name));
}

export function findProvider(slug: string | undefined, today = buildDay()): ScoredVpn | undefined {
  return scoredProviders(today, true).find((entry) => entry.vpn.slug === slug);
}

function ownerLine(vpn: VpnProvider): string | null {
  const owner = vpn.owner.value;
  if (!owner) return null;
  return owner.parent ? `${owner.company} (${owner.parent})` : owner.company;
}

export function compareRow({ vpn, score, jurisdictionName: name, countryNames }: ScoredVpn): CompareRow {
  const years = vpn.audits.map((audit) => audit.year);
  return {
    slug: vpn.slug,
    name: vpn.name,
    score: score.total,
    band: score.band,
    jurisdiction: vpn.jurisdiction.value,
    jurisdictionName: name,
    owner: ownerLine(vpn),
    logging: vpn.logging.value,
    audits: vpn.audits.length,
    latestAudit: years.length > 0 ? Math.max(...years) : null,
    ramOnly: vpn.ram_only_servers.value,
    openSource: vpn.open_source_clients.value,
    anonymousPayment: vpn.anonymous_payment.value,
    obfuscation: vpn.obfuscation.value,
    postQuantum: vpn.post_quantum.value,
    multiHop: vpn.multi_hop.value,
    portForwarding: vpn.port_forwarding.value,
    killSwitch: vpn.kill_switch.value,
    dataDisclosed: vpn.incidents.some((incident) => incident.kind === "data-disclosed"),
    // Reports are kept newest first (data:check), so the first per country is the newest.
    countryReports: [...new Map(vpn.country_reports.map((report) => [report.country, report] as const).reverse()).values()].map((report) => ({
      country: report.country,
      name: countryNames[report.country] ?? report.country,
      outcome: report.outcome,
      date: report.date,
    })),
    priceMonthly: vpn.price.value?.monthly ?? null,
    priceYearly: vpn.price.value?.yearly ?? null,
    currency: vpn.price.value?.currency ?? null,
    priceChecked: vpn.price.value?.checked ?? null,
    serverCountries: vpn.server_countries.value,
    devices: vpn.simultaneous_devices.value,
  };
}

export function ownershipGraph(): OwnershipGraph {
  const { companies } = loadCheckedData();
  if (!companies) throw new Error("data/vpn-companies.json is missing: the ownership pages need it");
  return layoutOwnershipGraph(companies);
}

export function companiesData() {
  const { companies } = loadCheckedData();
  if (!companies) throw new Error("data/vpn-companies.json is missing: the ownership pages need it");
  return companies;
}
