import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The sitemap. Pages still being written share the catalog-page module (one id per path)
// and move to their own module when their content lands.
const catalogPage = (path: string) => route(path, "routes/catalog-page.tsx", { id: `page${path.replaceAll("/", "-")}` });
const selfHostedVpn = (path: string) => route(path, "routes/self-hosted-vpn.tsx", { id: `self-hosted${path.replaceAll("/", "-")}` });

export default [
  index("routes/home.tsx"),

  // Tracker
  route("legal-tracker", "routes/legal-tracker.tsx"),
  route("legal-tracker/:country", "routes/legal-tracker-country.tsx"),
  catalogPage("age-verification-laws"),
  catalogPage("michigan-vpn-ban"),
  catalogPage("brazil-age-verification"),
  catalogPage("online-safety-act"),
  catalogPage("global-surveillance"),

  // VPNs
  route("compare", "routes/compare.tsx"),
  route("best-vpns-for-privacy", "routes/best-vpns-for-privacy.tsx"),
  route("vpn/:slug", "routes/vpn-review.tsx"),
  route("methodology", "routes/methodology.tsx"),
  route("vpn-company-relationships", "routes/vpn-company-relationships.tsx"),
  route("vpn-company-relationships-evidence", "routes/vpn-company-relationships-evidence.tsx"),
  catalogPage("request-vpn-review"),
  catalogPage("business-solutions"),
  catalogPage("vpn-security"),
  catalogPage("vpn-limitations"),
  catalogPage("open-source-vpn"),
  catalogPage("vpn-travel-savings"),
  selfHostedVpn("self-hosted-vpn"),
  selfHostedVpn("make-your-own-vpn"),
  selfHostedVpn("build-your-own-vpn"),
  selfHostedVpn("diy-vpn"),

  // Guides and articles
  catalogPage("privacy-guide"),
  catalogPage("protest-privacy-guide"),
  catalogPage("ai-privacy"),
  catalogPage("de-identification"),
  catalogPage("differential-privacy"),
  catalogPage("post-quantum-crypto"),
  catalogPage("quantum-readiness"),
  catalogPage("open-source-privacy"),
  catalogPage("privacy-impact-assessment"),
  catalogPage("reading-list"),
  catalogPage("blog"),
  catalogPage("blog/privacy-trinity"),
  catalogPage("blog/top-paid-vpns"),
  catalogPage("blog/social-media-profiling"),

  // About the site
  catalogPage("about"),
  route("evidence-policy", "routes/evidence-policy.tsx"),
  route("disclosure", "routes/disclosure.tsx"),
  catalogPage("privacy-policy"),
  catalogPage("terms"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
