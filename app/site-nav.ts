// What every page's layout needs: kept apart from the full page catalog so the shared code stays small.

export const SITE_TAGLINE = "Trusted VPN comparison and privacy legislation tracking, empowering users with comprehensive privacy tools and insights.";

export const HOME_TITLE = "Privacy Atlas: VPN comparison and privacy legislation tracker";

export const RESOURCES_NAV = [
  { to: "/blog", label: "Blog", description: "Privacy and VPN insights" },
  { to: "/privacy-guide", label: "Privacy Guide", description: "Complete privacy protection guide" },
  { to: "/business-solutions", label: "Business Solutions", description: "Enterprise VPN comparison" },
  { to: "/vpn-company-relationships", label: "VPN Company Relationships", description: "Interactive ownership map" },
  { to: "/reading-list", label: "Reading List", description: "Curated privacy literature" },
  { to: "/methodology", label: "Methodology", description: "Evaluation methodology" },
] as const;
