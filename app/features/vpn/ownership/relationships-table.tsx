import { DataTable } from "~/components/ui/data-table";
import { Link } from "react-router";
import type { OwnershipGraph } from "../vpn-types";
import { partialDateLabel, RELATIONSHIP_LABELS, relationshipAnchor } from "./relationship-labels";

/** The graph's facts as a table: the same relationships for screen readers and for scanning. */
export function RelationshipsTable({ graph }: { graph: OwnershipGraph }) {
  const names = new Map(graph.nodes.map((node) => [node.id, node.name]));
  const rows = [...graph.relationships].sort((a, b) => names.get(a.from)!.localeCompare(names.get(b.from)!) || b.date.localeCompare(a.date));
  return (
    <DataTable
      caption="Every relationship between VPN companies and brands"
      captionClassName="sr-only"
      columns={["Company or brand", "Relationship", "With", "Date", "Evidence"]}>
      {rows.map((link) => (
        <tr key={relationshipAnchor(link)}>
          <th scope="row">{names.get(link.from)}</th>
          <td>{RELATIONSHIP_LABELS[link.type]}</td>
          <td>{names.get(link.to)}</td>
          <td className="whitespace-nowrap">{partialDateLabel(link.date)}</td>
          <td>
            <Link to={`/vpn-company-relationships-evidence#${relationshipAnchor(link)}`}>
              {link.sources.length} {link.sources.length === 1 ? "source" : "sources"}
              <span className="sr-only">
                {" "}
                for {names.get(link.from)} {RELATIONSHIP_LABELS[link.type]} {names.get(link.to)}
              </span>
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
