/**
 * A feature's interface text in English, under a namespace: the keys its translations use are
 * `<namespace>.<key>` (data/i18n/<language>/interface.json, checked by npm run i18n:check).
 */
export type MessageCatalogue<Keys extends string = string> = {
  namespace: string;
  english: Readonly<Record<Keys, string>>;
};

export function defineMessages<const Keys extends string>(namespace: string, english: Record<Keys, string>): MessageCatalogue<Keys> {
  return { namespace, english };
}

/** Every catalogue's English under its full key, as the check and the build compare translations with it. */
export function flattenCatalogues(catalogues: readonly MessageCatalogue[]): Map<string, string> {
  const flat = new Map<string, string>();
  for (const { namespace, english } of catalogues) {
    for (const [key, text] of Object.entries(english)) {
      const full = `${namespace}.${key}`;
      if (flat.has(full)) throw new Error(`Interface text ${full} is defined twice`);
      flat.set(full, text as string);
    }
  }
  return flat;
}
