// Kept apart from the zod schemas: the browser's language code reads it, and must not load zod for a list.
/** The languages the tracker is translated into (issue 22); English stays the authoritative text. */
export const TRANSLATION_LANGUAGES = ["ru", "fa", "zh-Hans", "ar", "es", "tr"] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
