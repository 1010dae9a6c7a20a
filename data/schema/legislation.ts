import { z } from "zod";
import { CHANGE_STATUS_VALUES, INFERABLE_METRICS, SCORED_METRICS, STATUS_VALUES, type Metric, type ScoredMetric, type Status } from "./metrics";

export * from "./metrics";

// Zod schemas for the legislation data: the single source of truth for its types, used by the
// build (data:check, publish), the browser and the server. This file imports nothing of the app.

const scoredMetricSchema = z.enum(SCORED_METRICS);
const statusSchema = z.enum(STATUS_VALUES);

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be an ISO date YYYY-MM-DD")
  .refine(isCalendarDate, "is not a real calendar date");

/** A date known only to the month ("2022-12"), for a publication that shows no day. */
export const isoDateOrMonthSchema = z.union([
  isoDateSchema,
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be an ISO date YYYY-MM-DD, or YYYY-MM when the publication shows no day"),
]);

// The message replaces only the format error: a value that is not a string still says so.
export const httpsUrlSchema = z
  .url({ error: (issue) => (issue.code === "invalid_format" ? "must be a URL" : undefined) })
  .refine((value) => value.startsWith("https://"), "must use https://");

export const iso3Schema = z.string().regex(/^[A-Z]{3}$/, "must be an ISO 3166-1 alpha-3 code in capitals");
const subdivisionCodeSchema = z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, "must be an ISO 3166-2 code such as US-TX");

// A title wrapped whole in square brackets was an editor's paraphrase left in the data; readers see titles as written.
const title = z
  .string()
  .trim()
  .min(1, "is required")
  .refine((value) => !/^\[[^\]]*\]$/.test(value), "is wrapped in square brackets: give the source's title as published, e.g. Publisher: Title");

/** A source that supports statuses: `metrics` names which ones (evidence policy). */
const sourceSchema = z
  .object({
    title,
    url: httpsUrlSchema,
    date: isoDateSchema,
    metrics: z.array(scoredMetricSchema).min(1, "must name at least one metric the source supports"),
  })
  .strict();

/** Further reading: never counts as evidence for a status. */
const furtherReadingSchema = z.object({ title, url: httpsUrlSchema, date: isoDateSchema }).strict();

const lawSchema = z.object({ title, url: httpsUrlSchema, topic: z.enum(["vpn", "age"]) }).strict();

const statusesSchema = z.object(Object.fromEntries(SCORED_METRICS.map((m) => [m, statusSchema])) as Record<ScoredMetric, typeof statusSchema>).strict();
const partialStatusesSchema = statusesSchema.partial();

const freedomHouseSchema = z
  .object({
    score: z.number().int().min(0).max(100),
    label: z.enum(["Free", "Partly Free", "Not Free"]),
    year: z.number().int().min(2000).max(2100),
    report: z.enum(["FOTN", "FIW"]),
  })
  .strict();

const digitalRightsSchema = z
  .object({
    freedom_house: freedomHouseSchema.optional(),
    privacy_law: z.string().trim().min(1),
    privacy_law_url: httpsUrlSchema.optional(),
    surveillance: z.string().trim().min(1),
  })
  .strict();

/** A source for one dated change: the change names its metric, so the source does not. */
const changeSourceSchema = z.object({ title, url: httpsUrlSchema, date: isoDateSchema }).strict();

/**
 * One dated status change (data/README.md, "History"): the day it took effect (YYYY-MM when only
 * the month is sourced), the colours before and after, one sentence, and its sources.
 */
const statusChangeSchema = z
  .object({
    date: isoDateOrMonthSchema,
    metric: scoredMetricSchema,
    from: z.enum(CHANGE_STATUS_VALUES),
    to: z.enum(CHANGE_STATUS_VALUES),
    summary: z.string().trim().min(20, "must say in one sentence what changed").max(400, "must be one sentence (at most 400 characters)"),
    /** The change is dated by its earliest source, not by a sourced start: readers see "since at least". */
    since_at_least: z.literal(true).optional(),
    sources: z.array(changeSourceSchema).min(1, "a change needs at least one source"),
  })
  .strict()
  .refine((change) => change.from !== change.to, { message: "from and to are the same colour: that is not a change", path: ["to"] });

