import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useNavigation, useRouteLoaderData, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import arabicScriptFonts from "./fonts/arabic-script.css?url";
import simplifiedChineseFonts from "./fonts/simplified-chinese.css?url";
import { RenderErrorBoundary } from "./components/error-fallback";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { PageSkeleton } from "./components/ui/page-skeleton";
import { Toaster } from "./components/ui/toaster";
import { ConsentBanner } from "./features/consent/consent-banner";
import { ConsentProvider, useConsent } from "./features/consent/consent-context";
import { CONSENT_INIT_SCRIPT } from "./features/consent/consent-record";
import { SettingsLauncher } from "./features/settings/settings-launcher";
import { SettingsProvider, useSettings } from "./features/settings/settings-context";
import { THEME_INIT_SCRIPT, toastTheme } from "./features/settings/theme";
import { installChunkErrorRecovery } from "./lib/chunk-error-recovery";
import { SERVICE_WORKER_SCRIPT } from "./lib/service-worker-script";
import { I18nProvider, useMessages } from "./lib/i18n/i18n-context";
import { LANGUAGES, languageOfPath } from "./lib/i18n/languages";
import { layoutMessages } from "./components/layout/messages";
import { useHydrated } from "./lib/use-hydrated";
import { useScrollToTopOnNavigation } from "./lib/use-scroll-to-top";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "32x32" },
  { rel: "alternate", type: "application/atom+xml", title: "Privacy Atlas: legislation news", href: "/feed.xml" },
];

if (typeof window !== "undefined") installChunkErrorRecovery(window);

// Read from the reader's storage and browser after hydration only: its code need not load with the page.
const LanguageSuggestion = lazy(() => import("./components/layout/language-suggestion").then((module) => ({ default: module.LanguageSuggestion })));

export function Layout({ children }: { children: ReactNode }) {
  // The language is the path's (app/lib/i18n/languages.ts): right in the prerendered HTML of every page.
  const language = languageOfPath(useLocation().pathname);
  return (
    // The theme class and the consent mark are set by scripts before paint, so React must not own them.
    <html lang={language} dir={LANGUAGES[language].dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        {/* Written into the prerendered HTML only: the browser never re-runs them, so the bundle leaves them out. */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? THEME_INIT_SCRIPT : "" }} />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CONSENT_INIT_SCRIPT : "" }} />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? SERVICE_WORKER_SCRIPT : "" }} />
        <Meta />
        <Links />
        {/* Self-hosted fonts for the scripts English pages never need (issue 22): only on those languages' pages. */}
        {language === "fa" || language === "ar" ? <link rel="stylesheet" href={arabicScriptFonts} /> : null}
        {language === "zh-Hans" ? <link rel="stylesheet" href={simplifiedChineseFonts} /> : null}
      </head>
      <body>
        {/* Filled in by SERVICE_WORKER_SCRIPT when the connection drops. */}
        <p id="offline-indicator" className="offline-indicator" role="status" suppressHydrationWarning />
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const language = languageOfPath(useLocation().pathname);
  // A translated page's language route (app/routes/language-root.tsx) carries its interface text.
  const translated = useRouteLoaderData<{ interfaceText: Record<string, string> }>("routes/language-root");
  return (
    <I18nProvider language={language} interfaceText={translated?.interfaceText ?? NO_TRANSLATIONS}>
      <SettingsProvider>
        <ConsentProvider>
          <SiteShell />
        </ConsentProvider>
      </SettingsProvider>
    </I18nProvider>
  );
}

const NO_TRANSLATIONS: Readonly<Record<string, string>> = {};

function SiteShell() {
  const location = useLocation();
  const navigation = useNavigation();
  const { theme } = useSettings();
  const consent = useConsent();
  const hydrated = useHydrated();
  const t = useMessages(layoutMessages);
  useEffect(() => {
    // Lets browser tests (and curious readers' tools) tell when the page became interactive.
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  useScrollToTopOnNavigation(location.pathname);
  const pageLoading = navigation.state === "loading" && navigation.location?.pathname !== location.pathname;

  return (
    <>
      <a href="#main-content" className="skip-link">
        {t("skipToContent")}
      </a>
      {/* First in the Tab order: the notice covers the bottom of the screen until answered (WCAG 2.4.11). */}
      <ConsentBanner />
      <SiteHeader />
      {hydrated ? (
        <Suspense fallback={null}>
          <LanguageSuggestion />
        </Suspense>
      ) : null}
      <div className="settings-anchor">
        <SettingsLauncher />
      </div>
      <main id="main-content" tabIndex={-1} className="site-main">
        {pageLoading ? (
          <PageSkeleton />
        ) : (
          <RenderErrorBoundary key={location.pathname}>
            <Outlet />
          </RenderErrorBoundary>
        )}
      </main>
      <SiteFooter onCookieSettings={consent.reset} year={BUILD_YEAR} />
      {hydrated ? <Toaster theme={toastTheme(theme)} /> : null}
    </>
  );
}

declare const __BUILD_YEAR__: number;
/** The year the site was built (vite.config.ts), the same in the prerendered HTML and in the browser in any later year. */
const BUILD_YEAR = __BUILD_YEAR__;

/** Router-level fallback: errors the layout itself could not survive. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let message = "An unexpected error occurred.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    message = `${error.status} ${error.statusText || ""}`.trim();
  } else if (error instanceof Error) {
    message = error.message;
    stack = error.stack;
  }
  console.error("Unexpected application error:", error);
  return (
    <main id="main-content" className="site-main">
      <div className="error-screen" role="alert">
        <h1>Unexpected Application Error!</h1>
        <p>{message}</p>
        {stack ? <pre className="error-stack">{stack}</pre> : null}
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </main>
  );
}
