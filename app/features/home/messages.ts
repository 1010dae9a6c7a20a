import { defineMessages } from "~/lib/i18n/messages";
import { HOME_TITLE, SITE_TAGLINE } from "~/site-nav";

/** The home page. Its texts are filled in at build time and reach the page as data, so they cost it no code. */
export const homeMessages = defineMessages("home", {
  title: HOME_TITLE,
  tagline: SITE_TAGLINE,
  heading: "Know your digital rights, country by country",
  openTracker: "Open the legislation tracker",
  compareVpns: "Compare VPNs",
  trackerHeading: "The tracker at a glance",
  trackerIntro:
    "All {members} UN members, every colour backed by a cited source or, for a green marked “no restriction found”, by comprehensive surveys; {unknown} are still grey on VPN law: grey means we have not found evidence either way, not that VPNs are unlawful there. Data as of {date}.",
  statLegalInferred: "countries where VPNs are legal and accessible ({inferred} of them because no survey lists a restriction)",
  statLegal: "countries where a source confirms VPNs are legal and accessible",
  statRestricted: "restrict VPNs or license them",
  statBanned: "ban or heavily restrict VPNs",
  statAgeChecks: "have or are bringing in online age checks",
  explore: "Explore the map and the brief for every country",
  newsHeading: "Latest legislation news",
  noNews: "No legislation news in the last six months.",
  vpnsHeading: "Top-rated VPNs on the evidence",
  fullRanking: "See the full ranking",
  howWeScore: "How we score",
  guidesHeading: "Guides",
  inEnglish: "The VPN reviews and guides are in English.",
  guidePrivacy: "Privacy guide",
  guidePrivacyText: "Practical steps to protect your accounts, browsing, messages and devices.",
  guideAgeVerification: "Age-verification laws",
  guideAgeVerificationText: "The global and US state picture of online age checks.",
  guideLimitations: "What a VPN cannot do",
  guideLimitationsText: "The limits of VPNs, so you can choose the right tool.",
  guideProtest: "Protest privacy guide",
  guideProtestText: "Protect your phone and your data before, during and after a protest.",
  guideSelfHosted: "Run your own VPN",
  guideSelfHostedText: "A working WireGuard set-up on a rented server, step by step.",
  guideSurveillance: "Global surveillance",
  guideSurveillanceText: "Intelligence alliances, programmes and the laws behind them.",
});
