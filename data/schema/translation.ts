import { z } from "zod";
import { iso3Schema, isoDateSchema } from "./legislation";

import { TRANSLATION_LANGUAGES } from "./languages";

export { TRANSLATION_LANGUAGES, type TranslationLanguage } from "./languages";

/** The first 16 hex digits of the SHA-256 of the English text a translation was made from (data/model/brief-strings.ts). */
const englishFingerprintSchema = z.string().regex(/^[0-9a-f]{16}$/, "must be 16 lowercase hex digits: the fingerprint of the English text");

const translatedStringSchema = z
  .object({
    from: englishFingerprintSchema,
    text: z.string().trim().min(1, "must not be empty: leave the key out until it is translated"),
  })
  .strict();

const translationFields = {
  language: z.enum(TRANSLATION_LANGUAGES),
  strings: z.record(z.string(), translatedStringSchema),
  /** A second reader compared these texts with the English (meaning, legal precision, tone); `texts` is the fingerprint of what was read. */
  read_back: z
    .object({
      on: isoDateSchema,
      texts: z.string().regex(/^[0-9a-f]{16}$/, "must be 16 lowercase hex digits: the fingerprint of the texts read (npm run i18n:mark-read)"),
    })
    .strict()
    .optional(),
};

/** `data/i18n/<language>/countries/<ISO3>.json`: one country's brief in one language. */
export const countryTranslationFileSchema = z.object({ ...translationFields, country: iso3Schema }).strict();

/** `data/i18n/<language>/<collection>.json` (data/model/collection-strings.ts): labels, news titles or VPN reports in one language. */
export const collectionTranslationFileSchema = z.object(translationFields).strict();
