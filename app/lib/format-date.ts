// English dates are written by hand, not with Intl.DateTimeFormat: the first formatter a page creates
// loads the engine's locale data, a cost every page paid at start-up
// (docs/decisions/0016-performance-floor.md). The output is the en-GB long form, in UTC.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/**
 * "25 July 2025" from an ISO date or date-time, "December 2022" from a month (YYYY-MM, a
 * publication that shows no day); an em dash when there is none.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  if (/^\d{4}-\d{2}$/.test(value)) {
    const month = new Date(`${value}-01T00:00:00Z`);
    return Number.isNaN(month.getTime()) ? "—" : `${MONTHS[month.getUTCMonth()]} ${month.getUTCFullYear()}`;
  }
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? "—" : `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
