import { type KeyboardEvent, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { OwnershipGraph } from "../vpn-types";
import { INVERSE_LABELS, partialDateLabel, RELATIONSHIP_LABELS, relationshipAnchor } from "./relationship-labels";

const ZOOM_MIN = 0.6;
const ZOOM_MAX = 3;
const ZOOM_STEP = 1.25;
const MARGIN = 90;
const MIN_VIEW_WIDTH = 900;
const MIN_VIEW_HEIGHT = 420;
const OWNERSHIP = new Set(["owns", "acquired", "operates", "merged"]);

/**
 * The ownership map: companies and brands as nodes, relationships as lines. Every node is a
 * button (Tab to reach it, Enter or Space to focus it, Escape to clear); the panel beside the
 * drawing lists the focused node's relations, and the table below holds the same facts.
 */
export function OwnershipGraphView({ graph }: { graph: OwnershipGraph }) {
  const [selected, setSelected] = useState<string | null>(null);
  const [family, setFamily] = useState("");
  const [zoom, setZoom] = useState(1);
  const nodeRefs = useRef(new Map<string, SVGGElement>());
  const byId = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph.nodes]);

  const nodes = family ? graph.nodes.filter((node) => node.group === family) : graph.nodes;
  const visibleIds = new Set(nodes.map((node) => node.id));
  const links = graph.relationships.filter((link) => visibleIds.has(link.from) && visibleIds.has(link.to));
  const related = new Set(
    selected ? graph.relationships.filter((link) => link.from === selected || link.to === selected).flatMap((link) => [link.from, link.to]) : [],
  );

  // Fit the view to what is shown, then zoom about its centre.
  const xs = nodes.map((node) => node.x);
  const ys = nodes.map((node) => node.y);
  const minX = Math.min(...xs) - MARGIN;
  const minY = Math.min(...ys) - MARGIN;
  const spanW = Math.max(...xs) - Math.min(...xs) + MARGIN * 2;
  const spanH = Math.max(...ys) - Math.min(...ys) + MARGIN * 2;
  // A small family is not blown up to fill the frame: the view is never narrower than MIN_VIEW.
  const fullW = Math.max(spanW, MIN_VIEW_WIDTH);
  const fullH = Math.max(spanH, MIN_VIEW_HEIGHT);
  const w = fullW / zoom;
  const h = fullH / zoom;
  const viewBox = `${minX - (fullW - spanW) / 2 + (fullW - w) / 2} ${minY - (fullH - spanH) / 2 + (fullH - h) / 2} ${w} ${h}`;

  const select = (id: string | null, moveFocus = false) => {
    setSelected(id);
    if (id && moveFocus) {
      const owner = byId.get(id);
      if (owner && family && owner.group !== family) setFamily("");
      requestAnimationFrame(() => nodeRefs.current.get(id)?.focus());
    }
  };

  const onNodeKey = (event: KeyboardEvent, id: string) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      select(selected === id ? null : id);
    } else if (event.key === "Escape") select(null);
  };

  const focused = selected ? byId.get(selected) : undefined;
  const focusedLinks = selected ? graph.relationships.filter((link) => link.from === selected || link.to === selected) : [];

  return (
    <div className="ownership">
      <div className="ownership-controls">
        <label className="field">
          <span className="field-label">Show company</span>
          <select
            className="field-control"
            value={family}
            onChange={(event) => {
              setFamily(event.target.value);
              setZoom(1);
            }}>
            <option value="">All companies</option>
            {graph.groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-1" role="group" aria-label="Zoom">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => setZoom((value) => Math.min(ZOOM_MAX, value * ZOOM_STEP))}
            disabled={zoom >= ZOOM_MAX}
            aria-label="Zoom in">
            +
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => setZoom((value) => Math.max(ZOOM_MIN, value / ZOOM_STEP))}
            disabled={zoom <= ZOOM_MIN}
            aria-label="Zoom out">
            −
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setZoom(1)}>
            Reset view
          </button>
        </div>
      </div>
      <p className="scroll-hint">
        On a small screen the graph keeps readable labels: scroll it sideways, zoom, pick one company above, or read the table of every relationship below.
      </p>
      <div className="ownership-layout">
        {/* Not a Tab stop of its own: focusing a node scrolls the frame to it. */}
        <div className="ownership-frame">
          <svg
            viewBox={viewBox}
            role="group"
            aria-label={`Ownership graph: ${nodes.length} companies and brands. Tab to a node and press Enter to see its relationships.`}
            className="ownership-svg">
            {links.map((link) => {
              const from = byId.get(link.from)!;
              const to = byId.get(link.to)!;
              const active = selected !== null && (link.from === selected || link.to === selected);
              return (
                <line
                  key={relationshipAnchor(link)}
                  x1={from.x}
                  y1={from.y}
                  x2={to.x}
                  y2={to.y}
                  className={`ownership-link ${OWNERSHIP.has(link.type) ? "is-ownership" : "is-shared"} ${active ? "is-active" : selected ? "is-dim" : ""}`}
                />
              );
            })}
            {nodes.map((node) => {
              const count = graph.relationships.filter((link) => link.from === node.id || link.to === node.id).length;
              const state = selected === node.id ? "is-selected" : related.has(node.id) ? "is-related" : selected ? "is-dim" : "";
              return (
                <g
                  key={node.id}
                  ref={(element) => {
                    if (element) nodeRefs.current.set(node.id, element);
                    else nodeRefs.current.delete(node.id);
                  }}
                  role="button"
                  tabIndex={0}
                  aria-pressed={selected === node.id}
                  aria-label={`${node.name}, ${node.kind}, ${count} ${count === 1 ? "relationship" : "relationships"}`}
                  className={`ownership-node is-${node.kind} ${state}`}
                  transform={`translate(${node.x} ${node.y})`}
                  onClick={() => select(selected === node.id ? null : node.id)}
                  onKeyDown={(event) => onNodeKey(event, node.id)}>
                  {node.kind === "company" ? <rect x={-14} y={-14} width={28} height={28} rx={6} /> : <circle r={12} />}
                  <text y={node.kind === "company" ? 34 : 32} textAnchor="middle">
                    {node.name}
                  </text>
                </g>
              );
            })}
          </svg>
          <p className="ownership-legend text-sm">
            <span className="legend-company" aria-hidden="true" /> Company <span className="legend-brand" aria-hidden="true" /> Brand{" "}
            <span className="legend-owns" aria-hidden="true" /> Owns, acquired, operates or merged <span className="legend-shared" aria-hidden="true" /> Shares
            infrastructure or staff
          </p>
        </div>
        <aside className="ownership-panel card" aria-live="polite" aria-label="Focused company or brand">
          {focused ? (
            <>
              <h2>{focused.name}</h2>
              <p className="text-sm text-muted">
                {focused.kind === "company" ? "Company" : "Brand"}
                {focused.country ? ` · ${focused.country}` : ""}
              </p>
              <p>{focused.description}</p>
              {focused.vpn ? (
                <p>
                  <Link to={`/vpn/${focused.vpn}`}>Read the {focused.name} review</Link>
                </p>
              ) : null}
              <h3>Relationships</h3>
              <ul className="plain-list stacked">
                {focusedLinks.map((link) => {
                  const outgoing = link.from === focused.id;
                  const other = byId.get(outgoing ? link.to : link.from)!;
                  return (
                    <li key={relationshipAnchor(link)}>
                      {outgoing ? RELATIONSHIP_LABELS[link.type] : INVERSE_LABELS[link.type]}{" "}
                      <button type="button" className="link-button" onClick={() => select(other.id, true)}>
                        {other.name}
                      </button>{" "}
                      <span className="text-muted">({partialDateLabel(link.date)})</span>{" "}
                      <Link to={`/vpn-company-relationships-evidence#${relationshipAnchor(link)}`} aria-label={`Evidence: ${link.summary}`}>
                        evidence
                      </Link>
                    </li>
                  );
                })}
              </ul>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => select(null)}>
                Clear focus
              </button>
            </>
          ) : (
            <p>Select a company or brand (click it, or Tab to it and press Enter) to see who owns it and what it is connected to.</p>
          )}
        </aside>
      </div>
    </div>
  );
}
