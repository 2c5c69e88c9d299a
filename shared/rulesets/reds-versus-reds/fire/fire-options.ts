import type { Choice } from '../../../engine/ruleset.ts';
import { otherSide } from '../../../scenario/terrain-kinds.ts';
import { CHARACTERISTICS } from '../tables/tables.ts';
import type { FireAction, RvrAction } from '../actions.ts';
import { type RvrState, type UnitState, figureRadius } from '../state.ts';
import { edgeDistance, figuresOnTable } from '../troops/figures.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import { enemiesInReach, mayShoot, shooterOptions, shotLength } from './shooting.ts';
import { sameItems } from '../../../engine/state-memo.ts';

type Shots = FireAction['shots'];

/**
 * Fire orders offered for a unit: spread the shots over the allowed targets (the figures shot at least so far
 * first), or concentrate on the nearest allowed target; or hold fire. Priorities and spreads are obeyed.
 */
export function fireChoices(state: RvrState, unit: UnitState): Choice<RvrAction>[] {
  const all = figuresOnTable(state);
  const enemies = enemiesInReach(unit, figureRadius(unit), all.filter((f) => f.unit.side === otherSide(unit.side)));
  const plans = all.filter((f) => f.unit === unit && mayShoot(state, unit, f.figure))
    .map((s) => shooterOptions(state, s, enemies)).filter((o) => o.first.length > 0);
  const out: Choice<RvrAction>[] = [];
  const spread = planShots(state, plans, true);
  const focus = planShots(state, plans, false);
  if (spread.length > 0) out.push({ action: { type: 'fire', side: unit.side, unitId: unit.id, shots: spread }, label: `${unit.name}: fire, spreading the shots`, unitId: unit.id });
  if (focus.length > 0 && !sameShots(focus, spread)) {
    out.push({ action: { type: 'fire', side: unit.side, unitId: unit.id, shots: focus }, label: `${unit.name}: fire at the nearest targets`, unitId: unit.id });
  }
  out.push({ action: { type: 'hold-fire', side: unit.side, unitId: unit.id }, label: `${unit.name}: hold fire`, unitId: unit.id });
  return out;
}

/** Whether two fire orders name the same shooters and targets in the same order (as their JSON would read the same). */
export function sameShots(a: Shots, b: Shots): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const s = a[i]!, t = b[i]!;
    if (s.shooterId !== t.shooterId || !sameItems(s.targetIds, t.targetIds)) return false;
  }
  return true;
}

/** How a shooter ranks a first target: nearer first and, spreading the shots, those shot at least so far first. */
const shotScore = (s: PlacedFigure, t: PlacedFigure, count: ReadonlyMap<string, number>, spread: boolean): number =>
  (spread ? (count.get(t.figure.id) ?? 0) * 1000 : 0) + shotLength(s, t);

function planShots(state: RvrState, plans: ReturnType<typeof shooterOptions>[], spread: boolean): Shots {
  const count = new Map<string, number>();
  for (const id of state.hit) count.set(id, 10);
  const shots: Shots = [];
  for (const plan of plans) {
    const s = plan.shooter;
    const first = [...plan.first].sort((a, b) => shotScore(s, a, count, spread) - shotScore(s, b, count, spread))[0]!;
    const weapon = CHARACTERISTICS[s.figure.weapon!];
    const targets = [first];
    if (weapon.shots > 1) {
      const near = plan.eligible
        .filter((t) => t !== first && edgeDistance(t.figure, t.radius, first.figure, first.radius) <= weapon.spread)
        .sort((a, b) => ((count.get(a.figure.id) ?? 0) - (count.get(b.figure.id) ?? 0)) * 1000 + shotLength(s, a) - shotLength(s, b));
      targets.push(...near.slice(0, weapon.shots - 1));
    }
    for (const t of targets) count.set(t.figure.id, (count.get(t.figure.id) ?? 0) + 1);
    shots.push({ shooterId: s.figure.id, targetIds: targets.map((t) => t.figure.id) });
  }
  return shots;
}
