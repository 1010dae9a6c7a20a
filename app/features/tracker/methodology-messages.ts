import { defineMessages } from "~/lib/i18n/messages";

/** /methodology: its frame, and the tracker's part, which is translated (the VPN scoring stays English). */
export const methodologyPageMessages = defineMessages("methodologyPage", {
  heading: "Methodology",
  title: "Methodology: how we evaluate VPNs and rate countries",
  description: "The criteria, weights and evidence rules behind Privacy Atlas VPN scores and the legislation tracker's country ratings.",
  translatedTitle: "Methodology: how the tracker rates countries",
  translatedDescription: "The evidence rules and weights behind the legislation tracker's country ratings, and every grey cell with its reason.",
  lead: "How we score VPN providers, and how the legislation tracker rates countries. Both follow one rule: no evidence, no credit.",
  onThisPage: "On this page",
  vpnScoresHeading: "How VPN scores work",
  trackerHeading: "How the tracker rates countries",
  greyHeading: "Every grey cell and why",
  changesHeading: "Changes and corrections",
  greyIntro:
    "{count, plural, one {# status is grey (“Evidence in review”).} other {# statuses are grey (“Evidence in review”).}} Each has its reason below; a grey cell means we found no evidence either way, or sources that conflict, never that the answer is “no”. See also how recent each country's evidence is on the <freshness>data freshness</freshness> page.",
  greyCount: "{metric}: {count} grey",
  none: "None.",
  changes:
    "When the method changes, every score is recomputed at the next build and this page changes with it: the page is generated from the same code that computes the scores. Facts are corrected under our <policy>evidence policy</policy>. No provider can pay for a score or a place: see our <disclosure>disclosure</disclosure>.",
});
