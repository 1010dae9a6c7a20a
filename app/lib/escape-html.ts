/** Text or an attribute value for markup built as a string (the map's and the table's prerendered rows). */
export const escapeHtml = (value: string) => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
