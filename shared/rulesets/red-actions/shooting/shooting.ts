import type { Modifier } from '../../../engine/events.ts';
import type { Vec } from '../../../geometry/vec.ts';
import type { FireMode } from '../actions.ts';
import type { RaState, RaUnit } from '../state.ts';
import { CUMULATIVE_MODIFIERS, MG_CLOSE_RANGE, SHOOTING_COLUMNS, columnForTotal, shiftedColumn } from '../tables/tables-shooting.ts';
import { cardFor, effectiveBases, kindOf, onTable, pointToUnit, unitCentre } from '../troops/units.ts';
import { hasTrait } from '../officers/command.ts';
import { unitCover } from '../terrain/cover.ts';
import { baseArcCovers, enfilades, obstructedByFriends } from './fire-arcs.ts';
import { canSee, indexOf, losClear } from '../terrain/visibility.ts';
import { sightLimit } from '../terrain/terrain.ts';
import { type FrontageLimit, capByFrontage } from './building-frontage.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** "Shooting", steps 2-4: which bases fire, the shooting total, and the column on the table. */

export interface ShotPlan {
  shooterId: string;
  targetId: string;
  mode: FireMode;
  firingBases: number;
  effective: number;
  value: number;
  range: number;
  /** Inches from the nearest firing base (or the observer) to the target. */
  distance: number;
  longRange: boolean;
  factors: Modifier[];
  total: number;
  shifts: Modifier[];
  baseColumn: number;
  column: number;
  columnLabel: string;
  /** Gun or mortar bases that roll for direct hits. */
  gunBases: number;
  /** Buildings whose frontage left some bases unable to fire out. */
  frontage: FrontageLimit[];
}

/** MGs for the +3 columns: MG platoons, tachankas, MG cars and the MGs of armoured cars. */
export function isMachineGun(u: RaUnit): boolean {
  const kind = kindOf(u);
  return kind === 'mg' || kind === 'tachanka' || kind === 'train-mg' || kind === 'armoured-car';
}

export function isArtillery(u: RaUnit): boolean {
  const kind = kindOf(u);
  return cardFor(u).gun !== null && (kind === 'field-gun' || kind === 'mortar' || kind === 'train-artillery' || kind === 'train-turret' || kind === 'tank');
}

/** Whether the unit could fire at all (guns must be unlimbered; abandoned MGs are gone). */
export function canShootAtAll(u: RaUnit): boolean {
  const card = cardFor(u);
  if (card.shooting <= 0 || u.weaponsAbandoned || u.status !== 'active' || u.ammo === 0) return false;
  if (kindOf(u) === 'field-gun' && u.limbered) return false;
  // "Troops may fire rifles from within the train": riflemen only.
  if (u.riding && kindOf(u) !== 'riflemen') return false;
  return true;
}

export function effectiveRange(s: RaState, u: RaUnit, mode: FireMode): number {
  const range = cardFor(u).range * (mode === 'harassing' ? 2 : 1);
  return Math.min(range, sightLimit(s));
}

/** Bases that can see the target, have it in arc and within range, and (inside a building) fit its frontage. */
export function firingBases(s: RaState, u: RaUnit, target: RaUnit, mode: FireMode, observer: RaUnit | null): { count: number; distance: number; from: Vec[]; frontage: FrontageLimit[] } {
  const range = effectiveRange(s, u, mode);
  const able: Vec[] = [];
  const reach = new Map<Vec, number>();
  for (const b of u.bases) {
    const near = nearestBase(target, b);
    if (!near) continue;
    if (!baseArcCovers(u, b, near)) continue;
    const d = observer ? pointToUnit(observer.bases[0] ?? b, target) : hypot(near.x - b.x, near.y - b.y);
    if (d > range) continue;
    if (mode !== 'indirect' && mode !== 'speculative' && !losClear(s, b, near)) continue;
    if (obstructedByFriends(s, u, b, near)) continue;
    able.push(b);
    reach.set(b, d);
  }
  const { from, limits } = able.length > 0 ? capByFrontage(s, u, unitCentre(target), able) : { from: able, limits: [] };
  const distance = from.reduce((m, b) => Math.min(m, reach.get(b) ?? Infinity), Infinity);
  return { count: from.length, distance, from, frontage: limits };
}

