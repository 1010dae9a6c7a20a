import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { useMessages } from "~/lib/i18n/i18n-context";
import { RESOURCES_NAV } from "~/site-nav";
import { layoutMessages } from "./messages";

/** The dropdown closes 150 ms after the pointer leaves (docs/product.md#pages-and-navigation). */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

/**
 * Disclosure-style dropdown: opens on hover, click or keyboard; arrow keys move between items;
 * Escape closes it and returns focus to the button.
 */
export function ResourcesMenu() {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse click lands right after hover opened the menu: it should keep it open, not toggle it shut.
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const location = useLocation();
  const t = useMessages(layoutMessages);
  const localized = useLocalizedPath();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);

  const items = useCallback(() => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []), []);
  const focusItem = (index: number) => {
    const links = items();
    if (links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    if (open) return focusItem(index);
    setOpen(true);
    // The list is hidden until React re-renders; focus its item on the next frame.
    requestAnimationFrame(() => focusItem(index));
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = items();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusItem(current + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusItem(current - 1);
        break;
      case "Home":
        event.preventDefault();
        focusItem(0);
        break;
      case "End":
        event.preventDefault();
        focusItem(links.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  };

  return (
    <div
      className="resources-menu relative"
      onPointerEnter={(event) => {
        if (event.pointerType === "touch") return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "touch") scheduleClose();
      }}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-link inline-flex items-center gap-1"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(event) => {
          if (event.detail > 0 && openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
            return;
          }
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}>
        {t("resources")}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="14" height="14" fill="currentColor">
          <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <ul id={menuId} ref={listRef} hidden={!open} className="dropdown-panel" onKeyDown={onListKeyDown}>
        {RESOURCES_NAV.map((item) => (
          <li key={item.to}>
            <Link {...localized(item.to)} className="dropdown-item" onClick={() => setOpen(false)}>
              <span className="block font-medium">{t(item.label)}</span>
              <span className="block text-sm text-muted">{t(item.description)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
