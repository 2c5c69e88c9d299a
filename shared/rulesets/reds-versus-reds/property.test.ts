import { describe, expect, it } from 'vitest';
import { applyAction, replay, startGame, stateHash, type GameState } from '../../engine/game.ts';
import { rngFromSeed, SeededDice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import { redsVersusReds as rvr } from './index.ts';
import type { RvrState } from './state.ts';
import { CHARACTERISTICS } from './tables.ts';
import { deepFreeze, komuchVillage, komuchVillageClose } from './test-fixtures.ts';
import type { RvrAction } from './actions.ts';

/** Games played by picking uniformly among the offered choices. More seeds: raise this (the bench plays full games). */
export const PROPERTY_SEEDS = 200;
/** Turns a property game lasts: kept short so the suite stays quick; half the games start at close quarters. */
const PROPERTY_TURNS = 3;
const STEP_LIMIT = 5000;
const MOST_SHOTS = Math.max(...Object.values(CHARACTERISTICS).map((c) => c.shots));

/** Plain checks (not `expect`, which is slow in a loop this hot): throws what broke. */
function checkInvariants(state: RvrState, turnBefore: number, events: readonly GameEvent[], routedBefore: ReadonlySet<string>, shots: Map<string, string[]>): void {
  const fail = (why: string): never => { throw new Error(`turn ${state.turn}: ${why}`); };
  const { width, height } = state.scenario.table;
  for (const unit of state.units) {
    if (unit.figures.length < 0 || unit.casualties < 0) fail(`${unit.id} has negative figures or casualties`);
    if (unit.status !== 'active' && unit.figures.length > 0) fail(`${unit.id} is ${unit.status} but still has figures`);
    for (const f of unit.figures) {
      if (!(f.x >= 0 && f.x <= width && f.y >= 0 && f.y <= height)) fail(`${f.id} at (${f.x}, ${f.y}) is off the table`);
    }
  }
  for (const e of events) {
    if ((e.kind === 'move' || e.kind === 'shot' || e.kind === 'hold' || e.kind === 'rally') && e.unitId && routedBefore.has(e.unitId)) {
      fail(`${e.kind} by ${e.unitId}, which had routed`);
    }
    if (e.kind === 'shot' && e.at) {
      // A figure does not move during shooting, so its place identifies it: it fires once a turn, one shot a target.
      const key = `${turnBefore}:${e.at[0]!.x},${e.at[0]!.y}`;
      const targets = shots.get(key) ?? [];
      const target = `${e.at[1]!.x},${e.at[1]!.y}`;
      if (targets.includes(target)) fail(`two shots from ${key} at one figure`);
      targets.push(target);
      shots.set(key, targets);
      if (targets.length > MOST_SHOTS) fail(`more than ${MOST_SHOTS} shots from ${key}`);
    }
  }
}

describe('random legal play (property)', () => {
  const scenarios = [{ ...komuchVillage(), turnLimit: PROPERTY_TURNS }, { ...komuchVillageClose(), turnLimit: PROPERTY_TURNS }];
  it(`${PROPERTY_SEEDS} games of uniformly random choices keep every invariant and end within the turn limit`, () => {
    let shooters = 0;
    let outcomes = 0;
    let combats = 0;
    for (let seed = 1; seed <= PROPERTY_SEEDS; seed++) {
      let game: GameState<RvrState> = startGame(rvr, scenarios[seed % 2]!, seed).state;
      const picker = new SeededDice(rngFromSeed(seed * 7919 + 1));
      const shots = new Map<string, string[]>();
      let steps = 0;
      while (!rvr.outcome(game.game) && steps < STEP_LIMIT) {
        const options = rvr.options(game.game);
        if (options.length === 0) throw new Error(`seed ${seed}: a decision with no options (${JSON.stringify(rvr.pending(game.game))})`);
        const choice = options[picker.d(options.length) - 1]!;
        const routed = new Set(game.game.units.filter((u) => u.status === 'routed').map((u) => u.id));
        const turnBefore = game.game.turn;
        const next = applyAction(rvr, game, choice.action);
        if (!next.ok) throw new Error(`seed ${seed}: offered "${choice.label}" was refused: ${next.error.reason}`);
        game = next.value.state;
        checkInvariants(game.game, turnBefore, next.value.events, routed, shots);
        combats += next.value.events.filter((e) => e.kind === 'combat').length;
        if (game.game.turn > PROPERTY_TURNS + 1) throw new Error(`seed ${seed}: turn ${game.game.turn} is past the limit`);
        steps++;
      }
      if (rvr.outcome(game.game)) outcomes++;
      shooters += shots.size;
    }
    expect(outcomes).toBe(PROPERTY_SEEDS);
    // The properties are only worth something if the games actually shot and fought.
    expect(shooters).toBeGreaterThan(PROPERTY_SEEDS);
    expect(combats).toBeGreaterThan(0);
  }, 300_000);
});

describe('purity and replay', () => {
  const scenario = { ...komuchVillageClose(), turnLimit: 2 };
  it('step never changes the state it is given, in any phase (every state deep-frozen before the next step)', () => {
    for (const seed of [3, 4]) {
      let game = startGame(rvr, scenario, seed).state;
      const picker = new SeededDice(rngFromSeed(seed));
      const kinds = new Set<string>();
      while (!rvr.outcome(game.game)) {
        deepFreeze(game);
        const options = rvr.options(game.game);
        const choice = options[picker.d(options.length) - 1]!;
        kinds.add(choice.action.type);
        const next = applyAction(rvr, game, choice.action);
        if (!next.ok) throw new Error(next.error.reason);
        game = next.value.state;
      }
      expect([...kinds]).toEqual(expect.arrayContaining(['activate', 'place', 'fire']));
    }
  });

  it('replaying the log gives the same state hash', () => {
    let game = startGame(rvr, scenario, 11).state;
    const picker = new SeededDice(rngFromSeed(11));
    const actions: RvrAction[] = [];
    while (!rvr.outcome(game.game)) {
      const options = rvr.options(game.game);
      const choice = options[picker.d(options.length) - 1]!;
      actions.push(choice.action);
      const next = applyAction(rvr, game, choice.action);
      if (!next.ok) throw new Error(next.error.reason);
      game = next.value.state;
    }
    const again = replay(rvr, { scenario, seed: 11, actions: JSON.parse(JSON.stringify(actions)) as RvrAction[] }, { keepEvents: false });
    expect(again.ok && again.value.hash).toBe(stateHash(game));
  });
});