function nearestBase(target: RaUnit, p: Vec): Vec | null {
  let best: Vec | null = null;
  let bestD = Infinity;
  for (const b of target.bases) {
    const d = hypot(b.x - p.x, b.y - p.y);
    if (d < bestD) { bestD = d; best = b; }
  }
  return best;
}

/** Whether the target may be fired at in this mode (aimed fire needs it in sight; speculative fire needs a marker). */
export function targetable(s: RaState, u: RaUnit, target: RaUnit, mode: FireMode, observer: RaUnit | null): boolean {
  if (!onTable(target) || target.side === u.side) return false;
  switch (mode) {
    case 'aimed': case 'harassing': case 'gas': return target.concealment === 'none' && canSee(s, u, target);
    case 'speculative': return target.concealment === 'marker' || (target.concealment === 'none' && canSee(s, u, target));
    case 'indirect': return observer !== null && observer.side === u.side && target.concealment === 'none' && canSee(s, observer, target);
  }
}

export function planShot(s: RaState, u: RaUnit, target: RaUnit, mode: FireMode, observer: RaUnit | null): ShotPlan | null {
  const fire = firingBases(s, u, target, mode, observer);
  if (fire.count === 0) return null;
  const card = cardFor(u);
  const effective = Math.min(fire.count, effectiveBases(u));
  const range = effectiveRange(s, u, mode);
  const longRange = fire.distance > cardFor(u).range / 2;
  const factors: Modifier[] = [];
  if (longRange) factors.push({ label: CUMULATIVE_MODIFIERS.longRange.label, value: CUMULATIVE_MODIFIERS.longRange.factor });
  if (mode === 'speculative') factors.push({ label: CUMULATIVE_MODIFIERS.speculative.label, value: CUMULATIVE_MODIFIERS.speculative.factor });
  if (mode === 'indirect') {
    const later = u.indirect !== null && u.indirect.targetId === target.id && u.indirect.turns > 0;
    const m = later ? CUMULATIVE_MODIFIERS.indirectLater : CUMULATIVE_MODIFIERS.indirectFirst;
    factors.push({ label: m.label, value: m.factor });
  }
  const raw = card.shooting * effective * factors.reduce((a, f) => a * f.value, 1);
  const total = Math.floor(raw + 1e-9);
  const shifts = columnShifts(s, u, target, fire.distance, fire.from);
  const baseColumn = columnForTotal(total);
  const column = shiftedColumn(total, shifts.reduce((a, m) => a + m.value, 0));
  return {
    shooterId: u.id, targetId: target.id, mode, firingBases: fire.count, effective, value: card.shooting, range,
    distance: Math.round(fire.distance * 100) / 100, longRange, factors, total, shifts, baseColumn, column,
    columnLabel: column < 0 ? 'below the table' : SHOOTING_COLUMNS[column]!, gunBases: isArtillery(u) ? fire.count : 0,
    frontage: fire.frontage,
  };
}

/** Column shifts: the cumulative ones, then only the best cover. */
export function columnShifts(s: RaState, u: RaUnit, target: RaUnit, distance: number, shooters: readonly Vec[]): Modifier[] {
  const out: Modifier[] = [];
  if (isMachineGun(u) && distance <= MG_CLOSE_RANGE) out.push({ label: CUMULATIVE_MODIFIERS.mgClose.label, value: CUMULATIVE_MODIFIERS.mgClose.columns });
  if (enfilades(target, shooters)) out.push({ label: CUMULATIVE_MODIFIERS.enfilade.label, value: CUMULATIVE_MODIFIERS.enfilade.columns });
  const cover = unitCover(s, target);
  if (target.formation === 'formed' || (target.formation === 'column' && target.bases.length > 1 && roadColumn(s, target))) {
    out.push({ label: CUMULATIVE_MODIFIERS.formedOrColumn.label, value: CUMULATIVE_MODIFIERS.formedOrColumn.columns });
  }
  const formedCavalry = target.formation === 'formed';
  if ((hasTrait(s, target, 'skirmisher') && !formedCavalry) || (hasTrait(s, target, 'partisan') && cover.any)) {
    out.push({ label: CUMULATIVE_MODIFIERS.skirmishers.label, value: CUMULATIVE_MODIFIERS.skirmishers.columns });
  }
  if (cover.columns !== 0) out.push({ label: cover.label, value: cover.columns });
  return out;
}

function roadColumn(s: RaState, u: RaUnit): boolean {
  const index = indexOf(s);
  return u.bases.every((b) => index.onRoad(b));
}
