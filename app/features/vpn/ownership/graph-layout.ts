import type { CompanyRelationship, VpnCompanies } from "@data/schema/vpn";
import type { OwnershipGraph, OwnershipGraphNode } from "../vpn-types";

// A deterministic layout, computed at build time: each ownership family (companies and brands
// joined by owns, acquired, operates or merged) becomes a small tree, its root company on top and
// each generation on the row below. Families are packed in rows, largest first.

const OWNERSHIP_TYPES: ReadonlySet<CompanyRelationship["type"]> = new Set(["owns", "acquired", "operates", "merged"]);
const NODE_WIDTH = 190;
const LEVEL_HEIGHT = 110;
const FAMILY_GAP = 40;
const ROW_WIDTH = 1500;

function isOwnershipLink(link: CompanyRelationship): boolean {
  return OWNERSHIP_TYPES.has(link.type);
}

/** Families: connected groups over ownership links, each listed with its members. */
export function ownershipFamilies(data: VpnCompanies): Array<{ root: string; members: string[] }> {
  const parent = new Map(data.entities.map((entity) => [entity.id, entity.id]));
  const find = (id: string): string => {
    let current = id;
    while (parent.get(current) !== current) current = parent.get(current)!;
    return current;
  };
  for (const link of data.relationships.filter(isOwnershipLink)) parent.set(find(link.from), find(link.to));

  const groups = new Map<string, string[]>();
  for (const entity of data.entities) {
    const key = find(entity.id);
    groups.set(key, [...(groups.get(key) ?? []), entity.id]);
  }
  const kind = new Map(data.entities.map((entity) => [entity.id, entity.kind]));
  return [...groups.values()].map((members) => {
    const owned = new Set(data.relationships.filter((link) => isOwnershipLink(link) && members.includes(link.to)).map((link) => link.to));
    // How many entities an owner reaches by following ownership links downwards.
    const reach = (id: string) => {
      const seen = new Set([id]);
      const stack = [id];
      while (stack.length > 0) {
        const current = stack.pop()!;
        for (const link of data.relationships) {
          if (isOwnershipLink(link) && link.from === current && !seen.has(link.to)) {
            seen.add(link.to);
            stack.push(link.to);
          }
        }
      }
      return seen.size;
    };
    // The root: nobody in the family owns it; a company before a brand; then the widest owner.
    const candidates = members.filter((id) => !owned.has(id));
    const pool = candidates.length > 0 ? candidates : members;
    const root =
      [...pool].sort((a, b) => Number(kind.get(b) === "company") - Number(kind.get(a) === "company") || reach(b) - reach(a) || a.localeCompare(b))[0] ??
      members[0]!;
    return { root, members };
  });
}

export function layoutOwnershipGraph(data: VpnCompanies): OwnershipGraph {
  const byId = new Map(data.entities.map((entity) => [entity.id, entity]));
  const families = ownershipFamilies(data).sort((a, b) => b.members.length - a.members.length || byId.get(a.root)!.name.localeCompare(byId.get(b.root)!.name));
  const nodes: OwnershipGraphNode[] = [];
  let cursorX = 0;
  let cursorY = 0;
  let rowHeight = 0;
  let width = 0;

  for (const family of families) {
    // Generations by breadth-first search from the root over ownership links, either direction.
    const depth = new Map<string, number>([[family.root, 0]]);
    const queue = [family.root];
    while (queue.length > 0) {
      const id = queue.shift()!;
      for (const link of data.relationships) {
        if (!isOwnershipLink(link)) continue;
        const next = link.from === id ? link.to : link.to === id ? link.from : undefined;
        if (next !== undefined && !depth.has(next)) {
          depth.set(next, depth.get(id)! + 1);
          queue.push(next);
        }
      }
    }
    const maxDepth = Math.max(...depth.values());
    const levels = Array.from({ length: maxDepth + 1 }, (_, level) =>
      family.members.filter((id) => depth.get(id) === level).sort((a, b) => byId.get(a)!.name.localeCompare(byId.get(b)!.name)),
    );
    const columns = Math.max(...levels.map((level) => level.length));
    const familyWidth = columns * NODE_WIDTH;
    const familyHeight = (maxDepth + 1) * LEVEL_HEIGHT;
    if (cursorX > 0 && cursorX + familyWidth > ROW_WIDTH) {
      cursorX = 0;
      cursorY += rowHeight + FAMILY_GAP;
      rowHeight = 0;
    }
    levels.forEach((ids, level) => {
      // Centre each row of the tree under the family's width.
      const offset = cursorX + (familyWidth - ids.length * NODE_WIDTH) / 2 + NODE_WIDTH / 2;
      ids.forEach((id, index) => {
        nodes.push({
          ...byId.get(id)!,
          group: family.root,
          x: Math.round(offset + index * NODE_WIDTH),
          y: Math.round(cursorY + LEVEL_HEIGHT / 2 + level * LEVEL_HEIGHT),
        });
      });
    });
    cursorX += familyWidth + FAMILY_GAP;
    rowHeight = Math.max(rowHeight, familyHeight);
    width = Math.max(width, cursorX);
  }

  return {
    nodes,
    relationships: data.relationships,
    groups: families.map((family) => ({ id: family.root, name: byId.get(family.root)!.name })).sort((a, b) => a.name.localeCompare(b.name)),
    width,
    height: cursorY + rowHeight,
  };
}
