import { z } from "zod";
import { httpsUrlSchema, iso3Schema, isoDateSchema } from "./legislation";

// Zod schemas for the VPN provider files (data/vpns/{slug}.json): every claim carries its
// sources, and a claim with a value needs at least one (docs/product.md#evidence-policy).

// `date` is the page's own publication date; a live page with no date (a provider's pricing or
// policy page) carries `accessed` instead, the day an editor read it.
export const claimSourceSchema = z
  .object({ title: z.string().trim().min(1, "is required"), url: httpsUrlSchema, date: isoDateSchema.optional(), accessed: isoDateSchema.optional() })
  .strict()
  .refine((source) => source.date !== undefined || source.accessed !== undefined, {
    message: "needs its publication date, or the date it was accessed when the page has none",
    path: ["date"],
  });

export type ClaimSource = z.infer<typeof claimSourceSchema>;
export type Claim<V> = { value: V | null; note?: string; checked: string; sources: ClaimSource[] };

/** A claim: its value (null when not verified), an optional note, the day it was last checked, and its sources. */
function claim<T extends z.ZodType>(value: T): z.ZodType<Claim<z.infer<T>>> {
  const schema = z
    .object({ value: value.nullable(), note: z.string().optional(), checked: isoDateSchema, sources: z.array(claimSourceSchema) })
    .strict()
    .refine((fact) => (fact as unknown as { value: unknown }).value === null || fact.sources.length > 0, {
      message: "a claim with a value needs at least one source",
      path: ["sources"],
    });
  // zod cannot carry the generic value type through refine; the shape above is exactly Claim<T>.
  return schema as unknown as z.ZodType<Claim<z.infer<T>>>;
}

/**
 * What an incident tells a reader about the no-logs claim: upheld (a raid, court order or seizure
 * found nothing), data-disclosed (user data reached someone it should not have), a security breach,
 * or other legal action.
 */
const INCIDENT_KINDS = ["no-logs-upheld", "data-disclosed", "security-breach", "legal-action", "other"] as const;
/**
 * Places outside the UN list where VPN companies incorporate. A jurisdiction is a UN member's
 * alpha-3 code or one of these.
 */
export const JURISDICTION_TERRITORIES: Readonly<Record<string, string>> = {
  VGB: "British Virgin Islands",
  GIB: "Gibraltar",
  CYM: "Cayman Islands",
  HKG: "Hong Kong",
  IMN: "Isle of Man",
  JEY: "Jersey",
  GGY: "Guernsey",
  BMU: "Bermuda",
  TWN: "Taiwan",
};

/** What an audit covered; `full` is a policy, infrastructure and apps audit in one. */
const AUDIT_KINDS = ["no-logs", "infrastructure", "apps", "full"] as const;
/** A date as precise as the record allows: a year or a month when the day is not on record. */
const partialDateSchema = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, "must be a date as YYYY, YYYY-MM or YYYY-MM-DD")
  // A full date must exist (no 30 February); a malformed one is reported by the pattern alone.
  .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "is not a real date");
const LOGGING_VALUES = ["no-logs", "minimal", "logs"] as const;
const PAYMENT_METHODS = ["cash", "monero", "bitcoin", "other-crypto", "gift-cards"] as const;

/** What an outside report says of a provider in one country. */
const COUNTRY_REPORT_OUTCOMES = ["works", "blocked", "mixed"] as const;
/** Who reported it: never the provider, never a VPN seller or affiliate (data/check/check-vpn). */
const REPORT_SOURCE_KINDS = ["news", "measurement", "researcher", "government"] as const;

/**
 * A dated report, from outside the provider, that it worked or was blocked in a country. The
 * provider's own pages count for what it offers (censorship_resistance), never for whether it works.
 */
const countryReportSchema = z
  .object({
    country: iso3Schema,
    outcome: z.enum(COUNTRY_REPORT_OUTCOMES),
    date: isoDateSchema,
    summary: z.string().trim().min(20, "must say in a sentence what was reported").max(400),
    /** How the date was settled when the source does not show it plainly. */
    note: z.string().trim().min(1).optional(),
    source_kind: z.enum(REPORT_SOURCE_KINDS),
    sources: z.array(claimSourceSchema).min(1, "needs at least one outside source"),
  })
  .strict();

/** Censorship resistance as the provider offers it: protocol names, other ways in, and where it says it works. */
const censorshipResistanceSchema = z
  .object({
    stealth_protocols: z.array(z.string().trim().min(1)),
    alternative_connection: z.array(z.string().trim().min(1)),
    provider_says_works_in: z.array(iso3Schema),
  })
  .strict();

