/** "1 man", "3 men": a count with the word that goes with it. */
export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
