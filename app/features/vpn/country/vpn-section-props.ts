import type { Status } from "@data/schema/metrics";
// Kept apart from the section, so a page that loads the section lazily carries only this.

/** The brief's own facts the section needs, from a country entry as published. */
export function vpnSectionProps(country: {
  iso_a3: string;
  name: string;
  statuses: { vpn_status: Status };
  evidence?: { vpn_status?: { strength: string } };
  laws: ReadonlyArray<{ title: string; url: string; topic: string }>;
}) {
  return {
    iso: country.iso_a3,
    countryName: country.name,
    status: country.statuses.vpn_status,
    inferred: country.evidence?.vpn_status?.strength === "no_restriction_found",
    vpnLaws: country.laws.filter((law) => law.topic === "vpn"),
  };
}