export const vpnProviderSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case"),
    name: z.string().trim().min(1),
    website: httpsUrlSchema,
    status: z.enum(["active", "discontinued"]),
    last_verified: isoDateSchema,
    owner: claim(z.object({ company: z.string().min(1), parent: z.string().nullable().optional(), since: isoDateSchema.nullable().optional() }).strict()),
    ownership_history: z.array(z.object({ date: isoDateSchema, event: z.string().min(1), sources: z.array(claimSourceSchema).min(1) }).strict()),
    jurisdiction: claim(iso3Schema),
    founded: claim(z.number().int().min(1990).max(2100)),
    logging: claim(z.enum(LOGGING_VALUES)),
    audits: z.array(
      z
        .object({
          auditor: z.string().min(1),
          kind: z.enum(AUDIT_KINDS),
          year: z.number().int().min(2000).max(2100),
          scope: z.string().min(1),
          url: httpsUrlSchema,
          date: partialDateSchema,
        })
        .strict(),
    ),
    incidents: z.array(
      z
        .object({
          date: partialDateSchema,
          kind: z.enum(INCIDENT_KINDS),
          title: z.string().min(1),
          summary: z.string().min(1),
          sources: z.array(claimSourceSchema).min(1),
        })
        .strict(),
    ),
    open_source_clients: claim(z.union([z.boolean(), z.literal("partial")])),
    protocols: claim(z.array(z.string().min(1))),
    post_quantum: claim(z.boolean()),
    ram_only_servers: claim(z.boolean()),
    kill_switch: claim(z.boolean()),
    obfuscation: claim(z.boolean()),
    censorship_resistance: claim(censorshipResistanceSchema),
    /** Newest first. */
    country_reports: z.array(countryReportSchema),
    multi_hop: claim(z.boolean()),
    port_forwarding: claim(z.boolean()),
    anonymous_payment: claim(z.array(z.enum(PAYMENT_METHODS))),
    anonymous_signup: claim(z.boolean()),
    server_countries: claim(z.number().int().min(1).max(250)),
    simultaneous_devices: claim(z.union([z.number().int().min(1), z.literal("unlimited")])),
    price: claim(
      z
        .object({
          monthly: z.number().positive().nullable(),
          yearly: z.number().positive().nullable(),
          currency: z.string().regex(/^[A-Z]{3}$/),
          checked: isoDateSchema,
        })
        .strict(),
    ),
    platforms: claim(z.array(z.string().min(1))),
    // The editors' judgement, written from the facts above: no new facts belong here.
    review: z
      .object({
        verdict: z.string().trim().min(40, "needs a verdict of at least a sentence"),
        suits: z.array(z.string().trim().min(1)).min(1),
        avoid: z.array(z.string().trim().min(1)).min(1),
        restrictive_countries: z.string().trim().min(1),
      })
      .strict(),
  })
  .strict();

export type VpnProvider = z.infer<typeof vpnProviderSchema>;
export type CountryReport = z.infer<typeof countryReportSchema>;

// data/vpn-companies.json: the companies and brands behind the providers, and the links between
// them. A date may be a year or a month when the day is not on record.
const entityId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case");

const RELATIONSHIP_TYPES = ["owns", "acquired", "merged", "shares-infrastructure", "shares-staff", "operates"] as const;

const companyEntitySchema = z
  .object({
    id: entityId,
    name: z.string().trim().min(1),
    kind: z.enum(["company", "brand"]),
    // For a brand that has a review, the slug of data/vpns/{slug}.json.
    vpn: z.string().optional(),
    country: iso3Schema.nullable(),
    description: z.string().trim().min(1),
  })
  .strict();

const companyRelationshipSchema = z
  .object({
    from: entityId,
    to: entityId,
    type: z.enum(RELATIONSHIP_TYPES),
    date: partialDateSchema,
    summary: z.string().trim().min(1),
    sources: z.array(claimSourceSchema).min(1, "needs at least one source"),
  })
  .strict();

export const vpnCompaniesSchema = z
  .object({ last_verified: isoDateSchema, entities: z.array(companyEntitySchema).min(1), relationships: z.array(companyRelationshipSchema) })
  .strict();

export type CompanyEntity = z.infer<typeof companyEntitySchema>;
export type CompanyRelationship = z.infer<typeof companyRelationshipSchema>;
export type VpnCompanies = z.infer<typeof vpnCompaniesSchema>;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];
