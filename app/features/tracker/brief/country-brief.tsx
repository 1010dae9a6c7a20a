import { DataTable } from "~/components/ui/data-table";
import type { Country, Metric, ScoredMetric, Status, SurveyCitation } from "@data/schema";
import { SELLER_PUBLISHER_KINDS } from "@data/schema/metrics";
import { strengthOf } from "@data/model/evidence-strength";
import { overallRating } from "@data/model/overall-rating";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SourceList } from "~/components/ui/source-list";
import { formatDate } from "~/lib/format-date";
import { useLanguage, useMessages, useTranslatedPageMessages } from "~/lib/i18n/i18n-context";
import { formatList, listSeparators } from "~/lib/i18n/format-list";
import { useLocalizedPath } from "~/lib/i18n/localized-path";
import { useCountryName } from "../country-names";
import { countrySlug } from "../country-slug";
import { METRIC_ORDER } from "../metrics";
import { trackerStatusMessages } from "../status-text-messages";
import { StatusDot } from "../status-dot";
import { useLabels } from "../use-labels";
import { briefMessages } from "./messages";
import type { briefPageMessages } from "./translated-page-messages";
import { TranslatedText, type BriefTranslation } from "./translated-text";

// Report titles are names: they stay in English, as the sources cite them.
const REPORT_NAMES = { FOTN: "Freedom on the Net", FIW: "Freedom in the World" } as const;
const FH_LABEL_KEYS = { Free: "fhFree", "Partly Free": "fhPartlyFree", "Not Free": "fhNotFree" } as const;

type HeadingLevel = 2 | 3;

/**
 * A country's full brief, as in the drawer and on its own page. Section headings start at
 * `level` (h2 on the page, h3 in the drawer whose title is the h2).
 */
