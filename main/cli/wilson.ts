/** z for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

/**
 * The Wilson score interval for a proportion of `successes` in `trials`: unlike the plain p ± z·se it stays inside
 * [0, 1] and behaves at 0 and n successes, which matter when one side wins nearly every game.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
