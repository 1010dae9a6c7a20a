import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { RESOURCES_NAV } from "~/site-nav";
import { LanguageSwitcher } from "./language-switcher";
import { layoutMessages } from "./messages";
import { ResourcesMenu } from "./resources-menu";

const MAIN_NAV = [
  { to: "/", label: "home", end: true },
  { to: "/compare", label: "compareVpns", end: false },
  { to: "/legal-tracker", label: "legalTracker", end: false },
] as const;

export function SiteHeader() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const location = useLocation();
  useEffect(() => setMobileOpen(false), [location.pathname]);
  const t = useMessages(layoutMessages);
  const localized = useLocalizedPath();

  return (
    <header className="site-header">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 pe-16">
        <Link {...localized("/")} className="flex items-center gap-2 font-semibold text-text no-underline">
          <img src="/logo.png" alt={t("logoAlt")} width="32" height="32" />
          <span className="brand-name">Privacy Atlas</span>
        </Link>
        <nav aria-label={t("mainNav")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink {...localized(item.to)} end={item.end} className="nav-link">
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <ResourcesMenu />
            </li>
          </ul>
        </nav>
        <LanguageSwitcher />
        <button
          type="button"
          className="nav-link menu-toggle md:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          title={mobileOpen ? t("closeMenu") : t("openMenu")}
          onClick={() => setMobileOpen((open) => !open)}>
          <span className="sr-only">{mobileOpen ? t("closeMenu") : t("openMenu")}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
            {mobileOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      <nav id={mobileMenuId} aria-label={t("mainMobileNav")} hidden={!mobileOpen} className="mobile-menu md:hidden">
        <ul>
          {[...MAIN_NAV, ...RESOURCES_NAV].map((item) => (
            <li key={item.to}>
              <NavLink {...localized(item.to)} end={item.to === "/"} className="mobile-menu-link" onClick={() => setMobileOpen(false)}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
