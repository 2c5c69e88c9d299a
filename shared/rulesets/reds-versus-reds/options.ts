import type { Choice } from '../../engine/ruleset.ts';
import type { RvrAction } from './actions.ts';
import { type RvrState, findFigure, findUnit, troopOf } from './state.ts';
import { centroid, figureName, figuresOnTable } from './troops/figures.ts';
import { holdRefusal } from './movement/movement.ts';
import { goingAt, canSee, terrainOf } from './terrain/terrain.ts';
import { observerOf } from './fire/artillery.ts';
import { fireChoices } from './fire/fire-options.ts';
import { availableRalliers, rallyTargets } from './morale/command.ts';
import { keptPlacementChoices } from './placement-search/placement-memo.ts';
import { pendingOf } from './sequence/sequence.ts';
import { keptAnswers } from './kept-answers.ts';
import { hypot } from '../../geometry/hypot.ts';

const keptOptions = keptAnswers.add(optionsFor);

/**
 * `optionsFor` for a state nobody changes any more (the engine's states, as for `pendingOf`): the AI asks for
 * the options of one state again and again while it searches, so they are kept per state object.
 */
export function optionsOf(state: RvrState): Choice<RvrAction>[] {
  return keptOptions(state).slice();
}

/**
 * `hasOptions`: whether `optionsOf` offers anything, listing only placements, the choice of opponent and rallies.
 * Every unit due to activate may dice as in difficult going, every unit due to fire may hold fire, and an observer
 * may always decline to call the armoured train.
 */
export function offersOption(state: RvrState): boolean {
  const due = pendingOf(state);
  if (!due) return false;
  switch (due.kind) {
    case 'activate': case 'fire': return due.unitIds.length > 0;
    case 'request-strike': return observerOf(state) !== null;
    default: return keptOptions(state).length > 0;
  }
}

/** Every choice offered for the decision now due, concrete enough to submit as it is. */
export function optionsFor(state: RvrState): Choice<RvrAction>[] {
  const due = pendingOf(state);
  if (!due) return [];
  const side = due.side;
  switch (due.kind) {
    case 'activate': return activationChoices(state, due.unitIds);
    // A copy: the kept list may be handed out again for another state.
    case 'place': return keptPlacementChoices(state).slice();
    case 'request-strike': return strikeChoices(state);
    case 'fire': return due.unitIds.flatMap((id) => fireChoices(state, findUnit(state, id)!));
    case 'fight-first': {
      const combat = state.combats.find((c) => !state.done.includes(c.id))!;
      const name = (id: string) => { const f = findFigure(state, id); return f ? figureName(f.unit, f.figure) : id; };
      return combat.opponents.map((o) => ({
        action: { type: 'fight-first', side, combatId: combat.id, opponentId: o } as RvrAction,
        label: `${name(combat.single)} fights ${name(o)} first`,
      }));
    }
    case 'rally': return availableRalliers(state, side).flatMap((r) => {
      const targets = rallyTargets(state, r);
      if (targets.length === 0) return [];
      return [
        ...targets.map((u) => ({ action: { type: 'rally', side, rallierId: r.unit.id, unitId: u.id } as RvrAction, label: `${r.unit.name} rallies ${u.name}`, unitId: r.unit.id })),
        { action: { type: 'pass-rally', side, rallierId: r.unit.id } as RvrAction, label: `${r.unit.name} does not rally`, unitId: r.unit.id },
      ];
    });
    default: return [];
  }
}

/** For each unit that may move: hold, or dice as open or difficult going (or both, for a unit in mixed ground). */
function activationChoices(state: RvrState, unitIds: readonly string[]): Choice<RvrAction>[] {
  const index = terrainOf(state.scenario);
  const out: Choice<RvrAction>[] = [];
  for (const id of unitIds) {
    const unit = findUnit(state, id)!;
    const side = unit.side;
    if (!holdRefusal(state, unit)) out.push({ action: { type: 'hold', side, unitId: id }, label: `${unit.name}: stay where they are`, unitId: id });
    // One look at the going under each figure for both questions (`unitInMixedGoing` asks the same).
    let open = false, difficult = false;
    for (const f of unit.figures) if (goingAt(index, f) === 'open') open = true; else difficult = true;
    if (open) out.push({ action: { type: 'activate', side, unitId: id, going: 'open' }, label: `${unit.name}: move, dicing as in the open`, unitId: id });
    out.push({ action: { type: 'activate', side, unitId: id, going: 'difficult' }, label: `${unit.name}: move, dicing for difficult going`, unitId: id });
    if (troopOf(unit).role === 'unit' && open && difficult) {
      out.push({ action: { type: 'activate', side, unitId: id, going: 'split' }, label: `${unit.name}: move, dicing separately for the parts in open and difficult going`, unitId: id });
    }
  }
  return out;
}

/** Aiming points: the middle of each enemy unit the observer can see (the visible figure nearest it). */
function strikeChoices(state: RvrState): Choice<RvrAction>[] {
  const observer = observerOf(state);
  if (!observer) return [];
  const side = observer.unit.side;
  const index = terrainOf(state.scenario);
  const out: Choice<RvrAction>[] = [];
  const enemies = figuresOnTable(state).filter((f) => f.unit.side !== side);
  for (const unit of state.units) {
    if (unit.side === side || unit.status !== 'active' || unit.figures.length === 0) continue;
    const c = centroid(unit.figures);
    const visible = enemies.filter((e) => e.unit === unit && canSee(index, observer.figure, e.figure))
      .sort((a, b) => hypot(a.figure.x - c.x, a.figure.y - c.y) - hypot(b.figure.x - c.x, b.figure.y - c.y))[0];
    if (!visible) continue;
    out.push({ action: { type: 'request-strike', side, x: visible.figure.x, y: visible.figure.y }, label: `Call the armoured train onto ${unit.name}`, unitId: unit.id });
  }
  out.push({ action: { type: 'no-request', side }, label: 'Do not call the armoured train this turn' });
  return out;
}
