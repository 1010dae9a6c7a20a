import { briefStrings, withBriefTexts } from "@data/model/brief-texts";
import type { Country } from "@data/schema";
import { useEffect, useState } from "react";
import { useLanguage } from "~/lib/i18n/i18n-context";
import { LANGUAGES } from "~/lib/i18n/languages";
import { countryPagePath } from "../country-slug";
import type { BriefTranslation } from "./translated-text";

type TranslationFile = { strings: Record<string, { from: string; text: string }> };

/** Where the build puts a language's brief translations for the tracker's drawer (scripts/postbuild.ts). */
function briefTranslationUrl(prefix: string, iso: string): string {
  return `/i18n/${prefix}/briefs/${iso}.json`;
}

/** The first 16 hex digits of the SHA-256, as data/model/brief-strings.ts computes them at build time. */
async function fingerprint(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .slice(0, 8)
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * The drawer's brief in the page's language. The published English may be newer than the build (a
 * live update), so each translation is kept only while its `from` matches the English shown now;
 * anything else is shown in English with its notice. Until the translations arrive, or if they
 * cannot be fetched, the brief is English with every text marked as such.
 */
export function useBriefTranslation(country: Country | null): { country: Country | null; translation: BriefTranslation | undefined } {
  const language = useLanguage();
  // Kept with the English it was made for: a live update's newer brief is never shown with an older result.
  const [result, setResult] = useState<{ source: Country; country: Country; translation: BriefTranslation } | null>(null);
  useEffect(() => {
    if (language === "en" || !country) return;
    let live = true;
    const strings = briefStrings(country);
    void (async () => {
      let file: TranslationFile = { strings: {} };
      try {
        const response = await fetch(briefTranslationUrl(LANGUAGES[language].prefix, country.iso_a3));
        if (response.ok) file = (await response.json()) as TranslationFile;
      } catch {
        // Offline or failed: the English stays, marked as such.
      }
      const texts: Record<string, string> = {};
      const stale: string[] = [];
      const missing: string[] = [];
      for (const { key, english } of strings) {
        const translated = file.strings[key];
        if (!translated) missing.push(key);
        else if (typeof crypto !== "undefined" && crypto.subtle && translated.from === (await fingerprint(english))) texts[key] = translated.text;
        else stale.push(key);
      }
      if (live)
        setResult({ source: country, country: withBriefTexts(country, texts), translation: { stale, missing, englishPath: countryPagePath(country.name) } });
    })();
    return () => {
      live = false;
    };
  }, [language, country]);
  if (language === "en" || !country) return { country, translation: undefined };
  if (result?.source === country) return { country: result.country, translation: result.translation };
  return { country, translation: { stale: [], missing: briefStrings(country).map((entry) => entry.key), englishPath: countryPagePath(country.name) } };
}
