// What the VPN pages receive from their build-time loaders: plain data, no zod, no data files.
import type { VpnScore } from "@data/model/vpn-score";
import type { CompanyEntity, CompanyRelationship, VpnProvider } from "@data/schema/vpn";

/** `countryNames`: the names of the countries its country reports mention. */
export type ScoredVpn = { vpn: VpnProvider; score: VpnScore; jurisdictionName: string | null; countryNames: Record<string, string> };

/** One row of /compare: every column the table shows, sorts and filters on. */
export type CompareRow = {
  slug: string;
  name: string;
  score: number;
  band: VpnScore["band"];
  jurisdiction: string | null;
  jurisdictionName: string | null;
  owner: string | null;
  logging: VpnProvider["logging"]["value"];
  audits: number;
  latestAudit: number | null;
  ramOnly: boolean | null;
  openSource: VpnProvider["open_source_clients"]["value"];
  anonymousPayment: string[] | null;
  obfuscation: boolean | null;
  postQuantum: boolean | null;
  multiHop: boolean | null;
  portForwarding: boolean | null;
  killSwitch: boolean | null;
  dataDisclosed: boolean;
  priceMonthly: number | null;
  priceYearly: number | null;
  currency: string | null;
  priceChecked: string | null;
  serverCountries: number | null;
  devices: number | "unlimited" | null;
  /** Per country with an outside report: the newest report's outcome and date ("for use in"). */
  countryReports: Array<{ country: string; name: string; outcome: "works" | "blocked" | "mixed"; date: string }>;
};

export type OwnershipGraphNode = CompanyEntity & { x: number; y: number; group: string };
export type OwnershipGraph = {
  nodes: OwnershipGraphNode[];
  relationships: CompanyRelationship[];
  /** Each group is one ownership family, named by its root company, for the filter. */
  groups: Array<{ id: string; name: string }>;
  width: number;
  height: number;
};
