import type { CompanyRelationship } from "@data/schema/vpn";

export const RELATIONSHIP_LABELS: Record<CompanyRelationship["type"], string> = {
  owns: "owns",
  acquired: "acquired",
  merged: "merged with",
  "shares-infrastructure": "shares infrastructure with",
  "shares-staff": "shares staff with",
  operates: "operates",
};

/** The relationship as seen from the other end ("owned by", "acquired by"). */
export const INVERSE_LABELS: Record<CompanyRelationship["type"], string> = {
  owns: "owned by",
  acquired: "acquired by",
  merged: "merged with",
  "shares-infrastructure": "shares infrastructure with",
  "shares-staff": "shares staff with",
  operates: "operated by",
};

export function relationshipAnchor(link: CompanyRelationship): string {
  return `rel-${link.from}-${link.type}-${link.to}`;
}

/** "2021", "March 2021" or "13 March 2021" for a partial date. */
export function partialDateLabel(date: string): string {
  const [year = date, month, day] = date.split("-");
  if (!month) return year;
  const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
  return day ? `${Number(day)} ${monthName} ${year}` : `${monthName} ${year}`;
}
