import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { dayOf, historyProblems } from "../model/status-history";
import { isSameSite, isVpnSellerHost, sourceUrlProblem } from "./source-hosts";
import {
  countryFileSchema,
  EU_CODE,
  INFERABLE_METRICS,
  surveysDocumentSchema,
  type CountryFile,
  type Evidence,
  type Survey,
  newsItemSchema,
  SCORED_METRICS,
  unCountryListSchema,
  type Country,
  type NewsItem,
  type ScoredMetric,
  type Source,
  type UnCountry,
  JURISDICTION_TERRITORIES,
  type VpnCompanies,
  vpnCompaniesSchema,
  type VpnProvider,
  vpnProviderSchema,
} from "../schema";

export type DataProblem = { file: string; field: string; reason: string };
/**
 * `warnings` never stop a build: they point editors at entries that may be out of date.
 */
export type CheckedData = {
  unCountries: UnCountry[];
  countries: Country[];
  news: NewsItem[];
  vpns: VpnProvider[];
  surveys: Survey[];
  companies?: VpnCompanies;
  problems: DataProblem[];
  warnings: DataProblem[];
};

/** Which news topic speaks about which metric (news items carry `vpn` or `age`). */
const NEWS_TOPIC_METRICS: Record<NewsItem["topic"], readonly ScoredMetric[]> = {
  vpn: ["vpn_status"],
  age: ["age_verification", "social_media_blocking"],
};
/** News of these kinds report a restriction made or applied, so they contradict "no restriction found". */
const RESTRICTING_NEWS_TYPES: ReadonlySet<NewsItem["type"]> = new Set(["enacted", "in_force", "enforcement"]);
/** Laws of this topic contradict an inferred green on the metric. */
const LAW_TOPIC_OF: Partial<Record<ScoredMetric, "vpn" | "age">> = { vpn_status: "vpn", age_verification: "age" };

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
    if (/^\d{4}(-\d{2}(-\d{2})?)?$/.test(date) && date > today.slice(0, date.length))
      problems.push({ file: label, field, reason: `date ${date} lies in the future (today is ${today})` });
  });
}

/** Evidence policy: every non-grey status needs a source that names its metric. */
function checkEvidence(
  statuses: Partial<Record<string, string>>,
  sources: readonly Source[],
  label: string,
  prefix: string,
  sourcesField: string,
  problems: DataProblem[],
  evidence?: CountryFile["evidence"],
) {
  for (const metric of SCORED_METRICS) {
    const status = statuses[metric];
    if (!status || status === "grey") continue;
    // An inferred green cites its surveys instead (checked with the surveys).
    if (evidence?.[metric]?.strength === "no_restriction_found") continue;
    if (!sources.some((source) => source.metrics.includes(metric))) {
      problems.push({
        file: label,
        field: `${prefix}statuses.${metric}`,
        reason: `is ${status} but no entry of ${sourcesField} lists "${metric}" in its metrics`,
      });
    }
  }
}

