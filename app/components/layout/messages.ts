import { defineMessages } from "~/lib/i18n/messages";

/** The header, footer and navigation of every page. */
export const layoutMessages = defineMessages("layout", {
  skipToContent: "Skip to main content",
  logoAlt: "Shield with lock and binary",
  mainNav: "Main",
  mainMobileNav: "Main mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  resources: "Resources",
  home: "Home",
  compareVpns: "Compare VPNs",
  legalTracker: "Legal Tracker",
  blog: "Blog",
  blogHint: "Privacy and VPN insights",
  privacyGuide: "Privacy Guide",
  privacyGuideHint: "Complete privacy protection guide",
  businessSolutions: "Business Solutions",
  businessSolutionsHint: "Enterprise VPN comparison",
  vpnCompanyRelationships: "VPN Company Relationships",
  vpnCompanyRelationshipsHint: "Interactive ownership map",
  readingList: "Reading List",
  readingListHint: "Curated privacy literature",
  methodology: "Methodology",
  methodologyHint: "Evaluation methodology",
  requestVpnReview: "Request VPN Review",
  evidencePolicy: "Evidence Policy",
  openData: "Open Data",
  statusChanges: "Status Changes",
  about: "About",
  disclosure: "Disclosure",
  footerTagline: "Trusted VPN comparison and privacy legislation tracking. Information, not legal advice.",
  quickLinks: "Quick Links",
  cookieSettings: "Cookie settings",
  language: "Language",
});

export type LayoutMessageKey = keyof typeof layoutMessages.english;
