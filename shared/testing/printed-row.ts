/**
 * A rule text's table row as a test quotes it: the printed cells parted by " | ", the whole in “…” so the rules
 * coverage count (scripts/rule-sentences.ts) reads it as a quote of that row. Returns the cells, trimmed.
 */
export const printedCells = (row: string): string[] => row.replace(/^“|”$/g, '').split(' | ').map((c) => c.trim());
