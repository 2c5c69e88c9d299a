import { describe, expect, it } from 'vitest';
import { applyAction, replay, startGame, stateHash, type GameState } from '../../engine/game.ts';
import { rngFromSeed, SeededDice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import { redsVersusReds as rvr } from './index.ts';
import type { RvrState } from './state.ts';
import { CHARACTERISTICS } from './tables/tables.ts';
import { deepFreeze, komuchVillage, komuchVillageClose } from './test-fixtures.ts';
import type { RvrAction } from './actions.ts';
import type { Scenario } from '../../scenario/schema.ts';

/** Games of uniformly random choices the property suite plays, each checked after every step. */
export const PROPERTY_SEEDS = 1000;
/**
 * Most games are cut to two turns (both openings, seed by seed): every phase, the turn change and the first
 * morale tests, at a fifth of a whole game's cost.
 */
const SHORT_TURNS = 2;
/**
 * Seeds 16k and 16k + 1 (125 of the 1,000, one of each opening in every 16) play the scenario's whole length
 * instead, so routs, rallies, the last turn and the scenario's own victory conditions are reached too.
 */
const isLongGame = (seed: number): boolean => seed % 16 < 2;
/** Seeds per `it`, so the run reports progress; each batch holds its share of long games. */
const BATCH = 125;
const STEP_LIMIT = 5000;
const MOST_SHOTS = Math.max(...Object.values(CHARACTERISTICS).map((c) => c.shots));

/** Plain checks (not `expect`, which is slow in a loop this hot): throws what broke. */
function checkInvariants(where: string, state: RvrState, turnBefore: number, events: readonly GameEvent[], routedBefore: ReadonlySet<string>, shots: Map<string, string[]>): void {
  const fail = (why: string): never => { throw new Error(`${where}, turn ${state.turn}: ${why}`); };
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

interface Played { over: boolean; shooters: number; combats: number; routs: number; reachedLimit: boolean }

/** One game of uniformly random offered choices, the invariants checked after every step; throws what broke. */
function playRandomGame(scenario: Scenario, seed: number): Played {
  let game: GameState<RvrState> = startGame(rvr, scenario, seed).state;
  const picker = new SeededDice(rngFromSeed(seed * 7919 + 1));
  const shots = new Map<string, string[]>();
  const played: Played = { over: false, shooters: 0, combats: 0, routs: 0, reachedLimit: false };
  let steps = 0;
  while (!rvr.outcome(game.game) && steps < STEP_LIMIT) {
    const options = rvr.options(game.game);
    if (options.length === 0) throw new Error(`seed ${seed}: a decision with no options (${JSON.stringify(rvr.pending(game.game))})`);
    const choice = options[picker.d(options.length) - 1]!;
    const routed = new Set<string>();
    for (const u of game.game.units) if (u.status === 'routed') routed.add(u.id);
    const turnBefore = game.game.turn;
    const next = applyAction(rvr, game, choice.action);
    if (!next.ok) throw new Error(`seed ${seed}: offered "${choice.label}" was refused: ${next.error.reason}`);
    game = next.value.state;
    checkInvariants(`seed ${seed} step ${steps}`, game.game, turnBefore, next.value.events, routed, shots);
    for (const e of next.value.events) {
      if (e.kind === 'combat') played.combats++;
      else if (e.kind === 'rout') played.routs++;
    }
    if (game.game.turn > scenario.turnLimit + 1) throw new Error(`seed ${seed}: turn ${game.game.turn} is past the limit`);
    steps++;
  }
  played.over = rvr.outcome(game.game) !== null;
  played.reachedLimit = game.game.turn > scenario.turnLimit;
  played.shooters = shots.size;
  return played;
}

describe(`random legal play (property): ${PROPERTY_SEEDS} games, 1 in 8 the whole scenario, the rest ${SHORT_TURNS} turns`, () => {
  const openings = [komuchVillage(), komuchVillageClose()];
  const short = openings.map((s) => ({ ...s, turnLimit: SHORT_TURNS }));
  for (let from = 1; from <= PROPERTY_SEEDS; from += BATCH) {
    const to = Math.min(PROPERTY_SEEDS, from + BATCH - 1);
    it(`seeds ${from}-${to}: random choices keep every invariant after every step and end within the turn limit`, () => {
      let shooters = 0;
      let outcomes = 0;
      let combats = 0;
      let longRouts = 0;
      let longToTheEnd = 0;
      for (let seed = from; seed <= to; seed++) {
        const long = isLongGame(seed);
        const played = playRandomGame((long ? openings : short)[seed % 2]!, seed);
        if (played.over) outcomes++;
        shooters += played.shooters;
        combats += played.combats;
        if (long && played.routs > 0) longRouts++;
        if (long && played.reachedLimit) longToTheEnd++;
      }
      expect(outcomes).toBe(to - from + 1);
      // The properties are only worth something if the games actually shot and fought, and the long games
      // reached the late states: routs, and the last turn.
      expect(shooters).toBeGreaterThan(to - from + 1);
      expect(combats).toBeGreaterThan(0);
      expect(longRouts).toBeGreaterThan(0);
      expect(longToTheEnd).toBeGreaterThan(0);
    }, 300_000);
  }
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
