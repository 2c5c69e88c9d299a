import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Pending } from '../../../engine/ruleset.ts';
import { updateTriggeredRules } from '../../../engine/special-rules.ts';
import { otherSide, type SideId } from '../../../scenario/terrain-kinds.ts';
import { CATEGORY_LABELS } from '../tables/tables.ts';
import { type FigureState, type RvrState, type UnitState, figureRadius, findFigure, isActive, ownUnits, troopOf } from '../state.ts';
import { behavioursOf, figureName, figuresOnTable } from '../troops/figures.ts';
import type { PlacedFigure } from '../troops/placed-figure.ts';
import { enemyLists, keptTargets } from '../fire/target-memo.ts';
import { mayRequest, observerOf, strikeArrives } from '../fire/artillery.ts';
import { endCategory } from '../fire/fire.ts';
import { enemiesInReach, hasTarget, mayShoot } from '../fire/shooting.ts';
import { needsOrder, resolveCombat } from '../combat/combat.ts';
import { availableRalliers, rallyTargets } from '../morale/command.ts';
import { moralePhase } from '../morale/morale.ts';
import { judgeEndOfTurn } from './victory.ts';
import { type ViewsFrom, draftTableView, tableView } from '../view.ts';
import { openStep } from '../../../engine/step-tables.ts';
import type { PerState } from '../../../engine/state-memo.ts';
import { keptAnswers } from '../kept-answers.ts';

/** Units (or independent figures) of a side still to move in the current movement sequence. */
export function unitsToMove(state: RvrState, side: SideId): UnitState[] {
  const role = state.phase === 'units' ? 'unit' : 'independent';
  // A loop rather than `filter` with closures: asked after nearly every step of the movement phases.
  const out: UnitState[] = [];
  for (const u of state.units) {
    if (u.side === side && isActive(u) && troopOf(u).role === role && !state.done.includes(u.id) && !holds(state, u)) out.push(u);
  }
  return out;
}

/** Whether a special rule in force keeps the unit where it is. */
function holds(state: RvrState, unit: UnitState): boolean {
  for (const b of behavioursOf(state, unit)) if (b.type === 'hold') return true;
  return false;
}

/** Units of a side that have someone able to shoot at something in the current shooting category. */
export function unitsToFire(state: RvrState, side: SideId): UnitState[] {
  return firing(state, side, true);
}

/** `unitsToFire` without the answers kept from earlier states (for the check that keeping them changes nothing). */
export const unitsToFireAfresh = (state: RvrState, side: SideId): UnitState[] => firing(state, side, false);

function firing(state: RvrState, side: SideId, keep: boolean): UnitState[] {
  const out: UnitState[] = [];
  let enemies: PlacedFigure[] | null = null;
  let lists: (readonly FigureState[] | null)[] | null = null;
  for (const unit of state.units) {
    if (unit.side !== side || !isActive(unit) || state.done.includes(unit.id)) continue;
    const radius = figureRadius(unit);
    // Looked up when a figure first may shoot: many units have none that may in this category.
    let answers: (boolean | undefined)[] | null | undefined;
    let inReach: PlacedFigure[] | null = null;
    for (let i = 0; i < unit.figures.length; i++) {
      const figure = unit.figures[i]!;
      if (!mayShoot(state, unit, figure)) continue;
      if (answers === undefined) answers = keep ? keptTargets(state, unit, lists ??= enemyLists(state, side)) : null;
      let has = answers?.[i];
      if (has === undefined) {
        enemies ??= figuresOnTable(state).filter((f) => f.unit.side !== side);
        inReach ??= enemiesInReach(unit, radius, enemies);
        has = hasTarget(state, { unit, figure, radius }, inReach);
        if (answers) answers[i] = has;
      }
      if (has) { out.push(unit); break; }
    }
  }
  return out;
}

function ralliersWithWork(state: RvrState, side: SideId): UnitState[] {
  return availableRalliers(state, side).filter((r) => rallyTargets(state, r).length > 0).map((r) => r.unit);
}

/** Who may act next, by what they do (named rather than passed as a function: this is asked after every step). */
type Work = 'move' | 'fire' | 'rally';

