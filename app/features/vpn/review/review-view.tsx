import { DataTable } from "~/components/ui/data-table";
import { bandLabel } from "@data/model/vpn-score";
import type { Claim, VpnProvider } from "@data/schema/vpn";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "~/lib/format-date";
import type { ScoredVpn } from "../vpn-types";
import { LOGGING_LABELS, openSourceLabel, PAYMENT_LABELS, priceLabel, yesNo } from "../vpn-format";
import { partialDateLabel } from "../ownership/relationship-labels";
import { ScoreBadge } from "./score-badge";
import { REPORT_OUTCOME_LABELS } from "./report-labels";
import { SourceLinks } from "./source-links";

type FactLine = { label: string; claim: Claim<unknown>; value: ReactNode };

function factLines(vpn: VpnProvider, jurisdictionName: string | null): FactLine[] {
  const list = (values: readonly string[] | null) => (values === null ? "Not verified" : values.length === 0 ? "None" : values.join(", "));
  const owner = vpn.owner.value;
  return [
    {
      label: "Operating company",
      claim: vpn.owner,
      value: owner
        ? `${owner.company}${owner.parent ? `, part of ${owner.parent}` : ""}${owner.since ? ` (since ${formatDate(owner.since)})` : ""}`
        : "Not verified",
    },
    { label: "Jurisdiction", claim: vpn.jurisdiction, value: jurisdictionName ?? "Not verified" },
    { label: "Founded", claim: vpn.founded, value: vpn.founded.value ?? "Not verified" },
    { label: "Logging policy", claim: vpn.logging, value: vpn.logging.value ? LOGGING_LABELS[vpn.logging.value] : "Not verified" },
    { label: "Open-source clients", claim: vpn.open_source_clients, value: openSourceLabel(vpn.open_source_clients.value) },
    { label: "Protocols", claim: vpn.protocols, value: list(vpn.protocols.value) },
    { label: "Post-quantum key exchange", claim: vpn.post_quantum, value: yesNo(vpn.post_quantum.value) },
    { label: "RAM-only servers", claim: vpn.ram_only_servers, value: yesNo(vpn.ram_only_servers.value) },
    { label: "Kill switch", claim: vpn.kill_switch, value: yesNo(vpn.kill_switch.value) },
    { label: "Obfuscation", claim: vpn.obfuscation, value: yesNo(vpn.obfuscation.value) },
    { label: "Multi-hop", claim: vpn.multi_hop, value: yesNo(vpn.multi_hop.value) },
    { label: "Port forwarding", claim: vpn.port_forwarding, value: yesNo(vpn.port_forwarding.value) },
    {
      label: "Anonymous payment",
      claim: vpn.anonymous_payment,
      value:
        vpn.anonymous_payment.value === null
          ? "Not verified"
          : vpn.anonymous_payment.value.length === 0
            ? "None"
            : vpn.anonymous_payment.value.map((method) => PAYMENT_LABELS[method]).join(", "),
    },
    { label: "Sign-up without email", claim: vpn.anonymous_signup, value: yesNo(vpn.anonymous_signup.value) },
    { label: "Server countries", claim: vpn.server_countries, value: vpn.server_countries.value ?? "Not verified" },
    { label: "Simultaneous devices", claim: vpn.simultaneous_devices, value: vpn.simultaneous_devices.value ?? "Not verified" },
    { label: "Price", claim: vpn.price, value: priceLabel(vpn.price.value) },
    { label: "Platforms", claim: vpn.platforms, value: list(vpn.platforms.value) },
  ];
}

const INCIDENT_LABELS = {
  "no-logs-upheld": "No-logs claim upheld",
  "data-disclosed": "User data disclosed",
  "security-breach": "Security breach",
  "legal-action": "Legal action",
  other: "Other",
} as const;

