import { Link } from "react-router";
import { useMessages } from "~/lib/i18n/i18n-context";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { evidencePolicyMessages } from "./messages";

/** /evidence-policy, in English and in each translated language (app/routes.ts). */
export function EvidencePolicyPage({ contactEmail }: { contactEmail: string }) {
  const t = useMessages(evidencePolicyMessages);
  const localized = useLocalizedPath();
  const strong = (text: string) => <strong>{text}</strong>;
  const em = (text: string) => <em>{text}</em>;
  const link = (to: string) => (text: string) => <Link {...localized(to)}>{text}</Link>;
  return (
    <article className="prose-page">
      <h1>{t("title")}</h1>
      <p className="lead">{t("lead")}</p>

      <h2 id="what-counts">{t("whatCountsHeading")}</h2>
      <p>{t("whatCountsIntro")}</p>
      <ol className="list-decimal ps-6">
        <li>{t("sourceOfficial")}</li>
        <li>{t("sourceStatement")}</li>
        <li>{t("sourceResearch")}</li>
        <li>{t("sourceReporting")}</li>
      </ol>
      <p>{t("neverInvent")}</p>

      <h2 id="what-sources-prove">{t("providerWordHeading")}</h2>
      <p>{t.rich("providerWord", { method: link("/methodology") })}</p>

      <h2 id="grading">{t("gradingHeading")}</h2>
      <ul>
        <li>{t.rich("gradeSourced", { strong })}</li>
        <li>{t.rich("gradeStrengths", { strong, em })}</li>
        <li>{t.rich("gradeOneRule", { strong })}</li>
        <li>{t.rich("gradeAddresses", { strong })}</li>
        <li>{t.rich("gradeGrey", { strong, grey: link("/methodology#grey-cells") })}</li>
        <li>{t.rich("gradeNotVerified", { strong })}</li>
        <li>{t.rich("gradeKeySources", { strong })}</li>
        <li>{t.rich("gradeFreedomHouse", { strong })}</li>
      </ul>

      <h2 id="dates">{t("datesHeading")}</h2>
      <p>{t("dates")}</p>

      <h2 id="corrections">{t("correctionsHeading")}</h2>
      <p>{t("correctionsHow")}</p>
      <p>
        <a href={`mailto:${contactEmail}?subject=${encodeURIComponent(t("correctionSubject"))}`}>{contactEmail}</a>
      </p>
      <p>{t.rich("correctionsProcess", { disclosure: link("/disclosure") })}</p>

      <h2 id="not-advice">{t("notAdviceHeading")}</h2>
      <p>{t("notAdvice")}</p>
    </article>
  );
}
