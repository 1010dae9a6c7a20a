import { describe, expect, it } from "vitest";
import { laplaceMechanism, laplaceNoise } from "./laplace";

describe("laplaceNoise", () => {
  it("is zero at the median and symmetric around it", () => {
    expect(laplaceNoise(2, 0.5)).toBeCloseTo(0);
    expect(laplaceNoise(2, 0.75)).toBeCloseTo(-laplaceNoise(2, 0.25));
    // The upper quartile of Laplace(0, b) is b ln 2.
    expect(laplaceNoise(2, 0.75)).toBeCloseTo(2 * Math.log(2));
  });
});

describe("laplaceMechanism", () => {
  it("adds noise whose mean absolute size is sensitivity over epsilon", () => {
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const epsilon of [0.1, 1, 5]) {
      const draws = Array.from({ length: 20000 }, () => laplaceMechanism(100, 1, epsilon, random) - 100);
      const meanAbs = draws.reduce((sum, x) => sum + Math.abs(x), 0) / draws.length;
      expect(meanAbs).toBeGreaterThan(0.9 / epsilon);
      expect(meanAbs).toBeLessThan(1.1 / epsilon);
    }
  });

  it("never returns infinity, even when the random source returns 0", () => {
    const values = [0, 0.3];
    expect(Number.isFinite(laplaceMechanism(10, 1, 1, () => values.shift() ?? 0.5))).toBe(true);
  });

  it("refuses an epsilon that is not positive", () => {
    expect(() => laplaceMechanism(1, 1, 0)).toThrow(RangeError);
  });
});
