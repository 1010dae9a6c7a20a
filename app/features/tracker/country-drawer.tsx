import type { Country } from "@data/schema";
import * as Dialog from "@radix-ui/react-dialog";
import { lazy, Suspense, useLayoutEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import type { BriefTranslation } from "./brief/translated-text";
import { useCountryName } from "./country-names";
import { countryPagePath } from "./country-slug";
import { trackerListMessages } from "./list-messages";

// The brief's and the timeline's code load with the first brief a reader opens, not with the tracker.
const CountryBrief = lazy(() => import("./brief/country-brief").then((module) => ({ default: module.CountryBrief })));
// The drawer's timeline always fetches its history (brief/lazy-timeline.tsx): its code loads
// alongside, so the timeline shows at once.
const StatusTimeline = lazy(() => {
  const onDemand = import("./brief/lazy-timeline");
  return import("./brief/status-timeline").then((module) => onDemand.then(module.preloadLazyTimeline).then(() => ({ default: module.StatusTimeline })));
});

type Props = {
  /** A right-side drawer on desktop, a bottom sheet on the mobile layout. */
  variant?: "drawer" | "sheet";
  open: boolean;
  /** The country's English name (the data's), shown in the page's language. */
  name: string | null;
  /** The country's code, which finds its name in the page's language before the brief arrives (else the brief's). */
  iso?: string | null;
  country: Country | null;
  state: "loading" | "error" | "ready";
  onClose: () => void;
  onRetry: () => void;
  /** Extra controls at the top of the brief, such as Follow. */
  actions?: ReactNode;
  /** "Using a VPN here", composed by the route. */
  vpnSection?: (country: Country) => ReactNode;
  /** On a translated page: which of the brief's texts are shown in English (brief/use-brief-translation.ts). */
  translation?: BriefTranslation;
};

/** The right-side drawer with a country's brief; Radix keeps focus inside and returns it on close. */
/** Swiping the sheet down by this many pixels closes it. */
const SWIPE_CLOSE_PX = 80;

export function CountryDrawer({ variant = "drawer", open, name, iso, country, state, onClose, onRetry, actions, vpnSection, translation }: Props) {
  const t = useMessages(trackerListMessages);
  const countryName = useCountryName();
  const localized = useLocalizedPath();
  const code = iso ?? country?.iso_a3;
  const shownName = name !== null && code ? countryName({ iso_a3: code, name }) : name;
  const swipe = useRef<{ startY: number; dy: number } | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The map, the search box and the info card all open the drawer, and Radix only returns focus
  // to a Dialog.Trigger: remember where focus was, and put it back there on close.
  const returnFocus = useRef<HTMLElement | SVGElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocus.current = document.activeElement as HTMLElement | SVGElement | null;
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" data-testid="drawer-backdrop" />
        <Dialog.Content
          ref={panel}
          className={variant === "sheet" ? "sheet-panel" : "drawer-panel"}
          data-variant={variant}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target && target.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}>
          {variant === "sheet" ? (
            <div
              className="sheet-handle"
              data-testid="sheet-handle"
              aria-hidden="true"
              onPointerDown={(event) => {
                swipe.current = { startY: event.clientY, dy: 0 };
                event.currentTarget.setPointerCapture(event.pointerId);
              }}
              onPointerMove={(event) => {
                if (!swipe.current) return;
                swipe.current.dy = Math.max(0, event.clientY - swipe.current.startY);
                if (panel.current) panel.current.style.transform = `translateY(${swipe.current.dy}px)`;
              }}
              onPointerUp={() => {
                const dy = swipe.current?.dy ?? 0;
                swipe.current = null;
                if (panel.current) panel.current.style.transform = "";
                if (dy > SWIPE_CLOSE_PX) onClose();
              }}
              onPointerCancel={() => {
                swipe.current = null;
                if (panel.current) panel.current.style.transform = "";
              }}>
              <span className="sheet-grip" />
            </div>
          ) : null}
          <div className="drawer-header">
            <Dialog.Title className="drawer-title">{shownName ?? t("countryBrief")}</Dialog.Title>
            <Dialog.Close className="btn btn-ghost btn-icon" aria-label={t("closeCountryBrief")}>
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          {country ? (
            <Suspense fallback={<p role="status">{t("loadingBrief")}</p>}>
              <CountryBrief
                country={country}
                level={3}
                idPrefix="drawer"
                translation={translation}
                vpnSection={vpnSection?.(country)}
                timeline={
                  <Suspense fallback={<p className="text-sm text-muted">{t("loadingHistorySection")}</p>}>
                    <StatusTimeline country={country} headingId="drawer-history" H="h3" translation={translation} />
                  </Suspense>
                }
                extra={
                  <div className="flex flex-wrap items-center gap-3 text-sm">
                    {actions}
                    <Link {...localized(countryPagePath(country.name))}>{t("openFullPage", { country: countryName(country) })}</Link>
                  </div>
                }
              />
            </Suspense>
          ) : state === "error" ? (
            <div role="alert" className="notice">
              <p>{t("briefLoadError")}</p>
              <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
                {t("retry")}
              </button>
            </div>
          ) : (
            <p role="status">{t("loadingBrief")}</p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
