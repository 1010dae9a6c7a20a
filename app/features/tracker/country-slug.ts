/** "Türkiye" → "turkiye", "United Kingdom" → "united-kingdom": the path of a country's page. */
export function countrySlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function countryPagePath(name: string): string {
  return `/legal-tracker/${countrySlug(name)}`;
}
