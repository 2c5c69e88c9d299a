import { describe, expect, it } from 'vitest';
import { applyAction, replay, startGame, stateHash, type GameState } from '../../engine/game.ts';
import { rngFromSeed, SeededDice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { wargameWednesdays as ww } from './index.ts';
import type { WwState } from './state.ts';
import type { WwAction } from './actions.ts';
import { STAND_CAPACITY, isVehicle } from './tables.ts';
import { kindOf } from './state.ts';
import { kamenka } from './test-fixtures.ts';

/** Games of uniformly random offered choices, each checked after every step. */
export const PROPERTY_SEEDS = 1000;
/** Most games are cut to this many turns: set-up, initiative, movement, both fire steps, hand to hand and morale. */
const SHORT_TURNS = 1;
/** One seed in 16 plays the whole scenario, so charges, routs, recoveries, vehicle tests and the last turn are reached too. */
const isLongGame = (seed: number): boolean => seed % 16 === 0;
const BATCH = 125;
const STEP_LIMIT = 5000;

interface Seen { fired: Map<string, number> }

/** Plain checks (not `expect`, slow in a loop this hot): throws what broke. */
function check(where: string, before: WwState, after: WwState, events: readonly GameEvent[], seen: Seen): void {
  const fail = (why: string): never => { throw new Error(`${where}, turn ${after.turn}: ${why}`); };
  for (const u of after.units) {
    const kind = kindOf(u);
    for (const s of u.stands) {
      if (s.hits < 0) fail(`${u.id} has a stand with ${s.hits} hits`);
      if (isVehicle(kind) ? s.hits > STAND_CAPACITY[kind] : s.hits >= STAND_CAPACITY[kind]) fail(`${u.id} has a stand with ${s.hits} hits, past its capacity ${STAND_CAPACITY[kind]}`);
    }
    if ((u.status === 'active' || u.status === 'routing') && u.stands.length === 0) fail(`${u.id} is ${u.status} with no stands`);
  }
  for (const e of events) {
    if (!e.unitId) continue;
    const was = before.units.find((u) => u.id === e.unitId);
    if (e.kind === 'move' && before.frozen.includes(e.unitId) && before.turn === after.turn) fail(`${e.unitId} was pinned by doubles but moved: ${e.text}`);
    if (e.kind === 'move' && was?.status === 'routing') fail(`${e.unitId} was routing but moved with its command: ${e.text}`);
    if (e.kind === 'shot' && before.phase === 'fire') {
      const key = `${before.turn}/${e.unitId}`;
      const step = seen.fired.get(key);
      if (step !== undefined && step !== before.fireStep) fail(`${e.unitId} fired in both fire steps`);
      seen.fired.set(key, before.fireStep);
    }
  }
}

interface Played { over: boolean; shots: number; charges: number; melees: number; routs: number }

function playRandomGame(scenario: Scenario, seed: number): Played {
  let game: GameState<WwState> = startGame(ww, scenario, seed).state;
  const picker = new SeededDice(rngFromSeed(seed * 7919 + 1));
  const seen: Seen = { fired: new Map() };
  const played: Played = { over: false, shots: 0, charges: 0, melees: 0, routs: 0 };
  for (let steps = 0; !ww.outcome(game.game) && steps < STEP_LIMIT; steps++) {
    const options = ww.options(game.game);
    if (options.length === 0) throw new Error(`seed ${seed}: a decision with no options (${JSON.stringify(ww.pending(game.game))})`);
    const choice = options[picker.d(options.length) - 1]!;
    const next = applyAction(ww, game, choice.action);
    if (!next.ok) throw new Error(`seed ${seed}: offered "${choice.label}" was refused: ${next.error.reason}`);
    check(`seed ${seed} step ${steps}`, game.game, next.value.state.game, next.value.events, seen);
    for (const e of next.value.events) {
      if (e.roll?.table === 'charge') played.charges++;
      if (e.kind === 'shot') played.shots++;
      else if (e.kind === 'combat') played.melees++;
      else if (e.kind === 'rout') played.routs++;
    }
    game = next.value.state;
  }
  played.over = ww.outcome(game.game) !== null;
  return played;
}

describe(`random legal play (property): ${PROPERTY_SEEDS} games of the Kamenka crossroads, 1 in 16 whole, the rest ${SHORT_TURNS} turn`, () => {
  const whole = kamenka();
  const short = { ...whole, turnLimit: SHORT_TURNS };
  // Hand to hand and routs are rare in random play; the whole run must reach them, each batch at least charges.
  let meleesInAll = 0;
  let routsInAll = 0;
  for (let from = 1; from <= PROPERTY_SEEDS; from += BATCH) {
    const to = Math.min(PROPERTY_SEEDS, from + BATCH - 1);
    it(`seeds ${from}-${to}: every offered choice is accepted and every invariant holds after every step`, () => {
      let over = 0, shots = 0, charges = 0;
      for (let seed = from; seed <= to; seed++) {
        const long = isLongGame(seed);
        const played = playRandomGame(long ? whole : short, seed);
        if (played.over) over++;
        shots += played.shots;
        charges += played.charges;
        meleesInAll += played.melees;
        routsInAll += played.routs;
      }
      expect(over).toBe(to - from + 1);
      // Worth something only if the games fired, fought and routed.
      expect(shots).toBeGreaterThan(to - from + 1);
      expect(charges).toBeGreaterThan(0);
    }, 300_000);
  }
  it('the whole run reached hand to hand and routs', () => {
    expect(meleesInAll).toBeGreaterThan(0);
    expect(routsInAll).toBeGreaterThan(0);
  });
});

describe('purity and replay', () => {
  const scenario = { ...kamenka(), turnLimit: 2 };
  it('replaying the log gives the same state hash', () => {
    let game = startGame(ww, scenario, 11).state;
    const picker = new SeededDice(rngFromSeed(11));
    const actions: WwAction[] = [];
    while (!ww.outcome(game.game)) {
      const options = ww.options(game.game);
      const choice = options[picker.d(options.length) - 1]!;
      actions.push(choice.action);
      const next = applyAction(ww, game, choice.action);
      if (!next.ok) throw new Error(next.error.reason);
      game = next.value.state;
    }
    const again = replay(ww, { scenario, seed: 11, actions: JSON.parse(JSON.stringify(actions)) as WwAction[] }, { keepEvents: false });
    expect(again.ok && again.value.hash).toBe(stateHash(game));
  });
});
