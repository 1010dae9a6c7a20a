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

/**
 * Texts only a translated page shows, such as "the English is authoritative". Components read them
 * with `useTranslatedPageMessages`, which needs only this catalogue's type, so their English stays
 * out of the code English pages load; a translated page's loader puts the English of a stale or
 * missing one into the page's interface text instead (app/interface-text.server.ts).
 */
export type TranslatedPageCatalogue<Namespace extends string = string, Keys extends string = string> = MessageCatalogue<Keys> & {
  namespace: Namespace;
  translatedPagesOnly: true;
};

export function defineTranslatedPageMessages<const Namespace extends string, const Keys extends string>(
  namespace: Namespace,
  english: Record<Keys, string>,
): TranslatedPageCatalogue<Namespace, Keys> {
  return { namespace, english, translatedPagesOnly: true };
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
