/** Dice thrown as a pool and counted, not added: how many show `hitOn` or more. */
export const countHits = (dice: readonly number[], hitOn: number): number => dice.filter((d) => d >= hitOn).length;
