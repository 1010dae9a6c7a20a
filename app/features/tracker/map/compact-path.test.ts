import { describe, expect, it } from "vitest";
import { compactPath } from "./compact-path";

/** The absolute points a path of M, m, L, l and Z commands visits, in tenths. */
function points(d: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MmLlZ])([^MmLlZ]*)/g)) {
    if (command === "Z") continue;
    const numbers = (args!.match(/-?\d*\.?\d+/g) ?? []).map((value) => Math.round(Number(value) * 10));
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      const relative = command === "l" || (command === "m" && index > 0);
      x = relative ? x + numbers[index]! : numbers[index]!;
      y = relative ? y + numbers[index + 1]! : numbers[index + 1]!;
      out.push([x, y]);
    }
  }
  return out;
}

describe("compactPath", () => {
  it("visits the same points, shorter", () => {
    const d = "M650.2,261.6L651.5,261.7L653.4,262.3L652.4,260.3L652.4,260.3L650.2,261.6ZM10,20L10.5,19.5L9,20Z";
    const compact = compactPath(d);
    expect(compact).toBe("M650.2,261.6l1.3.1 1.9.6-1-2-2.2 1.3ZM10,20l.5-.5-1.5.5Z");
    expect(points(compact)).toEqual(points(d).filter((point, index, all) => index === 0 || point.join() !== all[index - 1]!.join()));
    expect(compact.length).toBeLessThan(d.length * 0.6);
  });

  it("keeps negative and whole coordinates exact", () => {
    const d = "M-3.5,0L0,-0.1L12,7Z";
    expect(points(compactPath(d))).toEqual(points(d));
  });
});
