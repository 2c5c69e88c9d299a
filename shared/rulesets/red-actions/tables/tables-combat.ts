import { counted } from '../../../engine/agreement.ts';

/** Red Actions! "Combat Table", "Combat Modifiers" and "Combat Results", as data. */

export const COMBAT_COLUMNS = ['Advantage', '3:2', '2:1', '5:2', '3:1', '4:1'] as const;
/** Lowest strength ratio (stronger : weaker) of each column. */
const COLUMN_RATIOS = [1, 1.5, 2, 2.5, 3, 4] as const;

export type CombatOutcome =
  | { side: 'stronger' | 'weaker'; kind: 'retires'; terror: number }
  | { side: 'stronger' | 'weaker'; kind: 'defeated' }
  | { side: 'stronger'; kind: 'humiliated' }
  | { side: 'weaker'; kind: 'surrenders' };

const S = 'stronger' as const;
const W = 'weaker' as const;
const ret = (side: 'stronger' | 'weaker', terror: number): CombatOutcome => ({ side, kind: 'retires', terror });
const def = (side: 'stronger' | 'weaker'): CombatOutcome => ({ side, kind: 'defeated' });
const HUM: CombatOutcome = { side: S, kind: 'humiliated' };
const SUR: CombatOutcome = { side: W, kind: 'surrenders' };

/** Rows 2..12 of the 2d6 roll, columns as COMBAT_COLUMNS, exactly as printed. */
export const COMBAT_TABLE: readonly (readonly CombatOutcome[])[] = [
  [def(S), def(S), def(S), ret(S, 2), ret(S, 1), HUM],
  [def(S), def(S), ret(S, 2), ret(S, 1), HUM, ret(W, 1)],
  [ret(S, 3), ret(S, 3), HUM, HUM, ret(W, 1), ret(W, 2)],
  [ret(S, 2), ret(S, 2), ret(W, 1), ret(W, 1), ret(W, 2), ret(W, 2)],
  [ret(S, 1), ret(W, 1), ret(W, 2), ret(W, 2), ret(W, 3), ret(W, 3)],
  [ret(W, 1), ret(W, 2), ret(W, 2), ret(W, 2), ret(W, 3), def(W)],
  [ret(W, 1), ret(W, 2), ret(W, 2), ret(W, 3), def(W), def(W)],
  [ret(W, 2), ret(W, 2), ret(W, 3), def(W), def(W), def(W)],
  [ret(W, 3), def(W), def(W), def(W), def(W), def(W)],
  [def(W), def(W), def(W), def(W), def(W), SUR],
  [def(W), def(W), def(W), def(W), SUR, SUR],
];

/** Column for a strength ratio (stronger over weaker, at least 1). */
export function combatColumn(ratio: number): number {
  let column = 0;
  for (let i = 0; i < COLUMN_RATIOS.length; i++) if (ratio >= COLUMN_RATIOS[i]! - 1e-9) column = i;
  return column;
}

export function combatResult(roll: number, column: number): CombatOutcome {
  if (!Number.isInteger(roll) || roll < 2 || roll > 12) throw new RangeError(`a 2d6 roll is 2..12, got ${roll}`);
  return COMBAT_TABLE[roll - 2]![Math.max(0, Math.min(column, COMBAT_COLUMNS.length - 1))]!;
}

export function combatOutcomeText(o: CombatOutcome): string {
  const who = o.side === 'stronger' ? 'S' : 'W';
  switch (o.kind) {
    case 'retires': return `${who}/Retires ${o.terror} x Ter`;
    case 'defeated': return `${who}/Defeated`;
    case 'humiliated': return 'S/Humiliated';
    case 'surrenders': return 'W/Surrenders';
  }
}

/** What a result does, naming the sides: "the defender loses 2 bases and routs". */
export function combatOutcomeWords(o: CombatOutcome, stronger: string, weaker: string): string {
  const who = o.side === 'stronger' ? stronger : weaker;
  switch (o.kind) {
    case 'retires': return `the ${who} takes ${counted(o.terror, 'terror marker')} and retires`;
    case 'defeated': return `the ${who} loses ${DEFEATED_BASES_LOST} bases and routs`;
    case 'humiliated': return `the ${stronger} takes a humiliated marker and a fear test; the ${weaker} takes ${HUMILIATED_WEAKER_TERROR} terror markers and retires`;
    case 'surrenders': return `the ${weaker} surrenders`;
  }
}

/** "Combat Modifiers" (cumulative), as factors on a side's strength. */
export const COMBAT_MODIFIERS = {
  fortifications: { label: 'behind fortifications', factor: 1.5 },
  cover: { label: 'defending in cover or at a bridge, ford or breach', factor: 1.25 },
  uphill: { label: 'uphill', factor: 1.25 },
  flankOrRear: { label: 'contacted to flank or rear', factor: 0.5 },
  formedCavalryCharging: { label: 'formed cavalry charging', factor: 1.25 },
} as const;

/** Bases a side loses on a Defeated result. */
export const DEFEATED_BASES_LOST = 2;
/** Terror markers a weaker side retires with after S/Humiliated. */
export const HUMILIATED_WEAKER_TERROR = 2;
