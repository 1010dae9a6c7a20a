// The catalog of every page: its path, <title> and meta description.
// Routes read their meta from here so titles and descriptions live in one place.

export type SitePage = {
  path: string;
  title: string;
  description: string;
};

import { HOME_TITLE, SITE_TAGLINE } from "./site-nav";

export const SELF_HOSTED_VPN_PATHS = ["/self-hosted-vpn", "/make-your-own-vpn", "/build-your-own-vpn", "/diy-vpn"] as const;

const pages: SitePage[] = [
  {
    path: "/",
    title: HOME_TITLE,
    description: SITE_TAGLINE,
  },
  {
    path: "/compare",
    title: "Compare VPNs",
    description:
      "Compare VPN providers on jurisdiction, logging, audits, ownership, RAM-only servers, open-source clients, anonymous payment, obfuscation and price.",
  },
  {
    path: "/blog",
    title: "Blog: privacy and VPN insights",
    description: "Articles on privacy, VPNs and the laws that shape online freedom, newest first.",
  },
  {
    path: "/methodology",
    title: "Methodology: how we evaluate VPNs and rate countries",
    description: "The criteria, weights and evidence rules behind Privacy Atlas VPN scores and the legislation tracker's country ratings.",
  },
  {
    path: "/legal-tracker",
    title: "Legislation & Censorship Tracker",
    description:
      "An interactive world map of VPN legality, age-verification laws, censorship, data protection and social-media bans, with a sourced brief for every country.",
  },
  {
    path: "/about",
    title: "About Privacy Atlas",
    description: "Who runs Privacy Atlas, why it exists and how it stays independent.",
  },
  {
    path: "/disclosure",
    title: "Disclosure: how Privacy Atlas is funded",
    description: "How Privacy Atlas is funded and how we handle affiliate links, so you can judge our independence.",
  },
  {
    path: "/privacy-policy",
    title: "Privacy policy",
    description: "What Privacy Atlas stores in your browser and on its server: no trackers, no analytics, no accounts.",
  },
  {
    path: "/terms",
    title: "Terms of use",
    description: "The terms for using Privacy Atlas: information, not legal advice.",
  },
  {
    path: "/online-safety-act",
    title: "The UK Online Safety Act explained",
    description: "What the UK Online Safety Act 2023 requires, including the age checks in force since 25 July 2025, and what it means for VPN users.",
  },
  {
    path: "/privacy-impact-assessment",
    title: "Privacy impact assessments: a practical guide",
    description: "How to run a privacy or data protection impact assessment (DPIA): when it is required, the steps and a worked example.",
  },
  {
    path: "/vpn-security",
    title: "VPN security: protocols, leaks and what a VPN cannot do",
    description: "How VPN encryption and protocols work, how DNS and WebRTC leaks happen, and how to check your own VPN.",
  },
  {
    path: "/ai-privacy",
    title: "AI and privacy",
    description: "What AI chatbots and models do with your data, what the law says, and how to limit what you share.",
  },
  {
    path: "/de-identification",
    title: "De-identification: anonymisation and pseudonymisation",
    description: "How data is de-identified, why re-identification attacks succeed, and what the law treats as anonymous.",
  },
  {
    path: "/differential-privacy",
    title: "Differential privacy explained",
    description: "Differential privacy in plain language, with an interactive demonstration of the Laplace mechanism.",
  },
  {
    path: "/post-quantum-crypto",
    title: "Post-quantum cryptography",
    description: "Why quantum computers threaten today's encryption, NIST's post-quantum standards, and which VPNs already use them.",
  },
  {
    path: "/open-source-privacy",
    title: "Open-source privacy tools",
    description: "Open-source browsers, messengers, VPN clients and password managers, and why auditable code matters for privacy.",
  },
  {
    path: "/quantum-readiness",
    title: "Quantum readiness self-assessment",
    description: "Check how ready your organisation is for post-quantum cryptography with a self-assessment scored in your browser.",
  },
  {
    path: "/privacy-guide",
    title: "Privacy guide: complete privacy protection",
    description: "A step-by-step guide to protecting your privacy online: accounts, browsers, messaging, VPNs and devices.",
  },
  {
    path: "/blog/privacy-trinity",
    title: "The privacy trinity: VPN, browser and messenger",
    description: "Why a VPN alone is not enough, and how a private browser and an end-to-end encrypted messenger complete the picture.",
  },
  {
    path: "/blog/top-paid-vpns",
    title: "Top paid VPNs, checked against the evidence",
    description: "The paid VPNs worth their price, judged on audits, ownership and court-tested no-logs claims.",
  },
  {
    path: "/blog/social-media-profiling",
    title: "How social media profiles you",
    description: "How platforms build profiles from what you do, what data brokers add, and how to limit it.",
  },
  {
    path: "/vpn-travel-savings",
    title: "VPNs and travel prices: savings, limits and legal risks",
    description: "Whether a VPN really lowers flight and hotel prices, and where doing so breaks terms or laws.",
  },
  {
    path: "/self-hosted-vpn",
    title: "Self-hosted VPN: set up WireGuard on your own server",
    description: "A step-by-step guide to running your own WireGuard VPN on a rented server, and when it helps your privacy.",
  },
  {
    path: "/age-verification-laws",
    title: "Age-verification laws around the world",
    description: "Where age checks are required online, country by country and across US states, updated from the tracker data.",
  },
  {
    path: "/global-surveillance",
    title: "Global surveillance: alliances, programmes and laws",
    description: "The Five, Nine and Fourteen Eyes alliances, mass-surveillance programmes and the laws that authorise them.",
  },
  {
    path: "/protest-privacy-guide",
    title: "Protest privacy guide",
    description: "How to protect your phone, messages and identity before, during and after a protest.",
  },
  {
    path: "/vpn-limitations",
    title: "What a VPN cannot do",
    description: "The limits of VPNs: tracking, fingerprinting, malware, and the trust you move to the provider.",
  },
  {
    path: "/open-source-vpn",
    title: "Open-source VPNs",
    description: "VPN providers and protocols with open-source code, and what open source does and does not prove.",
  },
  {
    path: "/reading-list",
    title: "Reading list: curated privacy literature",
    description: "Books on privacy, surveillance and cryptography, with authors and years.",
  },
  {
    path: "/request-vpn-review",
    title: "Request a VPN review",
    description: "Ask Privacy Atlas to review a VPN provider. We store none of your personal data.",
  },
  {
    path: "/vpn-company-relationships",
    title: "VPN company relationships: interactive ownership map",
    description: "Who owns which VPN: an interactive map of companies, brands and the relationships between them.",
  },
  {
    path: "/vpn-company-relationships-evidence",
    title: "VPN company relationships: the evidence",
    description: "Every ownership and infrastructure relationship between VPN companies, with its evidence and date.",
  },
  {
    path: "/business-solutions",
    title: "Business solutions: enterprise VPN and zero-trust access",
    description: "Enterprise VPN and zero-trust network access options compared for organisations.",
  },
  {
    path: "/michigan-vpn-ban",
    title: "Michigan's proposed VPN ban (HB 4938)",
    description: "What Michigan House Bill 4938 proposes for VPNs and adult content, and where the bill stands.",
  },
  {
    path: "/brazil-age-verification",
    title: "Brazil's ECA Digital: age verification under Law 15.211/2025",
    description: "What Brazil's Digital Statute of Children and Adolescents (Law 15.211/2025) requires from platforms and app stores.",
  },
  {
    path: "/data",
    title: "Open data: download the legislation and VPN data",
    description:
      "Download Privacy Atlas data as JSON and CSV: legislation status for 193 countries, legislation news, VPN providers and the UN list, under CC BY 4.0.",
  },
  {
    path: "/changes",
    title: "Status changes: every dated change on the tracker since 2015",
    description:
      "Every change of a VPN, age-verification, censorship, data-protection or platform-ban status since 1 January 2015, newest first, each with its sources.",
  },
  {
    path: "/data-freshness",
    title: "Data freshness: how recent is each country's evidence",
    description:
      "For every country: the oldest and newest evidence, cells resting on one source or only on Freedom House, how each status is known, and news newer than the entry.",
  },
  {
    path: "/evidence-policy",
    title: "Evidence policy",
    description: "How Privacy Atlas sources, grades and corrects every claim on the site.",
  },
  {
    path: "/best-vpns-for-privacy",
    title: "Best VPNs for privacy, ranked on evidence",
    description: "VPN providers ranked by a transparent score built from audits, ownership, logging evidence and features.",
  },
];

const byPath = new Map(pages.map((page) => [page.path, page]));

export function sitePages(): readonly SitePage[] {
  return pages;
}

/** The catalog entry for a path; the four self-hosted VPN paths share one page. */
export function sitePage(path: string): SitePage | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if ((SELF_HOSTED_VPN_PATHS as readonly string[]).includes(normalized)) return byPath.get("/self-hosted-vpn");
  return byPath.get(normalized);
}

/** The meta input for a catalogued page; a path missing from the catalog is a programming error. */
export function sitePageMeta(path: string): { title: string; description: string; canonicalPath: string } {
  const page = sitePage(path);
  if (!page) throw new Error(`${path} is not in the site catalog`);
  return { title: page.title, description: page.description, canonicalPath: page.path };
}