export function CountryBrief({
  country,
  level,
  idPrefix,
  extra,
  timeline,
  vpnSection,
  translation,
}: {
  country: Country;
  /** On a translated page: which texts are shown in English, and where the English page is. */
  translation?: BriefTranslation;
  level: HeadingLevel;
  idPrefix: string;
  extra?: ReactNode;
  /** The history of changes (brief/status-timeline.tsx), after the summary; the drawer loads it lazily. */
  timeline?: ReactNode;
  /** "Using a VPN here" (app/features/vpn/country), after the summary: the route composes it. */
  vpnSection?: ReactNode;
}) {
  const H = `h${level}` as "h2" | "h3";
  const t = useMessages(briefMessages);
  const tracker = useMessages(trackerStatusMessages);
  const translatedPage = useTranslatedPageMessages<typeof briefPageMessages>("brief");
  const labels = useLabels();
  const language = useLanguage();
  const localized = useLocalizedPath();
  const date = (value: string | null | undefined) => formatDate(value, language);
  // Chinese writes no space between sentences or before a parenthesis.
  const wordSpace = language === "zh-Hans" ? null : " ";
  const countryName = useCountryName();
  const inEnglish = language === "en" ? undefined : "en";
  const statuses: Record<Metric, Status> = { ...country.statuses, overall_rating: overallRating(country.statuses) };
  const fh = country.digital_rights.freedom_house;
  const sourcesId = `${idPrefix}-key-sources`;
  const reviewId = `${idPrefix}-in-review`;
  const inReview = METRIC_ORDER.flatMap((metric) => {
    const entry = metric === "overall_rating" ? undefined : country.evidence?.[metric as ScoredMetric];
    return entry?.strength === "in_review" ? [{ metric, reason: entry.reason }] : [];
  });
  const keyLaw = country.laws[0];

  return (
    <div className="country-brief">
      {/* The answer first: every status with its strength of evidence, the key law, and one date. */}
      <section aria-labelledby={`${idPrefix}-status`} className="brief-answer">
        {translation ? (
          <p className="brief-translation-note">
            {translatedPage.rich("englishAuthoritative", {
              english: (text) => (
                <Link to={translation.englishPath} hrefLang="en">
                  {text}
                </Link>
              ),
            })}
          </p>
        ) : null}
        <H id={`${idPrefix}-status`}>{t("atAGlance")}</H>
        <ul className="brief-statuses">
          {METRIC_ORDER.map((metric) => {
            const strength = strengthOf({ statuses, evidence: country.evidence }, metric);
            const entry = metric === "overall_rating" ? undefined : country.evidence?.[metric as ScoredMetric];
            return (
              <li key={metric} data-metric={metric} data-status={statuses[metric]} data-evidence={strength}>
                <StatusDot status={statuses[metric]} inferred={strength === "no_restriction_found"} />
                <span>
                  {t.rich(
                    "metricStatus",
                    { metric: (text) => <span className="font-medium">{text}</span> },
                    { metric: labels.metric(metric), status: labels.status(metric, statuses[metric]) },
                  )}
                  {entry?.strength === "no_restriction_found" ? (
                    <span className="brief-evidence">
                      {wordSpace}
                      {t.rich(
                        "inferredEvidence",
                        { surveys: () => <SurveyList surveys={entry.surveys} /> },
                        { inferred: tracker("inferredLabel"), explanation: tracker("inferredExplanation"), foundIn: t("noRestrictionFoundIn") },
                      )}
                      {wordSpace}
                      {t("checkedOn", { date: date(entry.checked) })}
                    </span>
                  ) : entry?.strength === "in_review" ? (
                    <span className="brief-evidence">
                      {wordSpace}
                      {t.rich("inReviewNote", { review: (text) => <a href={`#${reviewId}`}>{text}</a> }, { inReview: t("inReview") })}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
        {keyLaw ? (
          <p className="brief-key-law">
            <span className="font-medium">{t("keyLaw")}</span>
            {wordSpace}
            {/* Laws are cited by their English titles, as the sources give them. */}
            <a href={keyLaw.url} rel="noopener noreferrer" target="_blank" lang={inEnglish} dir={inEnglish && "ltr"}>
              {keyLaw.title}
            </a>
            {country.laws.length > 1 ? (
              <>
                {wordSpace}
                {t("moreLawsBelow", { count: country.laws.length - 1 })}
              </>
            ) : null}
          </p>
        ) : null}
        <p className="brief-meta">{t("asOf", { verified: date(country.last_verified), changed: date(country.last_change) })}</p>
      </section>
      {extra}

      <section aria-labelledby={`${idPrefix}-summary`}>
        <H id={`${idPrefix}-summary`}>{t("summary")}</H>
        <TranslatedText translation={translation} textKey="summary">
          {country.summary}
        </TranslatedText>
      </section>

      {vpnSection}

      {timeline}

      {inReview.length > 0 ? (
        <section aria-labelledby={reviewId}>
          <H id={reviewId}>{t("whyInReview")}</H>
          <ul className="brief-list">
            {inReview.map(({ metric, reason }) => (
              <li key={metric}>
                {/* The reasons are editors' notes, not translated: marked as English for screen readers. */}
                <span className="font-medium">{labels.metric(metric)}:</span> <span lang={translation ? "en" : undefined}>{reason}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {country.notes ? (
        <section aria-labelledby={`${idPrefix}-notes`}>
          <H id={`${idPrefix}-notes`}>{t("notes")}</H>
          <TranslatedText translation={translation} textKey="notes">
            {country.notes}
          </TranslatedText>
        </section>
      ) : null}

      <section aria-labelledby={`${idPrefix}-rights`}>
        <H id={`${idPrefix}-rights`}>{t("digitalRights")}</H>
        <dl className="brief-facts">
          <dt>{t("freedomHouse")}</dt>
          <dd>
            {fh
              ? t("freedomHouseScore", { label: t(FH_LABEL_KEYS[fh.label]), score: fh.score, report: REPORT_NAMES[fh.report], year: String(fh.year) })
              : t("notRated")}
          </dd>
          <dt>{t("privacyLaw")}</dt>
          <dd>
            {country.digital_rights.privacy_law_url ? (
              <a href={country.digital_rights.privacy_law_url} rel="noopener noreferrer" target="_blank">
                {country.digital_rights.privacy_law}
              </a>
            ) : (
              country.digital_rights.privacy_law
            )}
          </dd>
          <dt>{t("surveillance")}</dt>
          <dd>
            <TranslatedText translation={translation} textKey="digital_rights.surveillance" as="span">
              {country.digital_rights.surveillance}
            </TranslatedText>
          </dd>
        </dl>
      </section>

      {country.laws.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-laws`}>
          <H id={`${idPrefix}-laws`}>{t("legalReferences")}</H>
          <ul className="brief-list">
            {country.laws.map((law) => (
              <li key={law.url}>
                <span className={`badge badge-${law.topic}`}>{law.topic === "vpn" ? t("badgeVpn") : t("badgeAge")}</span>{" "}
                <a href={law.url} rel="noopener noreferrer" target="_blank" lang={inEnglish} dir={inEnglish && "ltr"}>
                  {law.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={sourcesId}>
        <H id={sourcesId}>{t("keySources")}</H>
        <SourceList
          sources={country.sources_primary}
          ordered
          className="brief-list"
          newTab
          noteClassName="text-xs text-muted"
          note={(source) =>
            t("supports", {
              date: date(source.date),
              metrics: formatList(
                source.metrics.map((metric) => labels.metric(metric)),
                language,
              ),
            })
          }
        />
      </section>

      {country.sources_secondary.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-reading`}>
          <H id={`${idPrefix}-reading`}>{t("furtherReading")}</H>
          <SourceList
            sources={country.sources_secondary}
            className="brief-list"
            newTab
            noteClassName="text-xs text-muted"
            note={(source) => date(source.date)}
          />
        </section>
      ) : null}

      {country.subnational.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-subnational`}>
          <H id={`${idPrefix}-subnational`}>{t("subnational")}</H>
          <DataTable columns={[t("columnName"), t("columnStatus"), t("columnDetails"), t("columnVerified")]}>
            {country.subnational.map((entry) => (
              <tr key={entry.iso_code}>
                <th scope="row">
                  {entry.name} <span className="text-xs text-muted">({entry.iso_code})</span>
                </th>
                <td>
                  {Object.entries(entry.statuses).length === 0
                    ? t("sameAsNational")
                    : (Object.entries(entry.statuses) as Array<[Metric, Status]>).map(([metric, status]) => (
                        <span key={metric} className="block">
                          <StatusDot status={status} /> {labels.metric(metric)}: {labels.status(metric, status)}
                        </span>
                      ))}
                </td>
                <td className="text-sm">
                  <span lang={translation ? "en" : undefined}>{entry.note}</span>
                  {entry.sources.map((source, index) => (
                    <span key={source.url}>
                      {" "}
                      <a href={source.url} rel="noopener noreferrer" target="_blank">
                        {entry.sources.length > 1 ? t("sourceNumbered", { number: index + 1 }) : t("source")}
                        <span className="sr-only">: {source.title}</span>
                      </a>
                    </span>
                  ))}
                </td>
                <td className="text-sm">{date(entry.last_verified)}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      ) : null}

      <p className="legal-note">
        {t.rich("legalNote", {
          sources: (text) => <a href={`#${sourcesId}`}>{text}</a>,
          method: (text) => <Link {...localized("/methodology")}>{text}</Link>,
        })}{" "}
        {t.rich(
          "followByFeed",
          {
            feed: (text) => (
              <a href={`/feeds/${countrySlug(country.name)}.xml`} type="application/atom+xml">
                {text}
              </a>
            ),
          },
          { country: countryName(country) },
        )}
      </p>
    </div>
  );
}

const SELLER_KINDS: ReadonlySet<string> = new Set(SELLER_PUBLISHER_KINDS);

/** "survey A (date), survey B (date)", each linked, a seller's or affiliate's named as such. */
function SurveyList({ surveys }: { surveys: readonly SurveyCitation[] }) {
  const t = useMessages(briefMessages);
  const language = useLanguage();
  const separators = listSeparators(surveys.length, language);
  const translated = language !== "en";
  return (
    <>
      {surveys.map((survey, index) => {
        const link = (title: string) => (
          // Survey titles are English on every page, and read left to right inside a Persian or Arabic sentence.
          <a href={survey.url} rel="noopener noreferrer" target="_blank" lang={translated ? "en" : undefined} dir={translated ? "ltr" : undefined}>
            {title}
          </a>
        );
        // The publisher's Latin name is isolated, so a right-to-left sentence keeps its parentheses in place.
        const publisher = translated ? `\u2068${survey.publisher}\u2069` : survey.publisher;
        const values = { title: survey.title, publisher, date: formatDate(survey.date, language) };
        return (
          <span key={survey.id}>
            {index > 0 ? separators[index - 1] : null}
            {SELLER_KINDS.has(survey.publisher_kind)
              ? t.rich(
                  "surveyCitationSeller",
                  { survey: link },
                  { ...values, kind: survey.publisher_kind === "vpn-seller" ? t("aVpnSeller") : t("aVpnAffiliate") },
                )
              : t.rich("surveyCitation", { survey: link }, values)}
          </span>
        );
      })}
    </>
  );
}
