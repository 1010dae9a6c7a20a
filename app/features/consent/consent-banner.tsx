import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { consentMessages } from "./messages";
import { Button } from "~/components/ui/button";
import { useConsent } from "./consent-context";

// The preferences dialog (and Radix Dialog with it) loads only when a reader asks for it.
const ConsentPreferencesDialog = lazy(() => import("./consent-preferences-dialog"));

/**
 * Shown until the reader makes a choice. It is in every prerendered page, so it paints with the
 * page and never shifts it; the stylesheet hides it before first paint when a choice is stored
 * (CONSENT_INIT_SCRIPT), and it leaves the DOM once the stored choice has been read.
 */
export function ConsentBanner() {
  const { record, acceptAll, rejectAll, save } = useConsent();
  const [dialogOpen, setDialogOpen] = useState(false);
  const t = useMessages(consentMessages);
  const localized = useLocalizedPath();
  const banner = useRef<HTMLElement>(null);
  // The page keeps the banner's height free at its bottom (app.css: --consent-height), so a focused
  // element is scrolled above the banner, never under it (WCAG 2.4.11).
  useEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--consent-height", `${Math.ceil(element.getBoundingClientRect().height)}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-height");
    };
  }, [record]);
  if (record) return null;

  return (
    <section ref={banner} aria-labelledby="consent-title" className="consent-banner">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="consent-title" className="text-base font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-muted">
            {t("body")} <Link {...localized("/privacy-policy")}>{t("privacyPolicy")}</Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialogOpen(true)}>
            {t("preferences")}
          </Button>
          <Button variant="secondary" onClick={rejectAll}>
            {t("rejectAll")}
          </Button>
          <Button variant="secure" onClick={acceptAll}>
            {t("acceptAll")}
          </Button>
        </div>
      </div>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <ConsentPreferencesDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            onSave={(preferences) => {
              save(preferences);
              setDialogOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
