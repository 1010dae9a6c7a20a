import { Link } from "react-router";
import { useLanguage, useMessages, useTranslatedPageMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { layoutMessages, type LayoutMessageKey } from "./messages";
import type { layoutPageMessages } from "./translated-page-messages";

const QUICK_LINKS: ReadonlyArray<{ to: string; label: LayoutMessageKey }> = [
  { to: "/compare", label: "compareVpns" },
  { to: "/legal-tracker", label: "legalTracker" },
  { to: "/privacy-guide", label: "privacyGuide" },
  { to: "/reading-list", label: "readingList" },
  { to: "/request-vpn-review", label: "requestVpnReview" },
];
const RESOURCE_LINKS: ReadonlyArray<{ to: string; label: LayoutMessageKey }> = [
  { to: "/blog", label: "blog" },
  { to: "/business-solutions", label: "businessSolutions" },
  { to: "/vpn-company-relationships", label: "vpnCompanyRelationships" },
  { to: "/methodology", label: "methodology" },
  { to: "/evidence-policy", label: "evidencePolicy" },
  { to: "/data", label: "openData" },
  { to: "/changes", label: "statusChanges" },
  { to: "/about", label: "about" },
  { to: "/disclosure", label: "disclosure" },
];

export function copyrightLine(year: number): string {
  return year > 2025 ? `© 2025–${year} Privacy Atlas` : "© 2025 Privacy Atlas";
}

export function SiteFooter({ onCookieSettings, year }: { onCookieSettings: () => void; year: number }) {
  const t = useMessages(layoutMessages);
  const translatedPage = useTranslatedPageMessages<typeof layoutPageMessages>("layout");
  const localized = useLocalizedPath();
  const language = useLanguage();
  return (
    <footer className="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold">Privacy Atlas</p>
          <p className="mt-2 text-sm text-muted">{t("footerTagline")}</p>
          {language === "en" ? null : <p className="mt-2 text-sm text-muted">{translatedPage("englishOnlyNote")}</p>}
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer-heading">
            {t("quickLinks")}
          </h2>
          <ul className="space-y-1">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link {...localized(link.to)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="footer-heading">
            {t("resources")}
          </h2>
          <ul className="space-y-1">
            {RESOURCE_LINKS.map((link) => (
              <li key={link.to}>
                <Link {...localized(link.to)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted">
          <p>{copyrightLine(year)}</p>
          <button type="button" className="link-button needs-script" onClick={onCookieSettings}>
            {t("cookieSettings")}
          </button>
        </div>
      </div>
    </footer>
  );
}
