/** Arrow-key movement between countries on the map: to the nearest country in that direction. */
export type MapPoint = { iso: string; x: number; y: number };
export type ArrowKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown";

const DIRECTIONS: Record<ArrowKey, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export const isArrowKey = (key: string): key is ArrowKey => key in DIRECTIONS;

/**
 * The country an arrow key moves to from `from`: among the countries whose centre lies within 60°
 * of the arrow's direction, the one nearest, counting sideways distance double so the move stays
 * on the line the reader expects. Null when nothing lies that way (the edge of the map).
 */
export function nextCountry(from: MapPoint, points: readonly MapPoint[], key: ArrowKey): string | null {
  const [dx, dy] = DIRECTIONS[key];
  let best: { iso: string; score: number } | null = null;
  for (const point of points) {
    if (point.iso === from.iso) continue;
    const ox = point.x - from.x;
    const oy = point.y - from.y;
    const along = ox * dx + oy * dy;
    const across = Math.abs(ox * dy - oy * dx);
    // tan(60°) ≈ 1.73: wider than a strict cone so a lone island still has a neighbour.
    if (along <= 0 || across > along * 1.73) continue;
    const score = along + 2 * across;
    if (!best || score < best.score || (score === best.score && point.iso < best.iso)) best = { iso: point.iso, score };
  }
  return best?.iso ?? null;
}
