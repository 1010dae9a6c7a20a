import { z } from "zod";

export const CONSENT_STORAGE_KEY = "privacy-atlas-cookie-consent";

// Essential storage is always on: the banner and dialog can never switch it off.
export const consentPreferencesSchema = z.object({
  essential: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  functional: z.boolean(),
});

export const consentRecordSchema = z.object({
  hasConsented: z.boolean(),
  preferences: consentPreferencesSchema,
  timestamp: z.number().int().nonnegative(),
});

export type ConsentPreferences = z.infer<typeof consentPreferencesSchema>;
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
export type OptionalCategory = Exclude<keyof ConsentPreferences, "essential">;

export const OPTIONAL_CATEGORIES: ReadonlyArray<{ key: OptionalCategory; label: string; description: string }> = [
  { key: "analytics", label: "Analytics", description: "Counting visits to improve the site. Privacy Atlas uses none today." },
  { key: "marketing", label: "Marketing", description: "Advertising and campaign measurement. Privacy Atlas uses none today." },
  { key: "functional", label: "Functional", description: "Optional conveniences beyond your settings. None are in use today." },
];

export const DEFAULT_PREFERENCES: ConsentPreferences = { essential: true, analytics: false, marketing: false, functional: false };
export const ACCEPT_ALL: ConsentPreferences = { essential: true, analytics: true, marketing: true, functional: true };
export const REJECT_ALL: ConsentPreferences = DEFAULT_PREFERENCES;

/** Parses a stored record; anything unreadable counts as no consent, so the banner shows again. */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  try {
    const result = consentRecordSchema.safeParse(JSON.parse(raw));
    return result.success && result.data.hasConsented ? result.data : null;
  } catch {
    return null;
  }
}

export function createConsent(preferences: ConsentPreferences, now: number = Date.now()): ConsentRecord {
  return { hasConsented: true, preferences: { ...preferences, essential: true }, timestamp: now };
}
