import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { interfaceTextFor } from "~/interface-text.server";
import { isTranslationLanguage, languageOfPath } from "~/lib/i18n/languages";
import type { Route } from "./+types/language-root";

// Build time only: the interface text and the tracker's labels in the page's language, current
// ones only; root.tsx provides them to every component (app/lib/i18n/i18n-context.tsx).
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  if (!isTranslationLanguage(language)) throw data("Unknown language", { status: 404 });
  return { language, interfaceText: interfaceTextFor(language) };
}

// The text is the language's: read again only when the reader switches language (/fa → /ru).
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.language !== nextParams.language;
}

export default function LanguageRoot() {
  return <Outlet />;
}
