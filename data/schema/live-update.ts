import { z } from "zod";
import { iso3Schema, isoDateOrMonthSchema } from "./legislation";
import { METRICS } from "./metrics";

// The messages of the live-updates stream (GET /api/legislation/updates, docs/product.md#live-updates):
// the server writes them (server/live/update-streams.ts) and the browser reads them
// (app/features/live-updates/live-client.ts). The browser imports the types only, so no page
// loads zod for them; server/live/live.test.ts checks what the server sends against these schemas.

/** One field that changed; a status change carries the day it took effect and what happened, from its history entry. */
const liveUpdateChangeSchema = z
  .object({
    field: z.enum([...METRICS, "summary", "last_change"]),
    from: z.string().nullable(),
    to: z.string().nullable(),
    date: isoDateOrMonthSchema.optional(),
    change_summary: z.string().optional(),
    since_at_least: z.literal(true).optional(),
    change_id: z.string().optional(),
  })
  .strict();

/** What changed for one country between two published versions, as the server's diff describes it. */
const countryUpdateSchema = z
  .object({
    iso_a3: iso3Schema,
    name: z.string(),
    changes: z.array(liveUpdateChangeSchema),
    /** One sentence for the reader's toast. */
    summary: z.string(),
  })
  .strict();

/** An update as the log keeps it: `id` orders updates, `timestamp` is when it was published. */
const loggedUpdateSchema = countryUpdateSchema
  .extend({
    id: z.string().min(1),
    timestamp: z.string(),
    /** The content hash of the published version it came with. */
    data_version: z.string(),
  })
  .strict();

/** The data of an `update` event: the logged update, flagged when the stream's session follows the country. */
export const liveUpdateMessageSchema = loggedUpdateSchema.extend({ followed: z.boolean() }).strict();

/** The data of the `ready` event that opens every stream: the session's follows and the stream's position. */
export const liveReadyMessageSchema = z.object({ following: z.array(iso3Schema), cursor: z.string() }).strict();

export type LiveUpdateChange = z.infer<typeof liveUpdateChangeSchema>;
export type CountryUpdate = z.infer<typeof countryUpdateSchema>;
export type LoggedUpdate = z.infer<typeof loggedUpdateSchema>;
export type LiveUpdateMessage = z.infer<typeof liveUpdateMessageSchema>;
export type LiveReadyMessage = z.infer<typeof liveReadyMessageSchema>;
