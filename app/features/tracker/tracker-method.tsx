import { METRIC_WEIGHTS } from "@data/model/overall-rating";
import { METRIC_LABELS, STATUS_LABELS } from "@data/model/labels";
import { SCORED_METRICS } from "@data/schema/metrics";
import { Link } from "react-router";

const METRIC_MEANING: Record<(typeof SCORED_METRICS)[number], string> = {
  vpn_status: "Whether people may use a VPN: legal and reachable, restricted to licensed or approved services, or banned and punished.",
  age_verification: "Whether the law makes websites or apps check users' ages, broadly (for example all adult content or all social media) or in narrower or pending forms.",
  censorship_surveillance: "How much the state blocks content and watches users, from Freedom House scores and the laws and events behind them.",
  data_protection: "Whether a comprehensive data-protection law exists with an independent regulator that enforces it.",
  social_media_blocking: "Whether major platforms such as TikTok, X, Facebook or Telegram are banned nationally, blocked from time to time, or limited by age.",
};

/** How the tracker's statuses and the overall rating are decided, from the same constants as the map. */
export function TrackerMethod() {
  return (
    <>
      <p>
        The <Link to="/legal-tracker">tracker</Link> colours each of the 193 UN members on five metrics. Each status is green, amber or red only when a cited source supports it; otherwise it stays grey
        (&ldquo;Evidence in review&rdquo;), because a wrong colour does more harm than an honest grey.
      </p>
      <div className="table-scroll">
        <table className="data-table">
          <caption>The tracker&apos;s metrics, what their colours mean, and their weight in the overall rating</caption>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">What it measures</th>
              <th scope="col">Green / amber / red</th>
              <th scope="col">Weight</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
      <h3>The overall digital-rights rating</h3>
      <p>
        The overall rating is computed, never typed in. Each metric present scores green 3, amber 2 and red 1 (anything else 1.2); the scores are averaged using the weights above. When fewer than three
        metrics are present, a padding entry of 1.2 with weight 1.5 is added, so a country with little evidence cannot look better than it is. An average of 2.4 or more is green (
        {STATUS_LABELS.overall_rating.green}), 1.6 or more amber ({STATUS_LABELS.overall_rating.amber}), 1 or more red ({STATUS_LABELS.overall_rating.red}). A country none of whose metrics is evidenced
        stays grey.
      </p>
      <h3>Where the evidence comes from</h3>
      <ul>
        <li>Laws from official gazettes and legislation portals, and UNCTAD&apos;s worldwide list of data-protection laws.</li>
        <li>Freedom House&apos;s Freedom on the Net scores where it covers a country, otherwise Freedom in the World, always quoted with the edition year.</li>
        <li>Regulators, courts and reputable reporting for what happened since: blocks, bans and enforcement.</li>
      </ul>
      <p>
        States, provinces and regions get their own entry where their law differs, such as US states with age-verification laws. Every brief shows when it was last verified and how recent its evidence is.
      </p>
    </>
  );
}
