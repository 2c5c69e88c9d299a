import { describe, expect, it } from 'vitest';
import { rngFromSeed, SeededDice } from '../engine/dice.ts';
import { applyAction, startGame, type GameState } from '../engine/game.ts';
import type { BaseAction, Ruleset, SideSighting } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { forwardComrades } from '../rulesets/forward-comrades/index.ts';
import { lipki } from '../rulesets/forward-comrades/test-fixtures.ts';
import { redActionsRuleset } from '../rulesets/red-actions/index.ts';
import { stationRaid } from '../rulesets/red-actions/test-fixture.ts';
import { redsVersusReds } from '../rulesets/reds-versus-reds/index.ts';
import { komuchVillage } from '../rulesets/reds-versus-reds/test-fixtures.ts';
import { tenRoundsRapid } from '../rulesets/ten-rounds-rapid/index.ts';
import { tsaritsyn } from '../rulesets/ten-rounds-rapid/test-fixtures.ts';
import { wargameWednesdays } from '../rulesets/wargame-wednesdays/index.ts';
import { kamenka } from '../rulesets/wargame-wednesdays/test-fixtures.ts';
import { statesOfARandomGame } from '../testing/random-states.ts';
import { chooseAction } from './commander.ts';

// Issue 31: the AI decides from its side's knowledge only. From states a random game reaches, an enemy unit the deciding
// side does not know is moved, or two of them swap places, in ways that leave what the side knows as it was: the state
// the rule set imagines for the side, and the AI's decision, must not change.

interface Unit { id: string; side: SideId }
type Sighted<S> = Ruleset<S, BaseAction> & { sighting(state: S, side: SideId): SideSighting };

/**
 * The rule set with a sighting: its own where it has one; until then one that knows nothing of where units stand,
 * every second enemy unit by id unseen, so that moving an unseen one keeps the side's knowledge by construction.
 */
function sighted<S>(ruleset: Ruleset<S, BaseAction>): Sighted<S> {
  if (ruleset.sighting) return ruleset as Sighted<S>;
  const sighting = (state: S, side: SideId): SideSighting => {
    const enemies = unitsOf(state).filter((u) => u.side !== side).map((u) => u.id).sort();
    return { seen: enemies.filter((_, i) => i % 2 === 0), markers: [] };
  };
  return { ...ruleset, sighting };
}

const unitsOf = (state: unknown): Unit[] => (state as { units: Unit[] }).units;

/** Every list of placed things in a unit (bases, pieces, figures, stands) moved by (dx, dy). */
function shifted<U extends object>(unit: U, dx: number, dy: number): U {
  const out: Record<string, unknown> = { ...(unit as Record<string, unknown>) };
  for (const [key, value] of Object.entries(unit)) {
    if (!Array.isArray(value) || !value.every((p) => typeof p?.x === 'number' && typeof p?.y === 'number')) continue;
    out[key] = value.map((p: { x: number; y: number }) => ({ ...p, x: p.x + dx, y: p.y + dy }));
  }
  return out as U;
}

/** Where a unit's first placed thing stands. */
function anchor(unit: object): { x: number; y: number } | null {
  for (const value of Object.values(unit)) {
    if (Array.isArray(value) && typeof value[0]?.x === 'number') return value[0] as { x: number; y: number };
  }
  return null;
}

const withUnits = <S,>(state: S, units: Unit[]): S => ({ ...state, units });