function available(state: RvrState, work: Work, side: SideId): UnitState[] {
  switch (work) {
    case 'move': return unitsToMove(state, side);
    case 'fire': return unitsToFire(state, side);
    case 'rally': return ralliersWithWork(state, side);
  }
}

/** Attacker first, then alternately; a side with nothing left to do lets the other carry on alone. */
function alternate(state: RvrState, work: Work): { side: SideId; units: UnitState[] } | null {
  for (const side of [state.toAct, otherSide(state.toAct)]) {
    const units = available(state, work, side);
    if (units.length > 0) return { side, units };
  }
  return null;
}

/** The decision now due, or null when the phase can run on by itself (or the game is over). */
export function decisionDue(state: RvrState): Pending | null {
  switch (state.phase) {
    case 'units':
    case 'independents': {
      if (state.activation) {
        const unit = state.units.find((u) => u.id === state.activation!.unitId)!;
        return { side: unit.side, kind: 'place', prompt: `place the figures of ${unit.name}`, unitIds: [unit.id] };
      }
      const next = alternate(state, 'move');
      if (!next) return null;
      const what = state.phase === 'units' ? 'a unit' : 'an independent figure';
      return { side: next.side, kind: 'activate', prompt: `move ${what}, or declare that it stays`, unitIds: next.units.map((u) => u.id) };
    }
    case 'observer': {
      const observer = observerOf(state);
      if (!observer || !mayRequest(state)) return null;
      return { side: observer.unit.side, kind: 'request-strike', prompt: 'call the armoured train onto a point the observer can see, or not', unitIds: [observer.unit.id] };
    }
    case 'shooting': {
      const next = alternate(state, 'fire');
      if (!next) return null;
      return { side: next.side, kind: 'fire', prompt: `shoot with ${CATEGORY_LABELS[state.category]}`, unitIds: next.units.map((u) => u.id) };
    }
    case 'combat': {
      const combat = state.combats.find((c) => !state.done.includes(c.id));
      if (!combat) return null;
      const single = findFigure(state, combat.single)!;
      return { side: single.unit.side, kind: 'fight-first', prompt: `${figureName(single.unit, single.figure)} is outnumbered: choose whom it fights first`, unitIds: [single.unit.id] };
    }
    case 'rally': {
      const next = alternate(state, 'rally');
      if (!next) return null;
      return { side: next.side, kind: 'rally', prompt: 'rally a shaken unit, or pass', unitIds: next.units.map((u) => u.id) };
    }
    case 'over':
      return null;
  }
}

/**
 * `decisionDue` for a state the caller will never change (the engine's states are immutable once `step` has
 * returned them): the engine, the options and `step` each ask, so the answer is kept per state object.
 */
export const pendingOf: PerState<RvrState, Pending | null> = keptAnswers.add(decisionDue);

/**
 * Runs the phases that need nobody's decision until one is due or the game ends. A `stepDraft` may still share
 * its units with the state it came from (`units.owned` false): they are copied before anything here may change one.
 */
export function advance(draft: RvrState, dice: Dice, events: GameEvent[], units: UnitsOwned = { owned: true }): void {
  for (let guard = 0; guard < 64 && draft.phase !== 'over'; guard++) {
    if (draft.phase === 'combat') { ownUnitsOnce(draft, units); resolveUnorderedCombats(draft, dice, events); }
    const due = decisionDue(draft);
    // The draft is handed back as the new state and never changed again, so its answer can be kept.
    if (due) { pendingOf.remember(draft, due); return; }
    ownUnitsOnce(draft, units);
    finishPhase(draft, dice, events);
  }
}

/** Whether a step's draft has its own copies of its units yet. */
export interface UnitsOwned { owned: boolean }

export function ownUnitsOnce(draft: RvrState, units: UnitsOwned): void {
  if (units.owned) return;
  ownUnits(draft);
  units.owned = true;
}

function enter(draft: RvrState, phase: RvrState['phase'], events: GameEvent[], text: string): void {
  openStep(events, { kind: 'phase', text }, () => draftTableView(draft));
  draft.phase = phase;
  draft.done = [];
  draft.toAct = draft.attacker;
}