const subnationalSchema = z
  .object({
    name: title,
    iso_code: subdivisionCodeSchema,
    statuses: partialStatusesSchema,
    note: z.string().optional(),
    last_verified: isoDateSchema,
    sources: z.array(sourceSchema),
    /** Oldest first: every status change of this entry since HISTORY_START. */
    history: z.array(statusChangeSchema).optional(),
  })
  .strict();

const SURVEY_PUBLISHER_KINDS = ["ngo", "intergovernmental", "academic", "regulator", "news", "industry", "vpn-seller", "vpn-affiliate"] as const;

/**
 * A comprehensive survey: a dated report that sets out to list every country with one kind of
 * restriction. A green may rest on a country's absence from two of them (data/README.md).
 */
const surveySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case, e.g. fotn-2025-key-internet-controls"),
    title,
    publisher: title,
    publisher_kind: z.enum(SURVEY_PUBLISHER_KINDS),
    url: httpsUrlSchema,
    /** YYYY-MM when the survey shows no day: a day is never invented. */
    date: isoDateOrMonthSchema,
    metric: z.enum(INFERABLE_METRICS),
    /** "all", or the countries the survey assessed: its silence says nothing about the others. */
    covers: z.union([z.literal("all"), z.array(iso3Schema).min(1, 'must list at least one country, or be "all"')]),
    /** Every country the survey names as restricting, at its date. */
    restricting: z.array(iso3Schema),
    note: z.string().trim().min(1).optional(),
  })
  .strict();

export const surveysDocumentSchema = z.object({ surveys: z.array(surveySchema) }).strict();

/** What a brief shows of a survey beside an inferred green. */
const surveyCitationSchema = surveySchema.pick({ id: true, title: true, publisher: true, publisher_kind: true, url: true, date: true });

const inferredFields = { strength: z.literal("no_restriction_found"), checked: isoDateSchema };
const inReviewSchema = z.object({ strength: z.literal("in_review"), reason: z.string().trim().min(10, "must say why the cell is grey") }).strict();

/** In a data file: an inferred green names its surveys by id (data/surveys.json). */
const fileEvidenceEntrySchema = z.discriminatedUnion("strength", [
  z.object({ ...inferredFields, surveys: z.array(z.string().min(1)) }).strict(),
  inReviewSchema,
]);
/** Published: the surveys are spelt out, so every page and the open data can name them. */
const evidenceEntrySchema = z.discriminatedUnion("strength", [
  z.object({ ...inferredFields, surveys: z.array(surveyCitationSchema).min(2) }).strict(),
  inReviewSchema,
]);
const perMetric = <T extends z.ZodType>(entry: T) =>
  z.object(Object.fromEntries(SCORED_METRICS.map((m) => [m, entry.optional()])) as Record<ScoredMetric, z.ZodOptional<T>>).strict();
const fileEvidenceSchema = perMetric(fileEvidenceEntrySchema);
const evidenceSchema = perMetric(evidenceEntrySchema);

const countrySchema = z
  .object({
    iso_a3: iso3Schema,
    name: title,
    aliases: z.array(z.string()).optional(),
    summary: z.string().trim().min(1),
    notes: z.string(),
    last_change: isoDateSchema,
    last_verified: isoDateSchema,
    statuses: statusesSchema,
    digital_rights: digitalRightsSchema,
    laws: z.array(lawSchema),
    sources_primary: z.array(sourceSchema),
    sources_secondary: z.array(furtherReadingSchema),
    subnational: z.array(subnationalSchema),
    /** Cells without an entry are established (a source about the country supports them). */
    evidence: evidenceSchema.optional(),
    /** Oldest first: every national status change since HISTORY_START. Published apart (/data/status-history.json). */
    history: z.array(statusChangeSchema).optional(),
  })
  .strict();

