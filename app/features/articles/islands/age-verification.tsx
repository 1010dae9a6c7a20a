import { DataTable } from "~/components/ui/data-table";
import { STATUS_LABELS } from "@data/model/labels";
import { Link } from "react-router";
import { SourceList } from "~/components/ui/source-list";
import { formatDate } from "~/lib/format-date";
import type { AgeVerificationSummary } from "../article-types";

const ORDER = ["red", "amber", "green", "grey"] as const;

/** The tracker's live count of UN members by age-verification status. */
export function AgeVerificationStats({ summary }: { summary: AgeVerificationSummary }) {
  const total = ORDER.reduce((sum, status) => sum + summary.counts[status], 0);
  return (
    <section className="island card" aria-labelledby="age-stats-title">
      <h3 id="age-stats-title">Age verification across the {total} UN members, from our tracker</h3>
      <ul className="stat-list">
        {ORDER.map((status) => (
          <li key={status}>
            <span className={`status-dot status-${status}`} aria-hidden="true" /> <strong>{summary.counts[status]}</strong>{" "}
            {STATUS_LABELS.age_verification[status]}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        As of {formatDate(summary.updatedAt)}. &ldquo;Unknown status&rdquo; means we have not yet found evidence either way.{" "}
        <Link to="/legal-tracker?metric=age_verification">See the map</Link>.
      </p>
    </section>
  );
}

/** Every US state with an entry in the tracker, with its status and sources. */
export function UsStateAgeVerificationTable({ summary }: { summary: AgeVerificationSummary }) {
  return (
    <DataTable
      caption={<>US states and age verification, from the tracker ({summary.states.length} states with an entry)</>}
      columns={["State", "Status", "What the law does", "Sources"]}
      scrollClassName="island">
      {summary.states.map((state) => (
        <tr key={state.code}>
          <th scope="row">{state.name}</th>
          <td>
            <span className={`status-dot status-${state.status}`} aria-hidden="true" /> {STATUS_LABELS.age_verification[state.status]}
          </td>
          <td>{state.note ?? "—"}</td>
          <td>
            <SourceList sources={state.sources} className="source-links" />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
