import { type TrrUnit, kindOf } from '../state.ts';

/**
 * Figures the unit has lost: its own, its specialists, and hits on a weapon (README: "Figures lost"). A file of its
 * own so that casualties (combat/) read it without importing the motivation test, which imports indirect fire.
 */
export function figuresLost(u: TrrUnit): number {
  const kind = kindOf(u);
  const hits = kind === 'mg' || kind === 'tachanka' || kind === 'gun' || kind === 'mortar' ? u.hits : 0;
  return u.startFigures - u.figures - u.horseHolders + u.specialists.filter((s) => s.lost).length + hits;
}
