// The consent record lives only in the reader's browser. A small hand-written check keeps zod
// out of the code every page loads (docs/decisions/0004-bundle-budget.md).

export const CONSENT_STORAGE_KEY = "privacy-atlas-cookie-consent";

/** Essential storage is always on: the banner and dialog can never switch it off. */
export type ConsentPreferences = { essential: true; analytics: boolean; marketing: boolean; functional: boolean };
export type ConsentRecord = { hasConsented: boolean; preferences: ConsentPreferences; timestamp: number };

function isPreferences(value: unknown): value is ConsentPreferences {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return v.essential === true && typeof v.analytics === "boolean" && typeof v.marketing === "boolean" && typeof v.functional === "boolean";
}

function isRecord(value: unknown): value is ConsentRecord {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.hasConsented === "boolean" && isPreferences(v.preferences) && Number.isInteger(v.timestamp) && (v.timestamp as number) >= 0;
}
export type OptionalCategory = Exclude<keyof ConsentPreferences, "essential">;

export const DEFAULT_PREFERENCES: ConsentPreferences = { essential: true, analytics: false, marketing: false, functional: false };
export const ACCEPT_ALL: ConsentPreferences = { essential: true, analytics: true, marketing: true, functional: true };
/** @alias Nothing optional: the same choices as the defaults, named for what the reader chose. */
export const REJECT_ALL: ConsentPreferences = DEFAULT_PREFERENCES;

/** Parses a stored record; anything unreadable counts as no consent, so the banner shows again. */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) && value.hasConsented ? value : null;
  } catch {
    return null;
  }
}

export function createConsent(preferences: ConsentPreferences, now: number = Date.now()): ConsentRecord {
  return { hasConsented: true, preferences: { ...preferences, essential: true }, timestamp: now };
}

/** The attribute on <html> that says, before first paint, whether a choice is stored. */
export const CONSENT_ATTRIBUTE = "data-consent";

/**
 * Runs in <head> before first paint, like the theme script: it marks <html> "stored" when a valid
 * choice is kept and "none" when not, and the stylesheet shows the prerendered notice only for
 * "none" (so without JavaScript, when nothing is ever stored, no notice asks for a choice). It
 * repeats parseConsent in ES5; consent-record.test.ts checks the two agree.
 */
export const CONSENT_INIT_SCRIPT = `(function(){var s="none";try{var v=JSON.parse(localStorage.getItem("${CONSENT_STORAGE_KEY}")),p=v&&v.preferences;if(v&&typeof v==="object"&&v.hasConsented===true&&p&&typeof p==="object"&&p.essential===true&&typeof p.analytics==="boolean"&&typeof p.marketing==="boolean"&&typeof p.functional==="boolean"&&typeof v.timestamp==="number"&&v.timestamp%1===0&&v.timestamp>=0)s="stored"}catch(e){}document.documentElement.setAttribute("${CONSENT_ATTRIBUTE}",s)})();`;
