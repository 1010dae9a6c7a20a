// What every page's layout needs: kept apart from the full page catalog so the shared code stays small.

export const SITE_TAGLINE = "Trusted VPN comparison and privacy legislation tracking, empowering users with comprehensive privacy tools and insights.";

export const HOME_TITLE = "Privacy Atlas: VPN comparison and privacy legislation tracker";

/** The Resources menu: each label and hint is a key of the layout's messages (app/components/layout/messages.ts). */
export const RESOURCES_NAV = [
  { to: "/blog", label: "blog", description: "blogHint" },
  { to: "/privacy-guide", label: "privacyGuide", description: "privacyGuideHint" },
  { to: "/business-solutions", label: "businessSolutions", description: "businessSolutionsHint" },
  { to: "/vpn-company-relationships", label: "vpnCompanyRelationships", description: "vpnCompanyRelationshipsHint" },
  { to: "/reading-list", label: "readingList", description: "readingListHint" },
  { to: "/methodology", label: "methodology", description: "methodologyHint" },
] as const;
