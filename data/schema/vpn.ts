import { z } from "zod";
import { httpsUrlSchema, iso3Schema, isoDateSchema } from "./legislation";

// Zod schemas for the VPN provider files (data/vpns/{slug}.json): every claim carries its
// sources, and a claim with a value needs at least one (evidence policy in decisions.md).

export const claimSourceSchema = z.object({ title: z.string().trim().min(1, "is required"), url: httpsUrlSchema, date: isoDateSchema }).strict();

export type ClaimSource = z.infer<typeof claimSourceSchema>;
export type Claim<V> = { value: V | null; note?: string; sources: ClaimSource[] };

/** A claim: its value (null when not verified), an optional note, and the sources for it. */
export function claim<T extends z.ZodType>(value: T): z.ZodType<Claim<z.infer<T>>> {
  const schema = z
    .object({ value: value.nullable(), note: z.string().optional(), sources: z.array(claimSourceSchema) })
    .strict()
    .refine((fact) => (fact as unknown as { value: unknown }).value === null || fact.sources.length > 0, {
      message: "a claim with a value needs at least one source",
      path: ["sources"],
    });
  // zod cannot carry the generic value type through refine; the shape above is exactly Claim<T>.
  return schema as unknown as z.ZodType<Claim<z.infer<T>>>;
}

export const LOGGING_VALUES = ["no-logs", "minimal", "logs"] as const;
export const PAYMENT_METHODS = ["cash", "monero", "bitcoin", "other-crypto", "gift-cards"] as const;

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
      z.object({ auditor: z.string().min(1), year: z.number().int().min(2000).max(2100), scope: z.string().min(1), url: httpsUrlSchema, date: isoDateSchema }).strict(),
    ),
    incidents: z.array(z.object({ date: isoDateSchema, title: z.string().min(1), summary: z.string().min(1), sources: z.array(claimSourceSchema).min(1) }).strict()),
    open_source_clients: claim(z.union([z.boolean(), z.literal("partial")])),
    protocols: claim(z.array(z.string().min(1))),
    post_quantum: claim(z.boolean()),
    ram_only_servers: claim(z.boolean()),
    kill_switch: claim(z.boolean()),
    obfuscation: claim(z.boolean()),
    multi_hop: claim(z.boolean()),
    port_forwarding: claim(z.boolean()),
    anonymous_payment: claim(z.array(z.enum(PAYMENT_METHODS))),
    anonymous_signup: claim(z.boolean()),
    server_countries: claim(z.number().int().min(1).max(250)),
    simultaneous_devices: claim(z.union([z.number().int().min(1), z.literal("unlimited")])),
    price: claim(
      z
        .object({ monthly: z.number().positive().nullable(), yearly: z.number().positive().nullable(), currency: z.string().regex(/^[A-Z]{3}$/), checked: isoDateSchema })
        .strict(),
    ),
    platforms: claim(z.array(z.string().min(1))),
  })
  .strict();

export type VpnProvider = z.infer<typeof vpnProviderSchema>;
