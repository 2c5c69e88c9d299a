import { describe, expect, it } from 'vitest';
import { applyAction, replay, startGame, stateHash, type GameState } from '../../engine/game.ts';
import { rngFromSeed, SeededDice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { refusedOptions } from '../../testing/options-are-legal.ts';
import { forwardComrades as fc } from './index.ts';
import { type FcState, findUnit } from './state.ts';
import type { FcAction } from './actions.ts';
import { armyLosses } from './morale/army-morale.ts';
import { armyMoraleBand } from './tables/tables-command.ts';
import { lipki } from './test-fixtures.ts';

/** Games of uniformly random offered choices, each checked after every step. */
export const PROPERTY_SEEDS = 1000;
/** Most games are cut to one turn: leadership, officers, all four phases, melee and army morale. */
const SHORT_TURNS = 1;
/** One seed in 32 plays the whole battle, so falling back, rallies, army morale and the last turn are reached too. */
const isLongGame = (seed: number): boolean => seed % 32 === 0;
const BATCH = 125;
const STEP_LIMIT = 4000;

/** Plain checks (not `expect`, slow in a loop this hot): throws what broke. */
function check(where: string, before: FcState, after: FcState, events: readonly GameEvent[]): void {
  const fail = (why: string): never => { throw new Error(`${where}, turn ${after.turn}: ${why}`); };
  for (const u of after.units) {
    for (const s of u.stands) if (s.figures <= 0) fail(`${u.id} has a stand with ${s.figures} figures`);
    if (u.status === 'active' && !u.stands.some((s) => s.weapon === null)) fail(`${u.id} is active with no stands of its own`);
    if (u.status !== 'active' && u.stands.length > 0) fail(`${u.id} is ${u.status} but still has stands`);
  }
  const turnAt = events.findIndex((e) => e.kind === 'turn');
  events.forEach((e, i) => {
    const was = e.unitId ? findUnit(before, e.unitId) : undefined;
    if (!was || (turnAt >= 0 && i > turnAt)) return;
    // "A unit must have Leadership to move in phase 3"; suppressed units "may not move in phase 3 or in phase 4".
    if (e.kind === 'move' && !was.leadership && !e.text.includes('leads them heroically')) fail(`${was.id} moved without a leadership point: ${e.text}`);
    if (e.kind === 'move' && was.suppressed) fail(`${was.id} was suppressed but moved: ${e.text}`);
    // "Units that are "falling back" and are attacked in melee are always considered to be "Attacked in flank/rear.""
    if (e.kind === 'combat' && e.targetUnitId && findUnit(before, e.targetUnitId)?.fallingBack && !e.roll?.target?.includes('attacked in flank/rear')) {
      fail(`${e.targetUnitId} was falling back but not taken as attacked in the flank: ${e.roll?.target}`);
    }
  });
  if (turnAt >= 0 && !after.outcome) armyMoraleTaken(where, after, events.slice(turnAt));
}

/** At the turn's end each side whose losses reached a new band tested (a Fanatic C-in-C waits for 50%). */
function armyMoraleTaken(where: string, after: FcState, sinceTurn: readonly GameEvent[]): void {
  // Units that fell back off the table in the new turn's rally tests were still on it when morale was taken.
  const gone = new Set(sinceTurn.filter((e) => e.kind === 'rout' && e.text.includes('off the table')).map((e) => e.unitId));
  const atTheEnd: FcState = { ...after, units: after.units.map((u) => (gone.has(u.id) ? { ...u, status: 'active' as const } : u)) };
  for (const side of ['red', 'white'] as const) {
    const band = armyMoraleBand(armyLosses(atTheEnd, side).percent);
    const chief = after.leaders.find((l) => l.side === side && l.commanderInChief);
    const waits = chief?.character === 'fanatic' && (chief.status === 'active' || chief.status === 'scratched') && (band?.lossPercent ?? 0) < 50;
    if (band && !waits && after.testedBand[side] < band.lossPercent) throw new Error(`${where}: ${side} lost ${band.lossPercent}% or more and took no army morale test`);
  }
}

interface Played { over: boolean; shots: number; melees: number; fallBacks: number; armyTests: number }

function playRandomGame(scenario: Scenario, seed: number): Played {
  let game: GameState<FcState> = startGame(fc, scenario, seed).state;
  const picker = new SeededDice(rngFromSeed(seed * 7919 + 1));
  const played: Played = { over: false, shots: 0, melees: 0, fallBacks: 0, armyTests: 0 };
  for (let steps = 0; !fc.outcome(game.game) && steps < STEP_LIMIT; steps++) {
    const options = fc.options(game.game);
    if (options.length === 0) throw new Error(`seed ${seed}: a decision with no options (${JSON.stringify(fc.pending(game.game))})`);
    const choice = options[picker.d(options.length) - 1]!;
    const next = applyAction(fc, game, choice.action);
    if (!next.ok) throw new Error(`seed ${seed}: offered "${choice.label}" was refused: ${next.error.reason}`);
    check(`seed ${seed} step ${steps}`, game.game, next.value.state.game, next.value.events);
    for (const e of next.value.events) {
      if (e.kind === 'shot') played.shots++;
      else if (e.kind === 'combat') played.melees++;
      else if (e.kind === 'rout') played.fallBacks++;
      if (e.roll?.table === 'army-morale') played.armyTests++;
    }
    game = next.value.state;
  }
  played.over = fc.outcome(game.game) !== null;
  return played;
}

describe(`random legal play (property): ${PROPERTY_SEEDS} games of the station at Lipki, 1 in 32 whole, the rest ${SHORT_TURNS} turn`, () => {
  const whole = lipki();
  const short = { ...whole, turnLimit: SHORT_TURNS };
  let meleesInAll = 0, fallBacksInAll = 0, armyTestsInAll = 0;
  for (let from = 1; from <= PROPERTY_SEEDS; from += BATCH) {
    const to = Math.min(PROPERTY_SEEDS, from + BATCH - 1);
    it(`seeds ${from}-${to}: every offered choice is accepted and every invariant holds after every step`, () => {
      let over = 0, shots = 0;
      for (let seed = from; seed <= to; seed++) {
        const played = playRandomGame(isLongGame(seed) ? whole : short, seed);
        if (played.over) over++;
        shots += played.shots;
        meleesInAll += played.melees;
        fallBacksInAll += played.fallBacks;
        armyTestsInAll += played.armyTests;
      }
      expect(over).toBe(to - from + 1);
      expect(shots).toBeGreaterThan(to - from + 1);
    }, 600_000);
  }
  it('the whole run reached melee, falling back and army morale', () => {
    expect(meleesInAll).toBeGreaterThan(0);
    expect(fallBacksInAll).toBeGreaterThan(0);
    expect(armyTestsInAll).toBeGreaterThan(0);
  });
});

describe('options are legal and replay is exact', () => {
  it('every option offered is accepted by the step, at every decision of a few random games', () => {
    expect(refusedOptions(fc, () => lipki(), { games: 3, steps: 60 })).toEqual([]);
  }, 300_000);

  it('replaying the log gives the same state hash', () => {
    const scenario = { ...lipki(), turnLimit: 2 };
    let game = startGame(fc, scenario, 11).state;
    const picker = new SeededDice(rngFromSeed(11));
    const actions: FcAction[] = [];
    while (!fc.outcome(game.game)) {
      const options = fc.options(game.game);
      const choice = options[picker.d(options.length) - 1]!;
      actions.push(choice.action);
      const next = applyAction(fc, game, choice.action);
      if (!next.ok) throw new Error(next.error.reason);
      game = next.value.state;
    }
    const again = replay(fc, { scenario, seed: 11, actions: JSON.parse(JSON.stringify(actions)) as FcAction[] }, { keepEvents: false });
    expect(again.ok && again.value.hash).toBe(stateHash(game));
  }, 120_000);
});
