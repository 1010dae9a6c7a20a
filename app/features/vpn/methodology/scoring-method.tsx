import { DataTable } from "~/components/ui/data-table";
import {
  ANONYMITY_POINTS,
  AUDIT_POINTS,
  AUDIT_RECENT_YEARS,
  BANDS,
  CRITERIA_LABELS,
  CRITERIA_MAX,
  LOGGING_POINTS,
  OWNERSHIP_POINTS,
  PENALTIES,
  PROOF_POINTS,
  SECURITY_POINTS,
} from "@data/model/vpn-score";
import { Link } from "react-router";

// Written from the same constants the score uses, so the page cannot drift from the code.

export function ScoringMethod() {
  const rows: Array<{ id: keyof typeof CRITERIA_MAX; how: string[] }> = [
    {
      id: "logging",
      how: [
        `No activity or connection logs: ${LOGGING_POINTS["no-logs"]}; minimal logs (for example connection times or a truncated IP address): ${LOGGING_POINTS.minimal}; logs kept: ${LOGGING_POINTS.logs}.`,
        `Proof: ${PROOF_POINTS} more when a raid, server seizure or court order has tested the claim and found nothing, and no case has shown user data disclosed.`,
      ],
    },
    {
      id: "audits",
      how: [
        `Newest independent audit within ${AUDIT_RECENT_YEARS} years: ${AUDIT_POINTS.recent}; older: ${AUDIT_POINTS.older}.`,
        `An audit that covered the no-logs policy or the server infrastructure: ${AUDIT_POINTS.noLogsOrInfrastructure}. An audit of the apps: ${AUDIT_POINTS.apps}.`,
        "Every published audit we can date is in the review's ledger (auditor, date, what it covered, report); a full audit counts as policy, servers and apps. Audits we know of but cannot date or source are left out until we can.",
      ],
    },
    {
      id: "ownership",
      how: [`The operating company named on the record: ${OWNERSHIP_POINTS.owner}. Its jurisdiction on the record: ${OWNERSHIP_POINTS.jurisdiction}.`],
    },
    { id: "open-source", how: [`All clients open source: ${CRITERIA_MAX["open-source"]}; some: ${CRITERIA_MAX["open-source"] / 2}; none: 0.`] },
    {
      id: "security",
      how: [
        `RAM-only servers: ${SECURITY_POINTS.ram_only_servers}; post-quantum key exchange: ${SECURITY_POINTS.post_quantum}; kill switch: ${SECURITY_POINTS.kill_switch}; multi-hop: ${SECURITY_POINTS.multi_hop}.`,
      ],
    },
    { id: "censorship", how: [`Obfuscation that disguises VPN traffic, which helps where VPNs are blocked: ${CRITERIA_MAX.censorship}.`] },
    {
      id: "anonymity",
      how: [
        `Sign-up without an email address: ${ANONYMITY_POINTS.signup}. Payment: cash or Monero ${ANONYMITY_POINTS.cashOrMonero}, Bitcoin or other cryptocurrency ${ANONYMITY_POINTS.otherCrypto}, gift cards ${ANONYMITY_POINTS.giftCards} (the most private method counts).`,
      ],
    },
  ];
  return (
    <>
      <p>
        Each provider&apos;s score, out of 100, is computed from the facts in its review and nothing else. A fact counts only when it has a source; a fact we
        have not verified earns nothing, and the review lists it as &ldquo;not verified&rdquo;. Price is shown but not scored: it says nothing about trust.
      </p>
      <DataTable caption="VPN score criteria and their weights" columns={["Criterion", "Points", "How the points are earned"]}>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{CRITERIA_LABELS[row.id]}</th>
            <td>{CRITERIA_MAX[row.id]}</td>
            <td>
              {row.how.map((line) => (
                <p key={line} className="my-1">
                  {line}
                </p>
              ))}
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row">Total</th>
          <td>{Object.values(CRITERIA_MAX).reduce((sum, value) => sum + value, 0)}</td>
          <td>Before deductions.</td>
        </tr>
      </DataTable>
      <h3>What lowers a score</h3>
      <ul>
        <li>
          A case where user data or logs reached the authorities or anyone else: minus {PENALTIES.dataDisclosedRecent} if it happened in the last{" "}
          {PENALTIES.dataDisclosedRecentYears} years, minus {PENALTIES.dataDisclosedOlder} if earlier. It also cancels the proof points above.
        </li>
        <li>
          A security breach in the last {PENALTIES.breachYears} years: minus {PENALTIES.breach} each, at most minus {PENALTIES.breachCap}.
        </li>
        <li>A claim we cannot verify: no points, and the review says so. Scores never go below zero.</li>
      </ul>
      <h3>What the score means</h3>
      <ul>
        {BANDS.map((band, index) => (
          <li key={band.band}>
            <strong>{band.label}</strong>: {index === 0 ? `${band.min} or more` : `${band.min} to ${(BANDS[index - 1]?.min ?? 100) - 1}`}.
          </li>
        ))}
      </ul>
      <p>
        A score measures how well a provider&apos;s privacy claims are backed by evidence you can check. It is not a speed test or a guarantee. Audits and
        incidents age against the day the site was built, so a provider that stops being audited slowly loses points. You can see every provider&apos;s
        breakdown on its review and <Link to="/compare">compare them all</Link>.
      </p>
      <h3>How evidence counts</h3>
      <ul>
        <li>The provider&apos;s own documents (privacy policy, terms, audit announcements) count for what the provider promises and publishes.</li>
        <li>What tests those promises must come from outside the provider: the auditor&apos;s report, court records, regulators or reputable reporting.</li>
        <li>
          Censorship resistance: the provider&apos;s own pages say what it offers (stealth protocols, other ways to connect, countries it says it works in).
          Whether it worked or was blocked in a country comes only from outside reports (news, measurements, researchers, governments), each dated, shown on the
          review and on every country&apos;s brief under &ldquo;Using a VPN here&rdquo;, and used by the comparison&apos;s &ldquo;For use in&rdquo; filter.
          These reports are not scored: one report ages fast and says nothing about tomorrow. Obfuscation offered still counts as above.
        </li>
        <li>
          Every source keeps its own publication date, or the date we read it when the page has none; every fact carries the date we last checked it. Our{" "}
          <Link to="/evidence-policy">evidence policy</Link> explains how claims are graded and corrected.
        </li>
      </ul>
    </>
  );
}
