import { defineMessages } from "~/lib/i18n/messages";

/** The tracker's method on the methodology page (tracker-method.tsx). Same namespace as list-messages.ts, its own file so that page loads only these. */
export const trackerMethodMessages = defineMessages("trackerLists", {
  methodIntro:
    "The <tracker>tracker</tracker> colours each of the 193 UN members on five metrics. A status is known in one of two ways, and every page that shows it says which:",
  methodEstablished: "<strong>Established</strong>: a cited source about the country supports the colour. Amber and red are always established.",
  methodNoRestrictionFound:
    "<strong>No restriction found</strong> (striped on the map): only a green, only for VPN status, age verification and social-media bans, and only when the country is absent from at least two comprehensive, dated surveys of that kind of restriction from different publishers, and nothing in the country's own sources or our news says otherwise. The brief names the surveys and their dates, and says when one comes from a VPN seller or affiliate. Censorship and data protection are never inferred: a law has to be cited.",
  methodGrey:
    "Anything else stays grey (“Evidence in review”) with its reason, because a wrong colour does more harm than an honest grey. The same rules decide the boundary cases everywhere: a national status follows national law, raised to amber (never red) where state laws cover at least a quarter of the population; an age-verification bill counts once it has passed a first vote, an announcement does not; a minimum age for social media is amber, a nationwide block of a major platform in force is red, and a block lifted more than twelve months ago is history.",
  methodTableCaption: "The tracker's metrics, what their colours mean, and their weight in the overall rating",
  methodColumnMetric: "Metric",
  methodColumnMeasures: "What it measures",
  methodColumnColours: "Green / amber / red",
  methodColumnWeight: "Weight",
  meaningVpnStatus: "Whether people may use a VPN: legal and reachable, restricted to licensed or approved services, or banned and punished.",
  meaningAgeVerification:
    "Whether the law makes websites or apps check users' ages, broadly (for example all adult content or all social media) or in narrower or pending forms.",
  meaningCensorshipSurveillance: "How much the state blocks content and watches users, from Freedom House scores and the laws and events behind them.",
  meaningDataProtection: "Whether a comprehensive data-protection law exists with an independent regulator that enforces it.",
  meaningSocialMediaBlocking:
    "Whether major platforms such as TikTok, X, Facebook or Telegram are banned nationally, blocked from time to time, or limited by age.",
  methodColours: "{green} / {amber} / {red}",
  methodOverallHeading: "The overall digital-rights rating",
  methodOverall:
    "The overall rating is computed, never typed in. Each metric present scores green 3, amber 2 and red 1 (anything else 1.2); the scores are averaged using the weights above. When fewer than three metrics are present, a padding entry of 1.2 with weight 1.5 is added, so a country with little evidence cannot look better than it is. An average of 2.4 or more is green ({green}), 1.6 or more amber ({amber}), 1 or more red ({red}). A country none of whose metrics is evidenced stays grey.",
  methodEvidenceHeading: "Where the evidence comes from",
  methodEvidenceLaws: "Laws from official gazettes and legislation portals, and UNCTAD's worldwide list of data-protection laws.",
  methodEvidenceFreedomHouse:
    "Freedom House's Freedom on the Net scores where it covers a country, otherwise Freedom in the World, always quoted with the edition year.",
  methodEvidenceEvents: "Regulators, courts and reputable reporting for what happened since: blocks, bans and enforcement.",
  methodSubnational:
    "States, provinces and regions get their own entry where their law differs, such as US states with age-verification laws. Every brief shows when it was last verified and how recent its evidence is.",
});
