// Lists in a sentence, in the language's own way (issue 22). Kept out of the message runtime
// (format-message.ts), which every page loads: only the briefs need it.
const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Items joined as the language joins a list ("a، b و c" in Persian, "a、b和c" in Chinese). English
 * keeps its plain comma list, without Intl, as its numbers do.
 */
export function formatList(items: readonly string[], language: string): string {
  return language === "en" ? items.join(", ") : listFormat(language).format(items);
}

/** What the language writes between the items of a list of `count` items that are not plain text (links, say). */
export function listSeparators(count: number, language: string): string[] {
  if (count < 2) return [];
  if (language === "en") return Array.from({ length: count - 1 }, () => ", ");
  const separators: string[] = [];
  let between: string | null = null;
  for (const part of listFormat(language).formatToParts(Array.from({ length: count }, (_, index) => String(index)))) {
    if (part.type === "literal") between = (between ?? "") + part.value;
    else {
      // The text since the previous item, none before the first.
      if (between !== null) separators.push(between);
      between = "";
    }
  }
  return separators;
}

function listFormat(language: string): Intl.ListFormat {
  let format = listFormats.get(language);
  if (!format) listFormats.set(language, (format = new Intl.ListFormat(language, { type: "conjunction" })));
  return format;
}
