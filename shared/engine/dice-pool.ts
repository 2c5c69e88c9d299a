/** Dice thrown as a pool and counted, not added: how many show `hitOn` or more. */
export const countHits = (dice: readonly number[], hitOn: number): number => dice.filter((d) => d >= hitOn).length;

/** The chance of each number of successes (0 to n) among n dice that each succeed with chance p. */
export function successChances(n: number, p: number): number[] {
  const out = new Array<number>(Math.max(0, n) + 1).fill(0);
  out[0] = 1;
  // Dice added one at a time: exact for any p, and n stays small (a handful of dice).
  for (let i = 1; i <= n; i++) {
    for (let k = i; k >= 1; k--) out[k] = out[k]! * (1 - p) + out[k - 1]! * p;
    out[0] = out[0]! * (1 - p);
  }
  return out;
}
