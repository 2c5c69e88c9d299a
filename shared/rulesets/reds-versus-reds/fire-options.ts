import type { Choice } from '../../engine/ruleset.ts';
import { otherSide } from '../../scenario/terrain-kinds.ts';
import { CHARACTERISTICS } from './tables.ts';
import type { FireAction, RvrAction } from './actions.ts';
import { type RvrState, type UnitState, figureRadius } from './state.ts';
import { type PlacedFigure, edgeDistance, figuresOnTable } from './figures.ts';
import { enemiesInReach, shooterOptions, shooterRefusal } from './shooting.ts';

type Shots = FireAction['shots'];

/**
 * Fire orders offered for a unit: spread the shots over the allowed targets (the figures shot at least so far
 * first), or concentrate on the nearest allowed target; or hold fire. Priorities and spreads are obeyed.
 */
export function fireChoices(state: RvrState, unit: UnitState): Choice<RvrAction>[] {
  const all = figuresOnTable(state);
  const enemies = enemiesInReach(unit, figureRadius(unit), all.filter((f) => f.unit.side === otherSide(unit.side)));
  const plans = all.filter((f) => f.unit === unit && !shooterRefusal(state, unit, f.figure))
    .map((s) => shooterOptions(state, s, enemies)).filter((o) => o.first.length > 0);
  const out: Choice<RvrAction>[] = [];
  const spread = planShots(state, plans, true);
  const focus = planShots(state, plans, false);
  if (spread.length > 0) out.push({ action: { type: 'fire', side: unit.side, unitId: unit.id, shots: spread }, label: `${unit.name}: fire, spreading the shots`, unitId: unit.id });
  if (focus.length > 0 && JSON.stringify(focus) !== JSON.stringify(spread)) {
    out.push({ action: { type: 'fire', side: unit.side, unitId: unit.id, shots: focus }, label: `${unit.name}: fire at the nearest targets`, unitId: unit.id });
  }
  out.push({ action: { type: 'hold-fire', side: unit.side, unitId: unit.id }, label: `${unit.name}: hold fire`, unitId: unit.id });
  return out;
}

function planShots(state: RvrState, plans: ReturnType<typeof shooterOptions>[], spread: boolean): Shots {
  const count = new Map<string, number>();
  for (const id of state.hit) count.set(id, 10);
  const shots: Shots = [];
  for (const plan of plans) {
    const s = plan.shooter;
    const dist = (t: PlacedFigure) => edgeDistance(s.figure, s.radius, t.figure, t.radius);
    const score = (t: PlacedFigure) => (spread ? (count.get(t.figure.id) ?? 0) * 1000 : 0) + dist(t);
    const first = [...plan.first].sort((a, b) => score(a) - score(b))[0]!;
    const weapon = CHARACTERISTICS[s.figure.weapon!];
    const targets = [first];
    if (weapon.shots > 1) {
      const near = plan.eligible
        .filter((t) => t !== first && edgeDistance(t.figure, t.radius, first.figure, first.radius) <= weapon.spread)
        .sort((a, b) => ((count.get(a.figure.id) ?? 0) - (count.get(b.figure.id) ?? 0)) * 1000 + dist(a) - dist(b));
      targets.push(...near.slice(0, weapon.shots - 1));
    }
    for (const t of targets) count.set(t.figure.id, (count.get(t.figure.id) ?? 0) + 1);
    shots.push({ shooterId: s.figure.id, targetIds: targets.map((t) => t.figure.id) });
  }
  return shots;
}
