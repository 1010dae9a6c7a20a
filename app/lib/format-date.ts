import { intlLocale } from "./i18n/languages";

// English dates are written by hand, not with Intl.DateTimeFormat: the first formatter a page creates
// loads the engine's locale data, a cost every page paid at start-up
// (docs/decisions/0016-performance-floor.md). The output is the en-GB long form, in UTC.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/**
 * "25 July 2025" from an ISO date or date-time, "December 2022" from a month (YYYY-MM, a
 * publication that shows no day); an em dash when there is none.
 */
export function formatDate(value: string | null | undefined, language = "en"): string {
  if (!value) return "—";
  const monthOnly = /^\d{4}-\d{2}$/.test(value);
  const date = new Date(monthOnly ? `${value}-01T00:00:00Z` : value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return "—";
  if (language !== "en") return formatDateIn(date, monthOnly, language);
  const month = `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return monthOnly ? month : `${date.getUTCDate()} ${month}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

// Other languages through Intl (issue 22), in the Gregorian calendar the briefs' texts use, also in
// Persian and Arabic, whose CLDR default would otherwise be the Solar Hijri calendar in Persian.
function formatDateIn(date: Date, monthOnly: boolean, language: string): string {
  const key = `${language}/${monthOnly}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(language), {
      calendar: "gregory",
      timeZone: "UTC",
      year: "numeric",
      month: "long",
      ...(monthOnly ? {} : { day: "numeric" }),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
