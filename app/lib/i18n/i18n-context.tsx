import { createContext, useContext, useMemo, type ReactNode } from "react";
import { formatMessage } from "./format-message";
import { richMessage } from "./rich-message";
import type { SiteLanguage } from "./languages";
import type { MessageCatalogue, TranslatedPageCatalogue } from "./messages";

type I18n = {
  language: SiteLanguage;
  /** The page's translated interface text by full key, current ones only: a stale or missing key shows the English. */
  interface: Readonly<Record<string, string>>;
};

const I18nContext = createContext<I18n>({ language: "en", interface: {} });

export function I18nProvider({
  language,
  interfaceText,
  children,
}: {
  language: SiteLanguage;
  interfaceText: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language, interface: interfaceText }), [language, interfaceText]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLanguage(): SiteLanguage {
  return useContext(I18nContext).language;
}

type Values = Record<string, string | number>;

const VALUE_LT = "\uE000";

export type Translate<Keys extends string> = ((key: Keys, values?: Values) => string) & {
  /** The message with its `<tag>…</tag>` parts rendered by `tags` (rich-message.tsx). */
  rich: (key: Keys, tags: Record<string, (text: string) => ReactNode>, values?: Values) => ReactNode;
};

/** The catalogue's text in the page's language, each key falling back to its English on its own. */
export function useMessages<Keys extends string>(catalogue: MessageCatalogue<Keys>): Translate<Keys> {
  const { language, interface: translated } = useContext(I18nContext);
  return useMemo(() => translator(catalogue, language, translated), [catalogue, language, translated]);
}

/**
 * A translated page's own texts (defineTranslatedPageMessages), from the page's interface text,
 * where its loader put each one, translated or English. Takes the catalogue's type, not the
 * catalogue: `useTranslatedPageMessages<typeof briefPageMessages>("brief")`.
 */
export function useTranslatedPageMessages<Catalogue extends TranslatedPageCatalogue>(
  namespace: Catalogue["namespace"],
): Translate<keyof Catalogue["english"] & string> {
  const { language, interface: translated } = useContext(I18nContext);
  return useMemo(
    () =>
      translate(namespace, language, translated, (key) => {
        throw new Error(`${namespace}.${key} is shown on translated pages only, and this page's interface text lacks it`);
      }),
    [namespace, language, translated],
  );
}

export function translator<Keys extends string>(
  catalogue: MessageCatalogue<Keys>,
  language: SiteLanguage,
  translated: Readonly<Record<string, string>>,
): Translate<Keys> {
  return translate(catalogue.namespace, language, translated, (key) => catalogue.english[key]);
}

function translate<Keys extends string>(
  namespace: string,
  language: SiteLanguage,
  translated: Readonly<Record<string, string>>,
  english: (key: Keys) => string,
): Translate<Keys> {
  const t = (key: Keys, values?: Values) => {
    const text = translated[`${namespace}.${key}`];
    return text === undefined ? formatMessage(english(key), values, "en") : formatMessage(text, values, language);
  };
  // A value's "<" stands in as a private-use character until the tags are read, so a title such as
  // "<i>…</i>" stays text and never passes for the message's own markup.
  t.rich = (key: Keys, tags: Record<string, (text: string) => ReactNode>, values?: Values) => {
    const guarded =
      values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? value.replaceAll("<", VALUE_LT) : value]));
    return richMessage(t(key, guarded), tags, (text) => text.replaceAll(VALUE_LT, "<"));
  };
  return t;
}
