import { describe, expect, it } from 'vitest';
import { playGame } from '../../ai/index.ts';
import { applyAction, startGame } from '../../engine/game.ts';
import type { GameEvent } from '../../engine/events.ts';
import { redsVersusReds as rvr } from './index.ts';
import { answersOnly } from './troops/figures.ts';
import { eligibleTargets } from './fire/shooting.ts';
import { figuresOnTable } from './troops/figures.ts';
import { placeFigures } from './movement/placement.ts';
import { komuchVillage, stateOf, unitOf } from './test-fixtures.ts';
import type { RvrState } from './state.ts';

/**
 * The Komuch village: "They will return fire if attacked, but will not initiate combat." This holds all battle long,
 * not only once the Czechs withdraw: a platoon fires only at Red units that shot at it or charged it this turn or
 * last, and never charges.
 */
const CZECH = ['czech-1', 'czech-2'];

/** Every Czech shot of a game that was not fire returned at a unit which attacked that platoon this turn or last. */
function unprovokedCzechShots(events: readonly { turn: number; event: GameEvent }[]): string[] {
  const attackers = new Map<string, Set<string>[]>(CZECH.map((id) => [id, []]));
  const attackedIn = (unitId: string, turn: number) => {
    const byTurn = attackers.get(unitId)!;
    return (byTurn[turn] ??= new Set());
  };
  const out: string[] = [];
  for (const { turn, event: e } of events) {
    const hitsCzech = e.targetUnitId !== undefined && CZECH.includes(e.targetUnitId) && e.side === 'red' && e.unitId;
    if (hitsCzech && (e.kind === 'shot' || (e.kind === 'combat' && e.text.includes('charge into contact')))) attackedIn(e.targetUnitId!, turn).add(e.unitId!);
    if (e.side === 'white' && e.unitId && CZECH.includes(e.unitId)) {
      if (e.kind === 'combat' && e.text.includes('charge into contact')) out.push(`turn ${turn}: ${e.text}`);
      if (e.kind === 'shot' && !attackedIn(e.unitId, turn).has(e.targetUnitId!) && !attackedIn(e.unitId, turn - 1).has(e.targetUnitId!)) out.push(`turn ${turn}: ${e.text}`);
    }
  }
  return out;
}

/** A game's events in order, each with the turn it happened in. */
function eventsOf(seed: number): { turn: number; event: GameEvent }[] {
  const scenario = komuchVillage();
  const played = playGame(rvr, scenario, seed, { red: { kind: 'random' }, white: { kind: 'ai', difficulty: 'normal' } });
  let game = startGame(rvr, scenario, seed).state;
  const out: { turn: number; event: GameEvent }[] = [];
  for (const action of played.log.actions) {
    const next = applyAction(rvr, game, action);
    if (!next.ok) throw new Error(next.error.reason);
    for (const event of next.value.events) out.push({ turn: game.game.turn, event });
    game = next.value.state;
  }
  return out;
}

describe('"They will return fire if attacked, but will not initiate combat" (Komuch village)', () => {
  it('holds from the first turn, before any Red figure enters the village', () => {
    const state: RvrState = stateOf(komuchVillage(), { triggered: ['czech-never-strike-first', 'armoured-train-strikes'], phase: 'shooting', category: 4 });
    const czech = unitOf(state, 'czech-1');
    expect(answersOnly(state, czech)).toBe(true);
    // Bring a Red company up to within rifle range of the platoon, in its arc.
    const reds = unitOf(state, 'red-infantry-1');
    const first = czech.figures[0]!;
    reds.figures = reds.figures.map((f, i) => ({ ...f, x: first.x - 4 + i, y: first.y - 6 }));
    const shooter = figuresOnTable(state, 'white').find((f) => f.figure.id === first.id)!;
    expect(eligibleTargets(state, shooter)).toEqual([]);
    // Fired on by that company, the platoon may fire back at it, and only at it.
    czech.attackedBy = ['red-infantry-1'];
    const sailors = unitOf(state, 'sailors-1');
    sailors.figures = sailors.figures.map((f, i) => ({ ...f, x: first.x - 4 + i, y: first.y - 8 }));
    const targets = eligibleTargets(state, shooter).map((t) => t.unit.id);
    expect(targets).toContain('red-infantry-1');
    expect(targets).not.toContain('sailors-1');
    // The other platoon, not attacked, still holds its fire.
    const other = figuresOnTable(state, 'white').find((f) => f.unit.id === 'czech-2')!;
    expect(eligibleTargets(state, other).filter((t) => t.unit.id === 'red-infantry-1')).toEqual([]);
  });

  it('a Czech platoon may not charge, even before the Reds enter the village', () => {
    const state: RvrState = stateOf(komuchVillage(), { triggered: ['czech-never-strike-first', 'armoured-train-strikes'], phase: 'units' });
    const czech = unitOf(state, 'czech-1');
    const target = unitOf(state, 'red-infantry-1');
    const first = czech.figures[0]!;
    target.figures = target.figures.map((f, i) => ({ ...f, x: first.x + (i % 5) * 1.5, y: first.y - 3 - Math.floor(i / 5) * 1.5 }));
    state.activation = { unitId: czech.id, going: 'open', open: 12, difficult: null };
    const onto = target.figures[0]!;
    const refused = placeFigures(state, { type: 'place', side: 'white', unitId: czech.id, figures: [{ id: first.id, x: onto.x, y: onto.y + 1, facing: 180 }] }, []);
    expect(refused).toMatch(/may not start a close combat/);
  });

  it('in whole games against random Reds, no Czech platoon ever fires first or charges (seed 14 did in turn 4)', () => {
    for (const seed of [14]) {
      const events = eventsOf(seed);
      expect(unprovokedCzechShots(events), `seed ${seed}`).toEqual([]);
    }
  }, 120_000);
});
