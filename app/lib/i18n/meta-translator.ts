import { translator, type Translate } from "./i18n-context";
import { languageOfPath } from "./languages";
import type { MessageCatalogue } from "./messages";

type MetaMatch = { data?: unknown; loaderData?: unknown } | undefined;

/** For a route's `meta`, which runs outside React: the catalogue in the page's language, from its language route's data. */
export function metaTranslator<Keys extends string>(
  catalogue: MessageCatalogue<Keys>,
  { matches, location }: { matches: readonly MetaMatch[]; location: { pathname: string } },
): Translate<Keys> {
  const language = languageOfPath(location.pathname);
  let text: Record<string, string> = {};
  for (const match of matches) {
    const found = (match?.loaderData ?? match?.data) as { interfaceText?: Record<string, string> } | undefined;
    if (found?.interfaceText) text = found.interfaceText;
  }
  return translator(catalogue, language, text);
}