/** The states that differ from `state` only where `side` does not know: one unknown unit moved, two swapped. */
function indistinguishable<S>(ruleset: Sighted<S>, state: S, side: SideId): S[] {
  const seen = new Set(ruleset.sighting(state, side).seen);
  // Units on the table: those in reserve or out of the game stand nowhere to be moved.
  const onTable = new Set(ruleset.view(state).units.filter((u) => u.status === 'active' || u.status === 'hidden').map((u) => u.id));
  const units = unitsOf(state);
  const unknown = units.filter((u) => u.side !== side && !seen.has(u.id) && onTable.has(u.id) && anchor(u));
  const known = JSON.stringify(ruleset.sighting(state, side));
  // Only changes that keep the side's knowledge as it was are fair (a unit under a position marker cannot move unseen).
  const fair = (s: S): boolean => JSON.stringify(ruleset.sighting(s, side)) === known;
  const moved = unknown.map((a) => withUnits(state, units.map((u) => (u === a ? shifted(u, 1.5, -2) : u)))).find(fair);
  const swapped = unknown.flatMap((a, i) => unknown.slice(i + 1).map((b) => {
    const pa = anchor(a)!, pb = anchor(b)!;
    return withUnits(state, units.map((u) => (u === a ? shifted(u, pb.x - pa.x, pb.y - pa.y) : u === b ? shifted(u, pa.x - pb.x, pa.y - pb.y) : u)));
  })).find(fair);
  return [moved, swapped].filter((s): s is S => s !== undefined);
}

const CASES: [string, Ruleset<never, BaseAction>, () => Scenario][] = [
  ['Red Actions!', redActionsRuleset as never, stationRaid],
  ['Ten Rounds Rapid', tenRoundsRapid as never, tsaritsyn],
  ['Reds versus Reds', redsVersusReds as never, komuchVillage],
  ['Forward Comrades', forwardComrades as never, lipki],
  ['Wargame Wednesdays', wargameWednesdays as never, kamenka],
];

describe.each(CASES)('fog of war in the AI (%s)', (_name, plain, scenarioOf) => {
  const ruleset = sighted<unknown>(plain);
  const scenario = scenarioOf();
  const start = startGame(ruleset, scenario, 5).state;
  // A handful of states of random games where a decision is open and the side does not know some enemy unit.
  const states = [5, 6, 7].flatMap((seed) => statesOfARandomGame(ruleset, scenario, seed, 60).filter((_, i) => i % 6 === 3))
    .filter((s) => !ruleset.outcome(s) && ruleset.options(s).length > 1)
    .filter((s) => indistinguishable(ruleset, s, ruleset.pending(s)!.side).length > 0)
    .slice(0, 3);
  const game = (s: unknown): GameState<unknown> => ({ ...start, actionCount: 17, game: s });

  it('finds states with enemy units the deciding side does not know', () => {
    expect(states.length).toBeGreaterThanOrEqual(2);
  });

  it('imagines the same state for the same dice from states the side cannot tell apart', () => {
    for (const state of states) {
      const side = ruleset.pending(state)!.side;
      const imagined = (s: unknown) => ruleset.imagine!(s, side, new SeededDice(rngFromSeed(9)));
      const mine = imagined(state);
      // Something was imagined: an unknown unit no longer stands where it truly does.
      expect(JSON.stringify(unitsOf(mine))).not.toBe(JSON.stringify(unitsOf(state)));
      // The side's own units and those it sees are as they are.
      const seen = new Set(ruleset.sighting(state, side).seen);
      for (const u of unitsOf(state)) if (u.side === side || seen.has(u.id)) expect(unitsOf(mine).find((m) => m.id === u.id)).toEqual(u);
      for (const other of indistinguishable(ruleset, state, side)) expect(imagined(other)).toEqual(mine);
    }
  });

  it('makes the same decision whatever the unknown enemy units do, keeping to what the true state accepts', () => {
    for (const state of states) {
      const side = ruleset.pending(state)!.side;
      const decide = (s: unknown) => chooseAction(ruleset, game(s), scenario, side, { difficulty: 'normal', seed: 3, explain: false });
      const mine = decide(state);
      // What it chose on what its side knows is the same; only where the true state refused that may it give way.
      const chosen = (d: typeof mine) => d.imagined ?? d.action;
      for (const other of [state, ...indistinguishable(ruleset, state, side)]) {
        const decision = decide(other);
        expect(chosen(decision)).toEqual(chosen(mine));
        expect(applyAction(ruleset, game(other), decision.action).ok).toBe(true);
        if (decision.imagined) expect(applyAction(ruleset, game(other), decision.imagined).ok).toBe(false);
      }
    }
  });
});
