// Builds data/un-countries.json from ../shared/reference-data/un-members.csv, adding the everyday
// English names readers type. Run by hand when the reference list changes; the JSON is committed.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { unCountryListSchema, type UnCountry } from "../data/schema";
import { parseCsv } from "./lib/csv";

const ROOT = path.resolve(import.meta.dirname, "..");
const CSV = path.resolve(ROOT, "..", "shared", "reference-data", "un-members.csv");

export const EVERYDAY_ALIASES: Record<string, string[]> = {
  TUR: ["Turkey"],
  CIV: ["Ivory Coast", "Cote d'Ivoire"],
  CPV: ["Cape Verde"],
  CZE: ["Czech Republic", "Czechia"],
  MMR: ["Burma"],
  SWZ: ["Swaziland", "Eswatini"],
  TLS: ["East Timor", "Timor-Leste"],
  NLD: ["Holland", "The Netherlands"],
  GBR: ["UK", "U.K.", "Britain", "Great Britain", "England", "Scotland", "Wales", "Northern Ireland"],
  USA: ["USA", "US", "U.S.", "America", "United States of America"],
  ARE: ["UAE", "Emirates"],
  COD: ["DRC", "DR Congo", "Congo-Kinshasa", "Democratic Republic of the Congo"],
  COG: ["Congo-Brazzaville", "Republic of the Congo"],
  KOR: ["South Korea", "Korea"],
  PRK: ["North Korea", "DPRK"],
  RUS: ["Russia"],
  IRN: ["Iran"],
  SYR: ["Syria"],
  LAO: ["Laos"],
  VNM: ["Vietnam", "Viet Nam"],
  BOL: ["Bolivia"],
  VEN: ["Venezuela"],
  TZA: ["Tanzania"],
  MDA: ["Moldova"],
  FSM: ["Micronesia"],
  BRN: ["Brunei"],
  MKD: ["Macedonia", "North Macedonia"],
  VAT: ["Vatican"],
  KGZ: ["Kirghizia"],
  BIH: ["Bosnia"],
  VCT: ["St Vincent", "Saint Vincent"],
  KNA: ["St Kitts", "Saint Kitts"],
  LCA: ["St Lucia"],
  STP: ["Sao Tome"],
  GMB: ["Gambia"],
  BHS: ["Bahamas"],
  CHN: ["PRC", "Mainland China"],
};

export function buildUnCountries(csvText: string): UnCountry[] {
  const rows = parseCsv(csvText);
  return rows.map((row) => {
    const [lat, lng] = (row.latlng ?? "").split(",").map(Number);
    const iso = row.iso_a3 ?? "";
    const aliases = [...(row.aliases ?? "").split("|"), ...(EVERYDAY_ALIASES[iso] ?? [])]
      .map((alias) => alias.trim())
      .filter((alias) => alias.length > 0 && alias !== row.name);
    return {
      name: row.name ?? "",
      aliases: [...new Set(aliases)],
      iso_a3: iso,
      iso_a2: row.iso_a2 ?? "",
      iso_numeric: (row.iso_numeric ?? "").padStart(3, "0"),
      lat: lat ?? 0,
      lng: lng ?? 0,
      region: row.region ?? "",
      subregion: row.subregion ?? "",
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const countries = buildUnCountries(readFileSync(CSV, "utf8"));
  const list = unCountryListSchema.parse({ countries });
  writeFileSync(path.join(ROOT, "data", "un-countries.json"), `${JSON.stringify(list, null, 2)}\n`);
  console.log(`data/un-countries.json: ${list.countries.length} UN members`);
}