/** A country as its data file holds it: inferred cells name their surveys by id. */
export const countryFileSchema = countrySchema.extend({ evidence: fileEvidenceSchema.optional() }).strict();

export const legislationStatusDocumentSchema = z.object({
  updated_at: z.iso.datetime({ offset: true }),
  countries: z.array(countrySchema),
  /** The comprehensive surveys inferred greens rest on (absent from documents published before them). */
  surveys: z.array(surveySchema).optional(),
});

/** A change as published in /data/status-history.json: it names its country (and subdivision). */
const publishedChangeSchema = z
  .object({
    /** Stable: country[-subdivision]-metric-date, the anchor of its entry on /changes. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    country: iso3Schema,
    subdivision: subdivisionCodeSchema.optional(),
    date: isoDateOrMonthSchema,
    metric: scoredMetricSchema,
    from: z.enum(CHANGE_STATUS_VALUES),
    to: z.enum(CHANGE_STATUS_VALUES),
    summary: z.string(),
    since_at_least: z.literal(true).optional(),
    sources: z.array(changeSourceSchema).min(1),
  })
  .strict();

export const statusHistoryDocumentSchema = z
  .object({
    updated_at: z.iso.datetime({ offset: true }),
    history_start: isoDateSchema,
    /** Per country, for each cell with no recorded change: the earliest day its colour is on record (its oldest source). */
    on_record_since: z.record(iso3Schema, z.record(z.string(), isoDateSchema)),
    /** Newest first. */
    changes: z.array(publishedChangeSchema),
  })
  .strict();

const NEWS_TYPES = ["proposed", "enacted", "in_force", "court_ruling", "enforcement", "repealed"] as const;
export const EU_CODE = "EUU";

export const newsItemSchema = z
  .object({
    country: iso3Schema,
    title,
    date: isoDateSchema,
    type: z.enum(NEWS_TYPES),
    topic: z.enum(["vpn", "age"]),
    summary: z.string().trim().min(1),
    url: httpsUrlSchema,
    source: z.object({ name: title, url: httpsUrlSchema }).strict(),
  })
  .strict();

export const newsDocumentSchema = z.object({ updated_at: z.iso.datetime({ offset: true }).optional(), items: z.array(newsItemSchema) });

const unCountrySchema = z
  .object({
    name: title,
    aliases: z.array(z.string()),
    iso_a3: iso3Schema,
    iso_a2: z.string().regex(/^[A-Z]{2}$/),
    iso_numeric: z.string().regex(/^\d{3}$/, "must be the zero-padded ISO numeric code"),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    region: z.string(),
    subregion: z.string(),
  })
  .strict();

export const unCountryListSchema = z.object({ countries: z.array(unCountrySchema) });

export type Source = z.infer<typeof sourceSchema>;
export type PublishedChange = z.infer<typeof publishedChangeSchema>;
export type StatusHistoryDocument = z.infer<typeof statusHistoryDocumentSchema>;
export type Country = z.infer<typeof countrySchema>;
export type CountryFile = z.infer<typeof countryFileSchema>;
export type Survey = z.infer<typeof surveySchema>;
export type SurveyCitation = z.infer<typeof surveyCitationSchema>;
export type Evidence = z.infer<typeof evidenceSchema>;
export type LegislationStatusDocument = z.infer<typeof legislationStatusDocumentSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
export type NewsDocument = z.infer<typeof newsDocumentSchema>;
export type UnCountry = z.infer<typeof unCountrySchema>;
export type UnCountryList = z.infer<typeof unCountryListSchema>;

/** A UN member joined with its data; members without data get all-grey statuses (docs/product.md#data-model). */
export type MergedCountry = UnCountry & {
  hasData: boolean;
  statuses: Record<Metric, Status>;
  data: Country | null;
};
