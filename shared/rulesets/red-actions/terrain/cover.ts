import type { Vec } from '../../../geometry/vec.ts';
import type { RaState, RaUnit } from '../state.ts';
import { COVER_SHIFT, type CoverClass } from '../tables/tables-shooting.ts';
import { DIG_IN } from '../tables/tables-terrain.ts';
import { coverAt } from './terrain.ts';
import { indexOf } from './visibility.ts';
import { kindOf } from '../troops/units.ts';
import { counted } from '../../../engine/agreement.ts';

/**
 * Which line of the "only the best" cover list a unit gets. Buildings and towns give hard cover only to troops
 * who have taken possession of them, or to infantry moving evasively through them ("Buildings").
 */
export interface UnitCover {
  cls: CoverClass;
  columns: number;
  label: string;
  /** Anything that stops bullets: buildings held, woods, walls, trenches, foxholes. */
  hard: boolean;
  /** Anything that obscures: for partisans' shooting modifier ("partisans in cover"). */
  any: boolean;
}

const OPEN: UnitCover = { cls: 'open', columns: 0, label: COVER_SHIFT.open.label, hard: false, any: false };

export function baseCover(s: RaState, u: RaUnit, p: Vec, evading: boolean): UnitCover {
  const c = coverAt(indexOf(s), p);
  const infantry = kindOf(u) === 'riflemen' || kindOf(u) === 'mg' || kindOf(u) === 'mortar';
  let best: UnitCover = evading ? make('evading-open', false, false) : OPEN;
  const consider = (cls: CoverClass, hard: boolean) => {
    const candidate = make(cls, hard, true);
    if (candidate.columns < best.columns) best = candidate;
    else if (!best.any) best = { ...best, any: true };
  };
  if (c.hard) {
    const held = c.needsPossession.length === 0 || (u.occupying !== null && c.needsPossession.includes(u.occupying)) || (infantry && evading);
    if (held) consider(c.hard, true);
    else consider(evading ? 'evading-soft' : 'soft', false);
  }
  if (c.soft) consider(evading ? 'evading-soft' : 'soft', false);
  // A wagon's sides stop bullets like a wooden building (README "Riding in trains").
  if (u.riding) consider('wood', true);
  const dug = Math.min(DIG_IN.maxColumns, Math.floor(u.dugIn));
  if (dug > 0 && -dug < best.columns) best = { cls: best.cls, columns: -dug, label: `foxholes (${counted(dug, 'column')})`, hard: true, any: true };
  return best;
}

function make(cls: CoverClass, hard: boolean, any: boolean): UnitCover {
  return { cls, columns: COVER_SHIFT[cls].columns, label: COVER_SHIFT[cls].label, hard, any };
}

/** The cover most of the unit's bases enjoy (the median base, so one lucky base does not shelter all). */
export function unitCover(s: RaState, u: RaUnit, evading = u.evading): UnitCover {
  if (u.bases.length === 0) return OPEN;
  const covers = u.bases.map((b) => baseCover(s, u, b, evading)).sort((a, b) => a.columns - b.columns);
  return covers[Math.floor((covers.length - 1) / 2)]!;
}

/** "Troops in hard cover, other than Mobs, may ignore one retire result a turn." */
export const inHardCover = (s: RaState, u: RaUnit): boolean => unitCover(s, u).hard;

/** Cover good enough to count as "defending in cover" in hand-to-hand combat. */
export const defendsInCover = (s: RaState, u: RaUnit): boolean => unitCover(s, u, false).any;