/** Every address is the publisher's own; an established status never rests on a VPN seller's page. */
function checkSourceUrls(sources: ReadonlyArray<{ url: string }>, field: string, label: string, problems: DataProblem[], statusEvidence: boolean) {
  sources.forEach((source, index) => {
    const problem = sourceUrlProblem(source.url);
    if (problem) problems.push({ file: label, field: `${field}[${index}].url`, reason: problem });
    else if (statusEvidence && isVpnSellerHost(source.url)) {
      problems.push({
        file: label,
        field: `${field}[${index}].url`,
        reason: `is a VPN seller's or affiliate's page (data/check/source-hosts.ts): it cannot be the evidence for a status; move it to sources_secondary and cite the law, a regulator or independent reporting`,
      });
    }
  });
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
  const warnings: DataProblem[] = [];
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

  const surveysFile = path.join(dataDir, "surveys.json");
  const surveysById = new Map<string, Survey>();
  if (existsSync(surveysFile)) {
    const label = rel(surveysFile);
    const raw = readJson(surveysFile, label, problems);
    const parsed = raw === undefined ? undefined : validate(surveysDocumentSchema, raw, label, problems);
    if (raw !== undefined) checkNoFutureDates(raw, today, label, problems);
    parsed?.surveys.forEach((survey, index) => {
      const field = `surveys[${index}]`;
      if (surveysById.has(survey.id)) problems.push({ file: label, field: `${field}.id`, reason: `duplicate entry: ${survey.id} appears twice` });
      surveysById.set(survey.id, survey);
      const named = [...(survey.covers === "all" ? [] : survey.covers), ...survey.restricting];
      for (const code of named)
        if (!unByIso.has(code)) problems.push({ file: label, field: `${field}`, reason: `${code} is not a UN member in data/un-countries.json` });
      checkSourceUrls([survey], field, label, problems, false);
    });
  }
  const surveys = [...surveysById.values()];

  const seenNews = new Map<string, string>();
  const news = checkFolder("news", newsItemSchema, (item, label) => {
    if (item.country !== EU_CODE && !unByIso.has(item.country)) {
      problems.push({ file: label, field: "country", reason: `${item.country} is neither a UN member nor ${EU_CODE} (European Union)` });
    }
    const key = `${item.country}|${item.date}|${item.title.toLowerCase()}`;
    const earlier = seenNews.get(key);
    if (earlier) problems.push({ file: label, field: "title", reason: `duplicate entry: the same item is in ${earlier}` });
    seenNews.set(key, label);
    checkSourceUrls([item, item.source], "url", label, problems, false);
  });
  news.sort((a, b) => (a.date === b.date ? a.country.localeCompare(b.country) : b.date.localeCompare(a.date)));

  const seenCountries = new Map<string, string>();
  const countryFiles = checkFolder("countries", countryFileSchema, (country, label, name) => {
    const un = unByIso.get(country.iso_a3);
    if (!un) problems.push({ file: label, field: "iso_a3", reason: `${country.iso_a3} is not a UN member in data/un-countries.json` });
    if (name !== `${country.iso_a3}.json`) problems.push({ file: label, field: "iso_a3", reason: `file must be named ${country.iso_a3}.json` });
    const earlier = seenCountries.get(country.iso_a3);
    if (earlier) problems.push({ file: label, field: "iso_a3", reason: `duplicate entry: ${country.iso_a3} is already defined in ${earlier}` });
    seenCountries.set(country.iso_a3, label);
    checkEvidence(country.statuses, country.sources_primary, label, "", "sources_primary", problems, country.evidence);
    checkStrength(country, label);
    checkDuplicateUrls(country.sources_primary, "sources_primary", label, problems);
    checkSourceUrls(country.sources_primary, "sources_primary", label, problems, true);
    checkSourceUrls(country.sources_secondary, "sources_secondary", label, problems, false);
    if (country.digital_rights.privacy_law_url)
      checkSourceUrls([{ url: country.digital_rights.privacy_law_url }], "digital_rights.privacy_law_url", label, problems, false);
    checkSourceUrls(country.laws, "laws", label, problems, false);
    checkHistory(country.history ?? [], country.statuses, label, "");
    const latest = (country.history ?? [])
      .map((change) => dayOf(change.date))
      .sort()
      .at(-1);
    if (latest && latest > country.last_change)
      warnings.push({ file: label, field: "last_change", reason: `${country.last_change} is older than the latest change in history (${latest})` });
    const seenSubdivisions = new Set<string>();
    country.subnational.forEach((entry, index) => {
      const prefix = `subnational[${index}].`;
      if (un && !entry.iso_code.startsWith(`${un.iso_a2}-`)) {
        problems.push({ file: label, field: `${prefix}iso_code`, reason: `${entry.iso_code} is not an ISO 3166-2 subdivision of ${un.iso_a2}` });
      }
      if (seenSubdivisions.has(entry.iso_code))
        problems.push({ file: label, field: `${prefix}iso_code`, reason: `duplicate entry: ${entry.iso_code} appears twice` });
      seenSubdivisions.add(entry.iso_code);
      checkEvidence(entry.statuses, entry.sources, label, prefix, `${prefix}sources`, problems);
      checkSourceUrls(entry.sources, `${prefix}sources`, label, problems, true);
      checkHistory(entry.history ?? [], entry.statuses, label, prefix);
    });
  });

  const countries = countryFiles.map(resolveSurveys);
  for (const country of countries) warnAboutNewerNews(country);

  const vpns = checkFolder("vpns", vpnProviderSchema, (vpn, label, name) => {
    if (name !== `${vpn.slug}.json`) problems.push({ file: label, field: "slug", reason: `file must be named ${vpn.slug}.json` });
    if (vpn.jurisdiction.value !== null && !isKnownJurisdiction(vpn.jurisdiction.value)) {
      problems.push({
        file: label,
        field: "jurisdiction.value",
        reason: `${vpn.jurisdiction.value} is neither a UN member nor a territory listed in JURISDICTION_TERRITORIES`,
      });
    }
    checkCountryReports(vpn, label);
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

  return { unCountries, countries, news, vpns, surveys, companies, problems, warnings };

  /**
   * Evidence policy, "Two strengths of evidence": an inferred green rests on the country's absence
   * from two comprehensive surveys by different publishers, and nothing about the country says
   * otherwise; a grey cell says why it is grey.
   */
  function checkStrength(country: CountryFile, label: string) {
    for (const metric of SCORED_METRICS) {
      const status = country.statuses[metric];
      const entry = country.evidence?.[metric];
      const field = `evidence.${metric}`;
      if (status === "grey") {
        if (entry?.strength !== "in_review")
          problems.push({ file: label, field, reason: `${metric} is grey: give its reason as {"strength": "in_review", "reason": "…"}` });
        continue;
      }
      if (!entry) continue;
      if (entry.strength === "in_review") {
        problems.push({ file: label, field, reason: `is in review, but statuses.${metric} is ${status}: an in-review cell is grey` });
        continue;
      }
      if (!(INFERABLE_METRICS as readonly string[]).includes(metric)) {
        problems.push({
          file: label,
          field,
          reason: `${metric} cannot rest on the absence of a restriction (only ${INFERABLE_METRICS.join(", ")}); cite a source about the country`,
        });
        continue;
      }
      if (status !== "green") {
        problems.push({ file: label, field, reason: `is "no restriction found" but statuses.${metric} is ${status}: amber and red are always established` });
        continue;
      }
      if (country.sources_primary.some((source) => source.metrics.includes(metric))) {
        problems.push({ file: label, field, reason: `a key source already supports ${metric}: the cell is established, so drop this entry` });
      }
      const cited: Survey[] = [];
      entry.surveys.forEach((id, index) => {
        const survey = surveysById.get(id);
        if (!survey) return void problems.push({ file: label, field: `${field}.surveys[${index}]`, reason: `${id} is not a survey in data/surveys.json` });
        if (survey.metric !== metric)
          return void problems.push({ file: label, field: `${field}.surveys[${index}]`, reason: `${id} surveys ${survey.metric}, not ${metric}` });
        if (survey.covers !== "all" && !survey.covers.includes(country.iso_a3))
          return void problems.push({
            file: label,
            field: `${field}.surveys[${index}]`,
            reason: `${id} did not assess ${country.iso_a3}, so its silence says nothing`,
          });
        if (survey.restricting.includes(country.iso_a3))
          return void problems.push({
            file: label,
            field: `${field}.surveys[${index}]`,
            reason: `${id} names ${country.iso_a3} as restricting: the cell cannot be "no restriction found"`,
          });
        if (survey.date > entry.checked) problems.push({ file: label, field: `${field}.checked`, reason: `is before ${id}'s date (${survey.date})` });
        cited.push(survey);
      });
      const publishers = new Set(cited.map((survey) => survey.publisher));
      if (publishers.size < 2)
        problems.push({ file: label, field: `${field}.surveys`, reason: `needs surveys from at least two different publishers (has ${publishers.size})` });
      const lawTopic = LAW_TOPIC_OF[metric];
      const law = lawTopic ? country.laws.find((entry) => entry.topic === lawTopic) : undefined;
      if (law)
        problems.push({
          file: label,
          field,
          reason: `the country's own laws list "${law.title}" (topic ${lawTopic}): cite it and colour the cell from it instead`,
        });
      const contrary = news.find(
        (item) => item.country === country.iso_a3 && NEWS_TOPIC_METRICS[item.topic].includes(metric) && RESTRICTING_NEWS_TYPES.has(item.type),
      );
      if (contrary)
        problems.push({
          file: label,
          field,
          reason: `the news item "${contrary.title}" (${contrary.date}, ${contrary.type}) reports a restriction: colour the cell from it instead`,
        });
    }
  }

  /** Data policy, "History": in order, chained, ending at today's status, each change sourced like a status. */
  function checkHistory(history: NonNullable<CountryFile["history"]>, statuses: Partial<Record<ScoredMetric, string>>, label: string, prefix: string) {
    for (const problem of historyProblems(history, statuses as Parameters<typeof historyProblems>[1], prefix)) problems.push({ file: label, ...problem });
    history.forEach((change, index) => {
      const field = `${prefix}history[${index}].sources`;
      checkSourceUrls(change.sources, field, label, problems, true);
      checkDuplicateUrls(change.sources, field, label, problems);
    });
  }

  /** The published form names each survey in full, so every page and the open data can cite it. */
  function resolveSurveys(file: CountryFile): Country {
    if (!file.evidence) return file as Country;
    const evidence: Evidence = {};
    for (const [metric, entry] of Object.entries(file.evidence) as Array<[ScoredMetric, NonNullable<CountryFile["evidence"]>[ScoredMetric]]>) {
      if (!entry) continue;
      evidence[metric] =
        entry.strength === "in_review"
          ? entry
          : {
              ...entry,
              surveys: entry.surveys.map((id) => {
                const { title, publisher, publisher_kind, url, date } = surveysById.get(id)!;
                return { id, title, publisher, publisher_kind, url, date };
              }),
            };
    }
    return { ...file, evidence };
  }

  /** A news item newer than the entry's last change that speaks of its topic may mean the entry is stale. */
  function warnAboutNewerNews(country: Country) {
    for (const item of news) {
      if (item.country !== country.iso_a3 || item.date <= country.last_change) continue;
      const metrics = NEWS_TOPIC_METRICS[item.topic].join(" or ");
      warnings.push({
        file: `data/countries/${country.iso_a3}.json`,
        field: "last_change",
        reason: `${country.last_change} is older than the news item "${item.title}" (${item.date}, ${item.type}) about ${metrics}: check the entry against it`,
      });
    }
  }

  /**
   * Where a provider works rests on outside evidence only: a report's source is never the
   * provider's own site nor a VPN seller's or affiliate's; its countries are UN members; newest first.
   */
  function checkCountryReports(vpn: VpnProvider, label: string) {
    vpn.country_reports.forEach((report, index) => {
      const field = `country_reports[${index}]`;
      if (!unByIso.has(report.country))
        problems.push({ file: label, field: `${field}.country`, reason: `${report.country} is not a UN member in data/un-countries.json` });
      const previous = vpn.country_reports[index - 1];
      if (previous && report.date > previous.date)
        problems.push({
          file: label,
          field: `${field}.date`,
          reason: `${report.date} is newer than the report before it (${previous.date}): keep the reports newest first`,
        });
      report.sources.forEach((source, sourceIndex) => {
        const sourceField = `${field}.sources[${sourceIndex}].url`;
        const problem = sourceUrlProblem(source.url);
        if (problem) problems.push({ file: label, field: sourceField, reason: problem });
        else if (isSameSite(source.url, vpn.website))
          problems.push({
            file: label,
            field: sourceField,
            reason: `is ${vpn.name}'s own site: whether it works somewhere needs an outside source (news, a measurement, a researcher, a government)`,
          });
        else if (isVpnSellerHost(source.url))
          problems.push({
            file: label,
            field: sourceField,
            reason: "is a VPN seller's or affiliate's page (data/check/source-hosts.ts): it cannot report whether a provider works",
          });
      });
    });
    for (const code of vpn.censorship_resistance.value?.provider_says_works_in ?? []) {
      if (!unByIso.has(code))
        problems.push({
          file: label,
          field: "censorship_resistance.value.provider_says_works_in",
          reason: `${code} is not a UN member in data/un-countries.json`,
        });
    }
  }

  function isKnownJurisdiction(code: string): boolean {
    return unByIso.has(code) || Object.hasOwn(JURISDICTION_TERRITORIES, code);
  }

  function checkCompanies(data: VpnCompanies, vpnSlugs: ReadonlySet<string>, label: string, found: DataProblem[]) {
    const ids = new Set<string>();
    data.entities.forEach((entity, index) => {
      const field = `entities[${index}]`;
      if (ids.has(entity.id)) found.push({ file: label, field: `${field}.id`, reason: `duplicate entry: ${entity.id} appears twice` });
      ids.add(entity.id);
      if (entity.vpn !== undefined && !vpnSlugs.has(entity.vpn))
        found.push({ file: label, field: `${field}.vpn`, reason: `no provider file data/vpns/${entity.vpn}.json` });
      if (entity.country !== null && !isKnownJurisdiction(entity.country))
        found.push({ file: label, field: `${field}.country`, reason: `${entity.country} is neither a UN member nor a listed territory` });
    });
    data.relationships.forEach((link, index) => {
      for (const end of ["from", "to"] as const) {
        if (!ids.has(link[end])) found.push({ file: label, field: `relationships[${index}].${end}`, reason: `${link[end]} is not an entity id in this file` });
      }
      if (link.from === link.to) found.push({ file: label, field: `relationships[${index}].to`, reason: "a relationship needs two different entities" });
    });
  }
}
