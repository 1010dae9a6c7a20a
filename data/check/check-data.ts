import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  countrySchema,
  EU_CODE,
  newsItemSchema,
  SCORED_METRICS,
  unCountryListSchema,
  type Country,
  type NewsItem,
  type Source,
  type UnCountry,
  JURISDICTION_TERRITORIES,
  type VpnCompanies,
  vpnCompaniesSchema,
  type VpnProvider,
  vpnProviderSchema,
} from "../schema";

export type DataProblem = { file: string; field: string; reason: string };
export type CheckedData = { unCountries: UnCountry[]; countries: Country[]; news: NewsItem[]; vpns: VpnProvider[]; companies?: VpnCompanies; problems: DataProblem[] };

const DATE_FIELDS = /(^|\.)(date|last_change|last_verified|checked|since)$/;

export function formatProblem({ file, field, reason }: DataProblem): string {
  return `${file}: ${field || "(file)"}: ${reason}`;
}

function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.map((segment, index) => (typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`)).join("");
}

function readJson(file: string, label: string, problems: DataProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push({ file: label, field: "", reason: `is not valid JSON (${(error as Error).message})` });
    return undefined;
  }
}

function validate<T>(schema: z.ZodType<T>, value: unknown, label: string, problems: DataProblem[]): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    // Name the misspelt field itself, so an editor can find it.
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [undefined];
    for (const key of keys) {
      const segments = key === undefined ? issue.path : [...issue.path, key];
      problems.push({ file: label, field: fieldPath(segments), reason: key === undefined ? issue.message : "is not a known field (check its spelling)" });
    }
  }
  return undefined;
}

/** Visits every string field whose name marks it as a date, with its path. */
function eachDate(value: unknown, visit: (field: string, date: string) => void, prefix = ""): void {
  if (Array.isArray(value)) value.forEach((item, index) => eachDate(item, visit, `${prefix}[${index}]`));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const field = prefix ? `${prefix}.${key}` : key;
      if (typeof child === "string" && DATE_FIELDS.test(field)) visit(field, child);
      else eachDate(child, visit, field);
    }
  }
}

function checkNoFutureDates(value: unknown, today: string, label: string, problems: DataProblem[]) {
  eachDate(value, (field, date) => {
    // A partial date (a year, or a month) is in the future when it starts after today's year or month.
    if (/^\d{4}(-\d{2}(-\d{2})?)?$/.test(date) && date > today.slice(0, date.length)) problems.push({ file: label, field, reason: `date ${date} lies in the future (today is ${today})` });
  });
}

/** Evidence policy: every non-grey status needs a source that names its metric. */
function checkEvidence(statuses: Partial<Record<string, string>>, sources: readonly Source[], label: string, prefix: string, sourcesField: string, problems: DataProblem[]) {
  for (const metric of SCORED_METRICS) {
    const status = statuses[metric];
    if (!status || status === "grey") continue;
    if (!sources.some((source) => source.metrics.includes(metric))) {
      problems.push({ file: label, field: `${prefix}statuses.${metric}`, reason: `is ${status} but no entry of ${sourcesField} lists "${metric}" in its metrics` });
    }
  }
}

function checkDuplicateUrls(items: ReadonlyArray<{ url: string }>, field: string, label: string, problems: DataProblem[]) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.url)) problems.push({ file: label, field: `${field}[${index}].url`, reason: `duplicates an earlier entry (${item.url})` });
    seen.add(item.url);
  });
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
}

/**
 * Validates every data file and returns what passed plus every problem, each naming the file,
 * the field and the reason. Nothing with a problem should ever be published.
 */
export function checkData(dataDir: string, today: string = new Date().toISOString().slice(0, 10)): CheckedData {
  const problems: DataProblem[] = [];
  const rel = (file: string) => path.relative(path.dirname(dataDir), file).split(path.sep).join("/");

  const unFile = path.join(dataDir, "un-countries.json");
  const unList = validate(unCountryListSchema, readJson(unFile, rel(unFile), problems), rel(unFile), problems);
  const unCountries = unList?.countries ?? [];
  const unByIso = new Map(unCountries.map((country) => [country.iso_a3, country]));
  if (unList && unByIso.size !== unCountries.length) problems.push({ file: rel(unFile), field: "countries", reason: "lists an ISO code twice" });

  /**
   * Every JSON file of one folder: parsed, validated, dates checked, then the folder's own checks;
   * a file is kept only when it raised no problem at all.
   */
  function checkFolder<T>(folder: string, schema: z.ZodType<T>, extraChecks: (entry: T, label: string, fileName: string) => void): T[] {
    const kept: T[] = [];
    const dir = path.join(dataDir, folder);
    for (const name of jsonFiles(dir)) {
      const label = rel(path.join(dir, name));
      const raw = readJson(path.join(dir, name), label, problems);
      if (raw === undefined) continue;
      const before = problems.length;
      const entry = validate(schema, raw, label, problems);
      checkNoFutureDates(raw, today, label, problems);
      if (!entry) continue;
      extraChecks(entry, label, name);
      if (problems.length === before) kept.push(entry);
    }
    return kept;
  }

  const seenCountries = new Map<string, string>();
  const countries = checkFolder("countries", countrySchema, (country, label, name) => {
    const un = unByIso.get(country.iso_a3);
    if (!un) problems.push({ file: label, field: "iso_a3", reason: `${country.iso_a3} is not a UN member in data/un-countries.json` });
    if (name !== `${country.iso_a3}.json`) problems.push({ file: label, field: "iso_a3", reason: `file must be named ${country.iso_a3}.json` });
    const earlier = seenCountries.get(country.iso_a3);
    if (earlier) problems.push({ file: label, field: "iso_a3", reason: `duplicate entry: ${country.iso_a3} is already defined in ${earlier}` });
    seenCountries.set(country.iso_a3, label);
    checkEvidence(country.statuses, country.sources_primary, label, "", "sources_primary", problems);
    checkDuplicateUrls(country.sources_primary, "sources_primary", label, problems);
    const seenSubdivisions = new Set<string>();
    country.subnational.forEach((entry, index) => {
      const prefix = `subnational[${index}].`;
      if (un && !entry.iso_code.startsWith(`${un.iso_a2}-`)) {
        problems.push({ file: label, field: `${prefix}iso_code`, reason: `${entry.iso_code} is not an ISO 3166-2 subdivision of ${un.iso_a2}` });
      }
      if (seenSubdivisions.has(entry.iso_code)) problems.push({ file: label, field: `${prefix}iso_code`, reason: `duplicate entry: ${entry.iso_code} appears twice` });
      seenSubdivisions.add(entry.iso_code);
      checkEvidence(entry.statuses, entry.sources, label, prefix, `${prefix}sources`, problems);
    });
  });

  const seenNews = new Map<string, string>();
  const news = checkFolder("news", newsItemSchema, (item, label) => {
    if (item.country !== EU_CODE && !unByIso.has(item.country)) {
      problems.push({ file: label, field: "country", reason: `${item.country} is neither a UN member nor ${EU_CODE} (European Union)` });
    }
    const key = `${item.country}|${item.date}|${item.title.toLowerCase()}`;
    const earlier = seenNews.get(key);
    if (earlier) problems.push({ file: label, field: "title", reason: `duplicate entry: the same item is in ${earlier}` });
    seenNews.set(key, label);
  });
  news.sort((a, b) => (a.date === b.date ? a.country.localeCompare(b.country) : b.date.localeCompare(a.date)));

  const vpns = checkFolder("vpns", vpnProviderSchema, (vpn, label, name) => {
    if (name !== `${vpn.slug}.json`) problems.push({ file: label, field: "slug", reason: `file must be named ${vpn.slug}.json` });
    if (vpn.jurisdiction.value !== null && !isKnownJurisdiction(vpn.jurisdiction.value)) {
      problems.push({ file: label, field: "jurisdiction.value", reason: `${vpn.jurisdiction.value} is neither a UN member nor a territory listed in JURISDICTION_TERRITORIES` });
    }
  });

  const companiesFile = path.join(dataDir, "vpn-companies.json");
  let companies: VpnCompanies | undefined;
  if (existsSync(companiesFile)) {
    const label = rel(companiesFile);
    const raw = readJson(companiesFile, label, problems);
    const before = problems.length;
    const parsed = raw === undefined ? undefined : validate(vpnCompaniesSchema, raw, label, problems);
    if (raw !== undefined) checkNoFutureDates(raw, today, label, problems);
    if (parsed) {
      checkCompanies(parsed, new Set(vpns.map((vpn) => vpn.slug)), label, problems);
      if (problems.length === before) companies = parsed;
    }
  }

  return { unCountries, countries, news, vpns, companies, problems };

  function isKnownJurisdiction(code: string): boolean {
    return unByIso.has(code) || Object.hasOwn(JURISDICTION_TERRITORIES, code);
  }

  function checkCompanies(data: VpnCompanies, vpnSlugs: ReadonlySet<string>, label: string, found: DataProblem[]) {
    const ids = new Set<string>();
    data.entities.forEach((entity, index) => {
      const field = `entities[${index}]`;
      if (ids.has(entity.id)) found.push({ file: label, field: `${field}.id`, reason: `duplicate entry: ${entity.id} appears twice` });
      ids.add(entity.id);
      if (entity.vpn !== undefined && !vpnSlugs.has(entity.vpn)) found.push({ file: label, field: `${field}.vpn`, reason: `no provider file data/vpns/${entity.vpn}.json` });
      if (entity.country !== null && !isKnownJurisdiction(entity.country)) found.push({ file: label, field: `${field}.country`, reason: `${entity.country} is neither a UN member nor a listed territory` });
    });
    data.relationships.forEach((link, index) => {
      for (const end of ["from", "to"] as const) {
        if (!ids.has(link[end])) found.push({ file: label, field: `relationships[${index}].${end}`, reason: `${link[end]} is not an entity id in this file` });
      }
      if (link.from === link.to) found.push({ file: label, field: `relationships[${index}].to`, reason: "a relationship needs two different entities" });
    });
  }
}
