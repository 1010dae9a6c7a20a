/** One draw from Laplace(0, scale), by inverting its distribution function; `uniform` is in (0, 1). */
export function laplaceNoise(scale: number, uniform: number): number {
  const u = uniform - 0.5;
  return -scale * Math.sign(u) * Math.log(1 - 2 * Math.abs(u));
}

/** The Laplace mechanism for a query of the given sensitivity: true answer plus noise of scale sensitivity / epsilon. */
export function laplaceMechanism(trueAnswer: number, sensitivity: number, epsilon: number, random: () => number = Math.random): number {
  if (!(epsilon > 0)) throw new RangeError("epsilon must be greater than 0");
  let uniform = random();
  // Math.random can return exactly 0, where the logarithm is infinite.
  while (uniform <= 0 || uniform >= 1) uniform = random();
  return trueAnswer + laplaceNoise(sensitivity / epsilon, uniform);
}
