import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The sitemap. Articles share one module that reads content/{path}.mdx (one route id per path).
const article = (path: string) => route(path, "routes/article.tsx", { id: `article-${path.replaceAll("/", "-")}` });

export default [
  index("routes/home.tsx"),

  // Tracker
  route("legal-tracker", "routes/legal-tracker.tsx"),
  route("legal-tracker/world-map.json", "routes/world-map-geometry.ts"),
  route("legal-tracker/:country", "routes/legal-tracker-country.tsx"),
  route("changes", "routes/changes.tsx"),
  article("age-verification-laws"),
  article("michigan-vpn-ban"),
  article("brazil-age-verification"),
  article("online-safety-act"),
  article("global-surveillance"),

  // VPNs
  route("compare", "routes/compare.tsx"),
  route("best-vpns-for-privacy", "routes/best-vpns-for-privacy.tsx"),
  route("vpn/:slug", "routes/vpn-review.tsx"),
  route("methodology", "routes/methodology.tsx"),
  route("vpn-company-relationships", "routes/vpn-company-relationships.tsx"),
  route("vpn-company-relationships-evidence", "routes/vpn-company-relationships-evidence.tsx"),
  route("request-vpn-review", "routes/request-vpn-review.tsx"),
  route("business-solutions", "routes/business-solutions.tsx"),
  article("vpn-security"),
  article("vpn-limitations"),
  article("open-source-vpn"),
  article("vpn-travel-savings"),
  article("self-hosted-vpn"),
  article("make-your-own-vpn"),
  article("build-your-own-vpn"),
  article("diy-vpn"),

  // Guides and articles
  article("privacy-guide"),
  article("protest-privacy-guide"),
  article("ai-privacy"),
  article("de-identification"),
  article("differential-privacy"),
  article("post-quantum-crypto"),
  article("quantum-readiness"),
  article("open-source-privacy"),
  article("privacy-impact-assessment"),
  article("reading-list"),
  route("blog", "routes/blog.tsx"),
  article("blog/privacy-trinity"),
  article("blog/top-paid-vpns"),
  article("blog/social-media-profiling"),

  // About the site
  article("about"),
  route("evidence-policy", "routes/evidence-policy.tsx"),
  route("data", "routes/open-data.tsx"),
  route("data-freshness", "routes/data-freshness.tsx"),
  route("disclosure", "routes/disclosure.tsx"),
  article("privacy-policy"),
  article("terms"),

  // The tracker in its other languages (issue 22), under a prefix: /fa/legal-tracker/iran. English paths stay as they are.
  // One route for every language keeps the route manifest every page loads small; the loader refuses an unknown prefix.
  route(":language", "routes/language-root.tsx", [
    index("routes/home.tsx", { id: "translated-home" }),
    route("legal-tracker", "routes/legal-tracker.tsx", { id: "translated-legal-tracker" }),
    route("legal-tracker/:country", "routes/legal-tracker-country.tsx", { id: "translated-legal-tracker-country" }),
    route("changes", "routes/changes.tsx", { id: "translated-changes" }),
    route("methodology", "routes/methodology.tsx", { id: "translated-methodology" }),
    route("evidence-policy", "routes/evidence-policy.tsx", { id: "translated-evidence-policy" }),
    route("*", "routes/not-found.tsx", { id: "translated-not-found" }),
  ]),

  // A static path outranks ":language": /404 is the English not-found page, not a language's home.
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
