import { Link } from "react-router";

const QUICK_LINKS = [
  { to: "/compare", label: "Compare VPNs" },
  { to: "/legal-tracker", label: "Legal Tracker" },
  { to: "/privacy-guide", label: "Privacy Guide" },
  { to: "/reading-list", label: "Reading List" },
  { to: "/request-vpn-review", label: "Request VPN Review" },
];
const RESOURCE_LINKS = [
  { to: "/blog", label: "Blog" },
  { to: "/business-solutions", label: "Business Solutions" },
  { to: "/vpn-company-relationships", label: "VPN Company Relationships" },
  { to: "/methodology", label: "Methodology" },
  { to: "/evidence-policy", label: "Evidence Policy" },
  { to: "/data", label: "Open Data" },
  { to: "/changes", label: "Status Changes" },
  { to: "/about", label: "About" },
  { to: "/disclosure", label: "Disclosure" },
];

export function copyrightLine(year: number): string {
  return year > 2025 ? `© 2025–${year} Privacy Atlas` : "© 2025 Privacy Atlas";
}

export function SiteFooter({ onCookieSettings, year }: { onCookieSettings: () => void; year: number }) {
  return (
    <footer className="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold">Privacy Atlas</p>
          <p className="mt-2 text-sm text-muted">Trusted VPN comparison and privacy legislation tracking. Information, not legal advice.</p>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer-heading">
            Quick Links
          </h2>
          <ul className="space-y-1">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="footer-heading">
            Resources
          </h2>
          <ul className="space-y-1">
            {RESOURCE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted">
          <p>{copyrightLine(year)}</p>
          <button type="button" className="link-button needs-script" onClick={onCookieSettings}>
            Cookie settings
          </button>
        </div>
      </div>
    </footer>
  );
}
