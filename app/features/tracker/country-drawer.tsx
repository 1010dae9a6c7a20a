import type { Country } from "@data/schema";
import * as Dialog from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { CountryBrief } from "./brief/country-brief";
import { countryPagePath } from "./country-slug";

type Props = {
  open: boolean;
  name: string | null;
  country: Country | null;
  state: "loading" | "error" | "ready";
  onClose: () => void;
  onRetry: () => void;
};

/** The right-side drawer with a country's brief; Radix keeps focus inside and returns it on close. */
export function CountryDrawer({ open, name, country, state, onClose, onRetry }: Props) {
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
          className="drawer-panel"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target && target.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="drawer-header">
            <Dialog.Title className="drawer-title">{name ?? "Country brief"}</Dialog.Title>
            <Dialog.Close className="btn btn-ghost btn-icon" aria-label="Close country brief">
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          {country ? (
            <CountryBrief
              country={country}
              level={3}
              idPrefix="drawer"
              extra={
                <p className="text-sm">
                  <Link to={countryPagePath(country.name)}>Open the full page for {country.name}</Link>
                </p>
              }
            />
          ) : state === "error" ? (
            <div role="alert" className="notice">
              <p>The brief could not be loaded.</p>
              <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
                Retry
              </button>
            </div>
          ) : (
            <p role="status">Loading the brief…</p>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
