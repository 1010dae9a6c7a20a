import type { CompanyEntity, VpnCompanies } from "@data/schema/vpn";
import { formatDate } from "~/lib/format-date";
import { SourceLinks } from "../review/source-links";
import { partialDateLabel, RELATIONSHIP_LABELS, relationshipAnchor } from "./relationship-labels";

/** Every relationship with its summary, date and sources, newest first, each with an anchor. */
export function RelationshipEvidence({ companies }: { companies: VpnCompanies }) {
  const byId = new Map<string, CompanyEntity>(companies.entities.map((entity) => [entity.id, entity]));
  const links = [...companies.relationships].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <>
      <p className="text-sm text-muted">
        {links.length} relationships between {companies.entities.length} companies and brands; last verified {formatDate(companies.last_verified)}.
      </p>
      <ol className="evidence-list">
        {links.map((link) => (
          <li key={relationshipAnchor(link)} id={relationshipAnchor(link)} tabIndex={-1} className="card">
            <h2 className="text-lg">
              {byId.get(link.from)?.name} {RELATIONSHIP_LABELS[link.type]} {byId.get(link.to)?.name}
            </h2>
            <p className="text-sm text-muted">{partialDateLabel(link.date)}</p>
            <p>{link.summary}</p>
            <SourceLinks sources={link.sources} />
          </li>
        ))}
      </ol>
    </>
  );
}