/** A full review: verdict, score and its breakdown, and every fact with its sources. */
export function ReviewView({ entry }: { entry: ScoredVpn }) {
  const { vpn, score, jurisdictionName } = entry;
  return (
    <article className="review mx-auto max-w-4xl">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/compare">Compare VPNs</Link> <span aria-hidden="true">›</span> {vpn.name}
      </nav>
      <header className="review-header">
        <div>
          <p className="eyebrow">VPN review</p>
          <h1>{vpn.name} review</h1>
          <p className="text-sm text-muted">
            Last verified {formatDate(vpn.last_verified)} ·{" "}
            <a href={vpn.website} rel="noopener noreferrer">
              {new URL(vpn.website).hostname}
            </a>
          </p>
        </div>
        <ScoreBadge score={score.total} band={score.band} />
      </header>

      {vpn.status === "discontinued" ? (
        <p className="notice notice-error" role="note">
          {vpn.name} has been discontinued. This review is kept for the record and is not ranked.
        </p>
      ) : null}
      <section aria-labelledby="verdict">
        <h2 id="verdict">Verdict</h2>
        <p className="lead">{vpn.review.verdict}</p>
        <div className="review-fit">
          <div>
            <h3>Who it suits</h3>
            <ul>
              {vpn.review.suits.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Who should look elsewhere</h3>
            <ul>
              {vpn.review.avoid.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="score">
        <h2 id="score">
          Score: {score.total} out of 100 ({bandLabel(score.band)})
        </h2>
        <p>
          Every point comes from a sourced fact below, by the method on <Link to="/methodology">our methodology page</Link>. A fact we could not verify earns
          nothing.
        </p>
        <DataTable caption={<>Score breakdown for {vpn.name}</>} captionClassName="sr-only" columns={["Criterion", "Points", "Why"]}>
          {score.criteria.map((criterion) => (
            <tr key={criterion.id}>
              <th scope="row">{criterion.label}</th>
              <td className="whitespace-nowrap">{criterion.max > 0 ? `${criterion.points} / ${criterion.max}` : criterion.points}</td>
              <td>
                <ul className="plain-list">
                  {criterion.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </DataTable>
        {score.unverified.length > 0 ? (
          <p className="text-sm">
            <strong>Not verified yet:</strong> {score.unverified.join(", ")}. If you can point us to evidence, see{" "}
            <Link to="/evidence-policy">how to send a correction</Link>.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="facts">
        <h2 id="facts">Facts and sources</h2>
        <DataTable
          caption={<>Facts about {vpn.name}, each with its sources and the date it was checked</>}
          captionClassName="sr-only"
          columns={["Fact", "Value", "Sources", "Checked"]}
          className="facts-table">
          {factLines(vpn, jurisdictionName).map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>
                {line.value}
                {line.claim.note ? <p className="text-sm text-muted">{line.claim.note}</p> : null}
              </td>
              <td>
                <SourceLinks sources={line.claim.sources} />
              </td>
              <td className="whitespace-nowrap">{formatDate(line.claim.checked)}</td>
            </tr>
          ))}
        </DataTable>
      </section>

      <section aria-labelledby="ownership">
        <h2 id="ownership">Ownership</h2>
        <p>
          {vpn.owner.value
            ? `${vpn.name} is run by ${vpn.owner.value.company}${vpn.owner.value.parent ? `, part of ${vpn.owner.value.parent}` : ""}.`
            : `We have not verified who owns ${vpn.name}.`}{" "}
          <Link to="/vpn-company-relationships">See how VPN companies are connected</Link>.
        </p>
        {vpn.ownership_history.length > 0 ? (
          <ol className="review-timeline">
            {vpn.ownership_history.map((event) => (
              <li key={`${event.date}-${event.event}`}>
                <strong>{formatDate(event.date)}</strong>: {event.event}
                <SourceLinks sources={event.sources} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted">No change of ownership on record.</p>
        )}
      </section>

      <section aria-labelledby="audits">
        <h2 id="audits">Independent audits</h2>
        {vpn.audits.length > 0 ? (
          <DataTable
            caption={
              <>
                Every published audit of {vpn.name} on record, newest first ({vpn.audits.length}). The score counts what they covered: the no-logs policy or
                servers, and the apps.
              </>
            }
            columns={["Date", "Auditor", "Covered", "Scope", "Report"]}>
            {[...vpn.audits]
              .sort((a, b) => b.date.localeCompare(a.date))
              .map((audit) => (
                <tr key={`${audit.auditor}-${audit.date}-${audit.scope}`}>
                  <td>{partialDateLabel(audit.date)}</td>
                  <th scope="row">{audit.auditor}</th>
                  <td>{AUDIT_KIND_LABELS[audit.kind]}</td>
                  <td>{audit.scope}</td>
                  <td>
                    <a href={audit.url} rel="noopener noreferrer">
                      Report or announcement
                      <span className="sr-only">
                        : {audit.auditor}, {partialDateLabel(audit.date)}
                      </span>
                    </a>
                  </td>
                </tr>
              ))}
          </DataTable>
        ) : (
          <p>No independent audit of {vpn.name} is on record. An audit is not proof, but without one the no-logs claim rests on the company&apos;s word.</p>
        )}
      </section>

      <section aria-labelledby="incidents">
        <h2 id="incidents">Incidents and court cases</h2>
        {vpn.incidents.length > 0 ? (
          <ul className="plain-list stacked">
            {[...vpn.incidents]
              .sort((a, b) => b.date.localeCompare(a.date))
              .map((incident) => (
                <li key={`${incident.date}-${incident.title}`}>
                  <strong>
                    {partialDateLabel(incident.date)}: {incident.title}
                  </strong>{" "}
                  <span className="badge">{INCIDENT_LABELS[incident.kind]}</span>
                  <p>{incident.summary}</p>
                  <SourceLinks sources={incident.sources} />
                </li>
              ))}
          </ul>
        ) : (
          <p>No incident, raid or court case involving {vpn.name} is on record. That tells you little either way: most no-logs claims are never tested.</p>
        )}
      </section>

      <section aria-labelledby="restrictive">
        <h2 id="restrictive">In countries that restrict VPNs</h2>
        <p>{vpn.review.restrictive_countries}</p>
        <p>
          Obfuscation: <strong>{yesNo(vpn.obfuscation.value)}</strong>. Check the law where you are on the{" "}
          <Link to="/legal-tracker?metric=vpn_status">legislation tracker</Link> first: using a VPN can be a crime in some countries.
        </p>
        <CensorshipResistance vpn={vpn} countryNames={entry.countryNames} />
        <h3 id="country-reports">Where it has been reported to work or fail</h3>
        {vpn.country_reports.length > 0 ? (
          <DataTable
            caption={
              <>
                Reports from outside {vpn.name} (news, measurements, researchers, governments), newest first. The provider&apos;s own claims are not counted
                here.
              </>
            }
            columns={["Country", "Reported", "Date", "What happened", "Source"]}>
            {vpn.country_reports.map((report, index) => (
              <tr key={`${report.country}-${report.date}-${index}`}>
                <th scope="row">{entry.countryNames[report.country] ?? report.country}</th>
                <td>
                  <span className={`badge report-${report.outcome}`}>{REPORT_OUTCOME_LABELS[report.outcome]}</span>
                </td>
                <td>{partialDateLabel(report.date)}</td>
                <td>
                  {report.summary}
                  {report.note ? <span className="block text-xs text-muted">{report.note}</span> : null}
                </td>
                <td>
                  <SourceLinks sources={report.sources} />
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p>No independent report of {vpn.name} working or being blocked in a particular country is on record. That is not evidence either way.</p>
        )}
      </section>

      <p className="legal-note">
        Privacy Atlas takes no money from {vpn.name} or any VPN company and uses no affiliate links (<Link to="/disclosure">disclosure</Link>). Found an error?{" "}
        <Link to="/evidence-policy">Send a correction</Link>.
      </p>
    </article>
  );
}

const AUDIT_KIND_LABELS: Record<VpnProvider["audits"][number]["kind"], string> = {
  "no-logs": "No-logs policy",
  infrastructure: "Servers and infrastructure",
  apps: "Apps",
  full: "Policy, servers and apps",
};

/** What the provider offers against blocking, from its own pages: never evidence that it works somewhere. */
function CensorshipResistance({ vpn, countryNames }: { vpn: VpnProvider; countryNames: Record<string, string> }) {
  const claim = vpn.censorship_resistance;
  if (!claim.value) return <p>{claim.note ?? "No censorship-resistance feature is on record."}</p>;
  const { stealth_protocols, alternative_connection, provider_says_works_in } = claim.value;
  return (
    <div>
      <dl className="brief-facts">
        <dt>Stealth protocols</dt>
        <dd>{stealth_protocols.length > 0 ? stealth_protocols.join(", ") : "None on record"}</dd>
        <dt>Other ways to connect</dt>
        <dd>{alternative_connection.length > 0 ? alternative_connection.join(", ") : "None on record"}</dd>
        <dt>Says it works in</dt>
        <dd>
          {provider_says_works_in.length > 0
            ? provider_says_works_in.map((code) => countryNames[code] ?? code).join(", ")
            : "No country named by the provider on record"}
        </dd>
      </dl>
      {/* A div, not a p: the source list is a ul, which a p cannot hold. */}
      <div className="text-sm text-muted">
        What {vpn.name} offers, checked {partialDateLabel(claim.checked)}. <SourceLinks sources={claim.sources} />
      </div>
    </div>
  );
}
