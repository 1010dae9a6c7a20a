import { DataTable } from "~/components/ui/data-table";
import { METRIC_WEIGHTS } from "@data/model/overall-rating";
import { METRIC_LABELS, STATUS_LABELS } from "@data/model/labels";
import { SCORED_METRICS } from "@data/schema/metrics";
import { Link } from "react-router";

const METRIC_MEANING: Record<(typeof SCORED_METRICS)[number], string> = {
  vpn_status: "Whether people may use a VPN: legal and reachable, restricted to licensed or approved services, or banned and punished.",
  age_verification:
    "Whether the law makes websites or apps check users' ages, broadly (for example all adult content or all social media) or in narrower or pending forms.",
  censorship_surveillance: "How much the state blocks content and watches users, from Freedom House scores and the laws and events behind them.",
  data_protection: "Whether a comprehensive data-protection law exists with an independent regulator that enforces it.",
  social_media_blocking: "Whether major platforms such as TikTok, X, Facebook or Telegram are banned nationally, blocked from time to time, or limited by age.",
};

/** How the tracker's statuses and the overall rating are decided, from the same constants as the map. */
export function TrackerMethod() {
  return (
    <>
      <p>
        The <Link to="/legal-tracker">tracker</Link> colours each of the 193 UN members on five metrics. A status is known in one of two ways, and every page
        that shows it says which:
      </p>
      <ul>
        <li>
          <strong>Established</strong>: a cited source about the country supports the colour. Amber and red are always established.
        </li>
        <li>
          <strong>No restriction found</strong> (striped on the map): only a green, only for VPN status, age verification and social-media bans, and only when
          the country is absent from at least two comprehensive, dated surveys of that kind of restriction from different publishers, and nothing in the
          country&apos;s own sources or our news says otherwise. The brief names the surveys and their dates, and says when one comes from a VPN seller or
          affiliate. Censorship and data protection are never inferred: a law has to be cited.
        </li>
      </ul>
      <p>
        Anything else stays grey (&ldquo;Evidence in review&rdquo;) with its reason, because a wrong colour does more harm than an honest grey. The same rules
        decide the boundary cases everywhere: a national status follows national law, raised to amber (never red) where state laws cover at least a quarter of
        the population; an age-verification bill counts once it has passed a first vote, an announcement does not; a minimum age for social media is amber, a
        nationwide block of a major platform in force is red, and a block lifted more than twelve months ago is history.
      </p>
      <DataTable
        caption={<>The tracker&apos;s metrics, what their colours mean, and their weight in the overall rating</>}
        columns={["Metric", "What it measures", "Green / amber / red", "Weight"]}>
        {SCORED_METRICS.map((metric) => (
          <tr key={metric}>
            <th scope="row">{METRIC_LABELS[metric]}</th>
            <td>{METRIC_MEANING[metric]}</td>
            <td>
              {STATUS_LABELS[metric].green} / {STATUS_LABELS[metric].amber} / {STATUS_LABELS[metric].red}
            </td>
            <td>{METRIC_WEIGHTS[metric]}</td>
          </tr>
        ))}
      </DataTable>
      <h3>The overall digital-rights rating</h3>
      <p>
        The overall rating is computed, never typed in. Each metric present scores green 3, amber 2 and red 1 (anything else 1.2); the scores are averaged using
        the weights above. When fewer than three metrics are present, a padding entry of 1.2 with weight 1.5 is added, so a country with little evidence cannot
        look better than it is. An average of 2.4 or more is green ({STATUS_LABELS.overall_rating.green}), 1.6 or more amber (
        {STATUS_LABELS.overall_rating.amber}), 1 or more red ({STATUS_LABELS.overall_rating.red}). A country none of whose metrics is evidenced stays grey.
      </p>
      <h3>Where the evidence comes from</h3>
      <ul>
        <li>Laws from official gazettes and legislation portals, and UNCTAD&apos;s worldwide list of data-protection laws.</li>
        <li>Freedom House&apos;s Freedom on the Net scores where it covers a country, otherwise Freedom in the World, always quoted with the edition year.</li>
        <li>Regulators, courts and reputable reporting for what happened since: blocks, bans and enforcement.</li>
      </ul>
      <p>
        States, provinces and regions get their own entry where their law differs, such as US states with age-verification laws. Every brief shows when it was
        last verified and how recent its evidence is.
      </p>
    </>
  );
}
