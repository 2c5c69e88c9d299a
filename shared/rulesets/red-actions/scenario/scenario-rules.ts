import { updateTriggeredRules, selects } from '../../../engine/special-rules.ts';
import { type Ctx, emit, unitEvent } from '../context.ts';
import { victoryView } from '../view/view.ts';
import { cardFor, onTable } from '../troops/units.ts';

/**
 * The scenario's own rules: special rules that reveal hidden troops or bring reinforcements on early take
 * effect here (the other behaviours guide the commanders), and units the scenario sends off an edge leave there.
 */
export function applyScenarioRules(ctx: Ctx): void {
  const s = ctx.s;
  if (s.scenario.specialRules.length > 0 && s.phase === 'turn') {
    const { triggered, newlyTriggered } = updateTriggeredRules(s.scenario, victoryView(s), s.triggeredRules);
    s.triggeredRules = triggered;
    for (const rule of newlyTriggered) {
      emit(ctx, 'special-rule', `Special rule: ${rule.title}`);
      const b = rule.behaviour;
      if (b.type === 'reveal') {
        for (const u of s.units) {
          if (onTable(u) && u.concealment !== 'none' && selects(s.scenario, rule, { id: u.id, side: u.side, troopType: u.type })) {
            u.concealment = 'none';
            u.ambushOn = null;
            unitEvent(ctx, 'note', u, `${u.name} is revealed`);
          }
        }
      }
      if (b.type === 'reinforce') {
        for (const u of s.units) {
          if (b.unitIds.includes(u.id) && u.status === 'reserve' && u.reinforcement) u.reinforcement.turn = Math.min(u.reinforcement.turn, s.turn);
        }
      }
    }
  }
  for (const v of s.scenario.victory) {
    if (v.type !== 'exit-units') continue;
    for (const u of s.units) {
      if (!v.unitIds.includes(u.id) || u.status !== 'active' || !touchesEdge(ctx, u.bases, v.edge, cardFor(u).base.depth)) continue;
      u.status = 'withdrawn';
      u.bases = [];
      unitEvent(ctx, 'move', u, `${u.name} leaves the table by the ${v.edge} edge, as the scenario asks`);
    }
  }
}

function touchesEdge(ctx: Ctx, bases: readonly { x: number; y: number }[], edge: 'north' | 'south' | 'east' | 'west', depth: number): boolean {
  const { width, height } = ctx.s.scenario.table;
  const reach = depth / 2 + 0.5;
  return bases.some((b) => (edge === 'south' ? b.y <= reach : edge === 'north' ? b.y >= height - reach : edge === 'west' ? b.x <= reach : b.x >= width - reach));
}
