import { DataTable } from "~/components/ui/data-table";
import type { Country, Metric, ScoredMetric, Status, SurveyCitation } from "@data/schema";
import { SELLER_PUBLISHER_KINDS } from "@data/schema/metrics";
import { INFERRED_EXPLANATION, INFERRED_LABEL, strengthOf } from "@data/model/evidence-strength";
import { overallRating } from "@data/model/overall-rating";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SourceList } from "~/components/ui/source-list";
import { formatDate } from "~/lib/format-date";
import { countrySlug } from "../country-slug";
import { METRIC_LABELS, METRIC_ORDER, STATUS_LABELS } from "../metrics";
import { StatusDot } from "../status-dot";

const REPORT_NAMES = { FOTN: "Freedom on the Net", FIW: "Freedom in the World" } as const;

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
}: {
  country: Country;
  level: HeadingLevel;
  idPrefix: string;
  extra?: ReactNode;
  /** The history of changes (brief/status-timeline.tsx), after the summary; the drawer loads it lazily. */
  timeline?: ReactNode;
  /** "Using a VPN here" (app/features/vpn/country), after the summary: the route composes it. */
  vpnSection?: ReactNode;
}) {
  const H = `h${level}` as "h2" | "h3";
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
        <H id={`${idPrefix}-status`}>At a glance</H>
        <ul className="brief-statuses">
          {METRIC_ORDER.map((metric) => {
            const strength = strengthOf({ statuses, evidence: country.evidence }, metric);
            const entry = metric === "overall_rating" ? undefined : country.evidence?.[metric as ScoredMetric];
            return (
              <li key={metric} data-metric={metric} data-status={statuses[metric]} data-evidence={strength}>
                <StatusDot status={statuses[metric]} inferred={strength === "no_restriction_found"} />
                <span>
                  <span className="font-medium">{METRIC_LABELS[metric]}:</span> {STATUS_LABELS[metric][statuses[metric]]}
                  {entry?.strength === "no_restriction_found" ? (
                    <span className="brief-evidence">
                      {" "}
                      ({INFERRED_LABEL}). {INFERRED_EXPLANATION} No restriction found in: <SurveyList surveys={entry.surveys} />. Checked{" "}
                      {formatDate(entry.checked)}.
                    </span>
                  ) : entry?.strength === "in_review" ? (
                    <span className="brief-evidence">
                      {" "}
                      (<a href={`#${reviewId}`}>in review</a>)
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
        {keyLaw ? (
          <p className="brief-key-law">
            <span className="font-medium">Key law:</span>{" "}
            <a href={keyLaw.url} rel="noopener noreferrer" target="_blank">
              {keyLaw.title}
            </a>
            {country.laws.length > 1 ? <> (and {country.laws.length - 1} more below)</> : null}
          </p>
        ) : null}
        <p className="brief-meta">
          As of {formatDate(country.last_verified)}, when we last checked it against its sources; the latest legal change it describes dates from{" "}
          {formatDate(country.last_change)}.
        </p>
      </section>
      {extra}

      <section aria-labelledby={`${idPrefix}-summary`}>
        <H id={`${idPrefix}-summary`}>Summary</H>
        <p>{country.summary}</p>
      </section>

      {vpnSection}

      {timeline}

      {inReview.length > 0 ? (
        <section aria-labelledby={reviewId}>
          <H id={reviewId}>Why some answers are in review</H>
          <ul className="brief-list">
            {inReview.map(({ metric, reason }) => (
              <li key={metric}>
                <span className="font-medium">{METRIC_LABELS[metric]}:</span> {reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {country.notes ? (
        <section aria-labelledby={`${idPrefix}-notes`}>
          <H id={`${idPrefix}-notes`}>Notes</H>
          <p>{country.notes}</p>
        </section>
      ) : null}

      <section aria-labelledby={`${idPrefix}-rights`}>
        <H id={`${idPrefix}-rights`}>Digital rights snapshot</H>
        <dl className="brief-facts">
          <dt>Freedom House</dt>
          <dd>
            {fh ? (
              <>
                {fh.label}, {fh.score}/100 ({REPORT_NAMES[fh.report]} {fh.year})
              </>
            ) : (
              "Not rated"
            )}
          </dd>
          <dt>Privacy law</dt>
          <dd>
            {country.digital_rights.privacy_law_url ? (
              <a href={country.digital_rights.privacy_law_url} rel="noopener noreferrer" target="_blank">
                {country.digital_rights.privacy_law}
              </a>
            ) : (
              country.digital_rights.privacy_law
            )}
          </dd>
          <dt>Surveillance</dt>
          <dd>{country.digital_rights.surveillance}</dd>
        </dl>
      </section>

      {country.laws.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-laws`}>
          <H id={`${idPrefix}-laws`}>Legal references</H>
          <ul className="brief-list">
            {country.laws.map((law) => (
              <li key={law.url}>
                <span className={`badge badge-${law.topic}`}>{law.topic === "vpn" ? "VPN" : "Age"}</span>{" "}
                <a href={law.url} rel="noopener noreferrer" target="_blank">
                  {law.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={sourcesId}>
        <H id={sourcesId}>Key sources</H>
        <SourceList
          sources={country.sources_primary}
          ordered
          className="brief-list"
          newTab
          noteClassName="text-xs text-muted"
          note={(source) => (
            <>
              {formatDate(source.date)}; supports {source.metrics.map((metric) => METRIC_LABELS[metric]).join(", ")}
            </>
          )}
        />
      </section>

      {country.sources_secondary.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-reading`}>
          <H id={`${idPrefix}-reading`}>Further reading</H>
          <SourceList
            sources={country.sources_secondary}
            className="brief-list"
            newTab
            noteClassName="text-xs text-muted"
            note={(source) => formatDate(source.date)}
          />
        </section>
      ) : null}

      {country.subnational.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-subnational`}>
          <H id={`${idPrefix}-subnational`}>State / Province status</H>
          <DataTable columns={["Name", "Status", "Details", "Verified"]}>
            {country.subnational.map((entry) => (
              <tr key={entry.iso_code}>
                <th scope="row">
                  {entry.name} <span className="text-xs text-muted">({entry.iso_code})</span>
                </th>
                <td>
                  {Object.entries(entry.statuses).length === 0
                    ? "Same as national"
                    : (Object.entries(entry.statuses) as Array<[Metric, Status]>).map(([metric, status]) => (
                        <span key={metric} className="block">
                          <StatusDot status={status} /> {METRIC_LABELS[metric]}: {STATUS_LABELS[metric][status]}
                        </span>
                      ))}
                </td>
                <td className="text-sm">
                  {entry.note}
                  {entry.sources.map((source, index) => (
                    <span key={source.url}>
                      {" "}
                      <a href={source.url} rel="noopener noreferrer" target="_blank">
                        source{entry.sources.length > 1 ? ` ${index + 1}` : ""}
                        <span className="sr-only">: {source.title}</span>
                      </a>
                    </span>
                  ))}
                </td>
                <td className="text-sm">{formatDate(entry.last_verified)}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      ) : null}

      <p className="legal-note">
        This brief is information, not legal advice. Check the <a href={`#${sourcesId}`}>key sources</a> and our <Link to="/methodology">methodology</Link>.
        Follow changes by feed:{" "}
        <a href={`/feeds/${countrySlug(country.name)}.xml`} type="application/atom+xml">
          {country.name} updates (Atom)
        </a>
        .
      </p>
    </div>
  );
}

const SELLER_KINDS: ReadonlySet<string> = new Set(SELLER_PUBLISHER_KINDS);

/** "survey A (date), survey B (date)", each linked, a seller's or affiliate's named as such. */
function SurveyList({ surveys }: { surveys: readonly SurveyCitation[] }) {
  return (
    <>
      {surveys.map((survey, index) => (
        <span key={survey.id}>
          {index > 0 ? ", " : null}
          <a href={survey.url} rel="noopener noreferrer" target="_blank">
            {survey.title}
          </a>{" "}
          ({survey.publisher}
          {SELLER_KINDS.has(survey.publisher_kind) ? `, ${survey.publisher_kind === "vpn-seller" ? "a VPN seller" : "a VPN affiliate site"}` : ""},{" "}
          {formatDate(survey.date)})
        </span>
      ))}
    </>
  );
}