function finishPhase(draft: RvrState, dice: Dice, events: GameEvent[]): void {
  switch (draft.phase) {
    case 'units':
      return enter(draft, 'independents', events, 'Independent figures move');
    case 'independents':
      return enter(draft, 'observer', events, 'Artillery observation');
    case 'observer':
      enter(draft, 'shooting', events, 'Shooting: off-table artillery');
      draft.category = 1;
      strikeArrives(draft, dice, events);
      endCategory(draft, events);
      draft.category = 2;
      return;
    case 'shooting':
      endCategory(draft, events);
      if (draft.category < 4) {
        draft.category = (draft.category + 1) as RvrState['category'];
        draft.done = [];
        draft.toAct = draft.attacker;
        return;
      }
      return enter(draft, 'combat', events, 'Close combat');
    case 'combat':
      return enter(draft, 'rally', events, 'Morale: rallies');
    case 'rally':
      openStep(events, { kind: 'phase', text: 'Morale: tests' }, () => draftTableView(draft));
      moralePhase(draft, dice, events);
      return endTurn(draft, events);
    case 'over':
      return;
  }
}

/** One-against-one combats resolve by themselves, in the order they began; a two-on-one waits for its choice. */
function resolveUnorderedCombats(draft: RvrState, dice: Dice, events: GameEvent[]): void {
  for (;;) {
    const combat = draft.combats.find((c) => !draft.done.includes(c.id));
    if (!combat || needsOrder(combat)) return;
    draft.done.push(combat.id);
    resolveCombat(draft, combat.id, null, dice, events);
  }
}

/** The outnumbered figure has chosen: fight this combat out now. */
export function fightFirst(draft: RvrState, combatId: string, opponentId: string, dice: Dice, events: GameEvent[]): void {
  draft.done.push(combatId);
  resolveCombat(draft, combatId, opponentId, dice, events);
}

function endTurn(draft: RvrState, events: GameEvent[]): void {
  const outcome = judgeEndOfTurn(draft);
  if (outcome) {
    draft.outcome = outcome;
    draft.phase = 'over';
    events.push({ kind: 'victory', side: outcome.winner ?? undefined, text: outcome.winner ? `${draft.scenario.sides[outcome.winner].name} win: ${outcome.reason}` : `Draw: ${outcome.reason}` });
    return;
  }
  startTurn(draft, events);
}

/** A new turn: what happened last turn becomes "last turn"; the attacker moves first. */
export function startTurn(draft: RvrState, events: GameEvent[]): void {
  openStep(events, { kind: 'turn', text: `Turn ${draft.turn + 1} of ${draft.turnLimit}` }, () => draftTableView(draft));
  draft.turn += 1;
  draft.phase = 'units';
  draft.toAct = draft.attacker;
  draft.done = [];
  draft.activation = null;
  draft.category = 1;
  draft.hit = [];
  draft.fired = [];
  draft.fought = [];
  draft.rallied = [];
  draft.defensiveFire = [];
  for (const unit of draft.units) {
    unit.turnStartFigures = unit.figures.length;
    unit.casualties = 0;
    unit.attackedByLastTurn = unit.attackedBy;
    unit.attackedBy = [];
    // New figure objects: a step's draft shares its figures with the state it came from (`stepDraft`).
    unit.figures = unit.figures.map((f) => ({
      id: f.id, x: f.x, y: f.y, facing: f.facing, weapon: f.weapon,
      start: { x: f.x, y: f.y, facing: f.facing }, moved: false, turned: false, movedLastTurn: f.moved,
    }));
  }
}

/** Scenario special rules fire as soon as their trigger is seen (e.g. Reds entering the village). */
export function checkTriggers(draft: RvrState, events: GameEvent[], before: ViewsFrom | null = null): void {
  if (draft.scenario.specialRules.length === 0 || draft.triggered.length === draft.scenario.specialRules.length) return;
  // `before`: the units and views of the state stepped from, whose views serve for the units left as they were.
  const { triggered, newlyTriggered } = updateTriggeredRules(draft.scenario, tableView(draft, before), draft.triggered);
  draft.triggered = triggered;
  for (const rule of newlyTriggered) events.push({ kind: 'special-rule', side: rule.units.side, text: `Scenario rule now in force: ${rule.title}` });
}
