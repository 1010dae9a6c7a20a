import { DataTable } from "~/components/ui/data-table";
import { METRIC_WEIGHTS } from "@data/model/overall-rating";
import { SCORED_METRICS } from "@data/schema/metrics";
import { Link } from "react-router";
import { useLanguage, useMessages } from "~/lib/i18n/i18n-context";
import { formatNumber } from "~/lib/i18n/format-message";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { trackerMethodMessages } from "./tracker-method-messages";
import { useLabels } from "./use-labels";

const METRIC_MEANING = {
  vpn_status: "meaningVpnStatus",
  age_verification: "meaningAgeVerification",
  censorship_surveillance: "meaningCensorshipSurveillance",
  data_protection: "meaningDataProtection",
  social_media_blocking: "meaningSocialMediaBlocking",
} as const satisfies Record<(typeof SCORED_METRICS)[number], string>;

/** How the tracker's statuses and the overall rating are decided, from the same constants as the map. */
export function TrackerMethod() {
  const t = useMessages(trackerMethodMessages);
  const labels = useLabels();
  const language = useLanguage();
  const localized = useLocalizedPath();
  // English numbers as they are (docs/decisions/0016-performance-floor.md), others in the language's digits.
  const number = (value: number) => formatNumber(value, language);
  return (
    <>
      <p>{t.rich("methodIntro", { tracker: (text) => <Link {...localized("/legal-tracker")}>{text}</Link> })}</p>
      <ul>
        <li>{t.rich("methodEstablished", { strong: (text) => <strong>{text}</strong> })}</li>
        <li>{t.rich("methodNoRestrictionFound", { strong: (text) => <strong>{text}</strong> })}</li>
      </ul>
      <p>{t("methodGrey")}</p>
      <DataTable
        caption={t("methodTableCaption")}
        columns={[t("methodColumnMetric"), t("methodColumnMeasures"), t("methodColumnColours"), t("methodColumnWeight")]}>
        {SCORED_METRICS.map((metric) => (
          <tr key={metric}>
            <th scope="row">{labels.metric(metric)}</th>
            <td>{t(METRIC_MEANING[metric])}</td>
            <td>{t("methodColours", { green: labels.status(metric, "green"), amber: labels.status(metric, "amber"), red: labels.status(metric, "red") })}</td>
            <td>{number(METRIC_WEIGHTS[metric])}</td>
          </tr>
        ))}
      </DataTable>
      <h3>{t("methodOverallHeading")}</h3>
      <p>
        {t("methodOverall", {
          green: labels.status("overall_rating", "green"),
          amber: labels.status("overall_rating", "amber"),
          red: labels.status("overall_rating", "red"),
        })}
      </p>
      <h3>{t("methodEvidenceHeading")}</h3>
      <ul>
        <li>{t("methodEvidenceLaws")}</li>
        <li>{t("methodEvidenceFreedomHouse")}</li>
        <li>{t("methodEvidenceEvents")}</li>
      </ul>
      <p>{t("methodSubnational")}</p>
    </>
  );
}
