import type { PlanArrow, PlanDrawing } from '../../shared/api.ts';
import type { TableView } from '../../shared/engine/ruleset.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { commanderWords, type BattlePlan } from '../../shared/ai/index.ts';
import { unitList } from '../../shared/ai/plan/form-plan.ts';

/**
 * An AI side's battle plan drawn for the end summary, in names, never ids: an arrow for each part, from where its
 * units stood at the start (the plan was formed there) to what it aims at — the main effort by its route onto its
 * objective, the holding part to where it holds, the reserve to where it waits (and on to the objective once
 * committed).
 */
export function planDrawing(plan: BattlePlan, scenario: Scenario, view: TableView): PlanDrawing {
  const units = scenario.sides[plan.side].units;
  const nameOf = (id: string) => units.find((u) => u.id === id)?.name ?? view.units.find((u) => u.id === id)?.name;
  const names = (ids: readonly string[]) => unitList(ids.map(nameOf).filter((n): n is string => n !== undefined));
  /** Where the part's units stood at the start (where they stand now, for units that came later). */
  const startOf = (ids: readonly string[]): Vec | null => {
    const points = ids.flatMap((id) => {
      const set = units.find((u) => u.id === id);
      const bases = set && set.bases.length > 0 ? set.bases : view.units.find((u) => u.id === id)?.bases ?? [];
      return bases.length > 0 ? [bases.reduce((c, b) => ({ x: c.x + b.x / bases.length, y: c.y + b.y / bases.length }), { x: 0, y: 0 })] : [];
    });
    return points.length === 0 ? null : points.reduce((c, p) => ({ x: c.x + p.x / points.length, y: c.y + p.y / points.length }), { x: 0, y: 0 });
  };
  const attacking = plan.posture === 'attack' || plan.posture === 'raid';
  const aim = plan.objective.name;
  const arrows: PlanArrow[] = [];
  const arrow = (part: PlanArrow['part'], ids: readonly string[], label: string, ...to: Vec[]) => {
    const from = startOf(ids);
    if (from) arrows.push({ part, label, points: [from, ...to].map(rounded) });
  };
  if (plan.main.length > 0) {
    if (!attacking) arrow('main', plan.main, `Main effort: ${names(plan.main)}, ${plan.posture === 'hold' ? 'holding' : 'delaying the enemy before'} ${aim}`, plan.objective.point);
    else if (plan.route.flank === 'centre') arrow('main', plan.main, `Main effort: ${names(plan.main)}, straight at ${aim}`, plan.objective.point);
    else arrow('main', plan.main, `Main effort: ${names(plan.main)}, round the ${plan.route.flank}, ${plan.route.by}, onto ${aim}`, plan.route.via, plan.objective.point);
  }
  if (plan.holding.length > 0) {
    arrow('holding', plan.holding, `Holding part: ${names(plan.holding)}, ${attacking ? 'keeping the enemy busy ' : ''}${plan.holdAt.name}`, plan.holdAt.point);
  }
  if (plan.reserve.length > 0) {
    const reserve = `Reserve: ${names(plan.reserve)}`;
    if (plan.reserveCommitted) arrow('reserve', plan.reserve, `${reserve}, committed on ${aim}`, plan.reserveAt.point, plan.objective.point);
    else if (plan.commitOn === 'breakthrough') arrow('reserve', plan.reserve, `${reserve}, following the main effort until it breaks in`, plan.reserveAt.point);
    else arrow('reserve', plan.reserve, `${reserve}, waiting ${plan.reserveAt.name}`, plan.reserveAt.point);
  }
  const head = `Plan of ${commanderWords(plan.commander).replace(': ', ' (')})`;
  const posture = plan.posture === 'hold' ? `hold ${aim}` : plan.posture === 'delay' ? `delay the enemy before ${aim}` : `${plan.posture} ${aim}`;
  return { side: plan.side, title: `${head}: ${posture}`, arrows };
}

const rounded = (p: Vec): Vec => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });
