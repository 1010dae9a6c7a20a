import { defineMessages } from "~/lib/i18n/messages";

/** /evidence-policy, one message per paragraph or list item so a translation can order its sentences freely. */
export const evidencePolicyMessages = defineMessages("evidencePolicy", {
  title: "Evidence policy",
  description: "How Privacy Atlas sources, grades and corrects every claim on the site.",
  lead: "Everything Privacy Atlas states about a country or a VPN provider rests on a source you can open and read yourself. This page says what counts as a source, how we grade what we find, and how to get a mistake corrected.",
  whatCountsHeading: "What counts as a source",
  whatCountsIntro: "A source is a page we are sure exists and that says what we say it says. In order of preference:",
  sourceOfficial:
    "The official text: a law in a government gazette or legislation portal, a court judgment, a regulator's decision, an audit report published by the auditor.",
  sourceStatement: "An official statement about it: a ministry's or regulator's page, a provider's own policy, blog post or audit announcement.",
  sourceResearch:
    "Independent research: Freedom House's Freedom on the Net and Freedom in the World, UNCTAD's list of data-protection laws, reports by digital-rights groups.",
  sourceReporting: "Reputable reporting: news organisations and specialist outlets with named authors and a record of corrections.",
  neverInvent:
    "We never invent or guess an address. Where we know a law only by its name and date, we cite the legislation portal that holds it and name the law in the title. We do not cite content farms, pages that copy others without attribution, or sites that sell the products they rank.",
  providerWordHeading: "What a provider's own word can prove",
  providerWord:
    "A VPN company's privacy policy is good evidence of what it promises, and poor evidence that it keeps the promise. So we record the promise from the provider, and look elsewhere for the test: an independent audit, a court case, a police raid or server seizure that found nothing, or one that found logs. On each review, the score rewards the test more than the promise (see the <method>methodology</method>).",
  gradingHeading: "How we grade what we find",
  gradeSourced:
    "<strong>Coloured means sourced.</strong> A country is green, amber or red on a metric only when one of its key sources supports that status, and the source says which metric it supports.",
  gradeStrengths:
    "<strong>Two strengths of evidence.</strong> A colour is <em>established</em> when a source about the country supports it. A green may instead rest on <em>no restriction found</em>, but only for VPN status, age verification and social-media bans, only when the country is absent from at least two comprehensive, dated surveys of that kind of restriction from different publishers, and only when nothing in the country's own sources or our news says otherwise. Such a green is striped on the map and named in words everywhere it appears, and its brief lists the surveys with their dates (saying so when a survey comes from a VPN seller or affiliate). Amber and red are always established.",
  gradeOneRule:
    "<strong>One rule per boundary, for every country.</strong> National statuses describe national law; state laws raise a national status to amber only where they cover at least a quarter of the population. An age-verification bill counts once it has passed a first vote; an announcement or consultation does not. A minimum age for social media is amber; a nationwide block of a major platform in force is red; a block lifted more than twelve months ago is history.",
  gradeAddresses:
    "<strong>Publishers' own addresses.</strong> We cite the publisher's page, never a mirror, proxy, cache or copy, and a VPN seller's or affiliate's page is never the evidence for a status. Our data check refuses both.",
  gradeGrey:
    "<strong>Grey is honest.</strong> Where the evidence is thin or contradictory, the status stays grey (“Evidence in review”). A wrong colour on the map does more harm than a grey one. Every grey cell says why, and the <grey>methodology</grey> lists them all.",
  gradeNotVerified:
    "<strong>Not verified earns nothing.</strong> A VPN fact we could not source is shown as “Not verified” and earns no points, rather than being filled in from memory or marketing.",
  gradeKeySources: "<strong>Key sources and further reading are different.</strong> Only key sources count as evidence; further reading is context.",
  gradeFreedomHouse: "<strong>Freedom House figures carry their edition</strong> (for example “Freedom on the Net 2025”) and say which report they come from.",
  datesHeading: "Dates and freshness",
  dates:
    "Every source keeps its own publication date; an undated live page (a provider's pricing page, say) carries the date we read it instead. Every country brief shows when we last verified it and how recent its newest evidence is, and every VPN fact shows the day it was last checked. You can judge for yourself whether something may have changed since.",
  correctionsHeading: "Corrections",
  correctionsHow:
    "If you find a mistake, a dead link or a newer source, tell us: write to the editors with the page address, what is wrong, and a source that shows it.",
  correctionSubject: "Correction",
  correctionsProcess:
    "We check every report against its source. When a fact changes, the data file changes, the page is rebuilt and the entry's “last verified” date moves. Changes to a country's status appear in the tracker's live updates for anyone following that country. A provider can send corrections the same way as anyone else; it cannot pay for them, or for anything else (see our <disclosure>disclosure</disclosure>).",
  notAdviceHeading: "Information, not legal advice",
  notAdvice:
    "The tracker and the reviews describe laws and practices; they are not legal advice for your situation. Laws change, and how they are enforced varies. If your safety or liberty depends on it, speak to a lawyer or a digital-rights organisation where you are.",
});
