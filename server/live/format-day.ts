const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** "1 March 2024" from 2024-03-01, "March 2024" from 2024-03 (a change dated only to its month). */
export function formatDay(value: string): string {
  const month = /^\d{4}-\d{2}$/.test(value);
  const date = new Date(`${month ? `${value}-01` : value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return (month ? MONTH : DAY).format(date);
}
