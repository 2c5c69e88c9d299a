import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events.ts';
import { playRandomGame, playSeeds, replayedHashes, seedBatches } from '../../testing/random-play.ts';
import { redsVersusReds as rvr } from './index.ts';
import type { RvrState } from './state.ts';
import { CHARACTERISTICS } from './tables/tables.ts';
import { deepFreeze, komuchVillage, komuchVillageClose } from './test-fixtures.ts';
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

/** One game of uniformly random offered choices, the invariants checked after every step; throws what broke. */
function playRandomly(scenario: Scenario, seed: number, long: boolean) {
  const shots = new Map<string, string[]>();
  const played = playRandomGame(rvr, scenario, seed, {
    stepLimit: STEP_LIMIT,
    count: { combats: (e) => e.kind === 'combat', routs: (e) => e.kind === 'rout' },
    afterStep: ({ where, before, after, events }) => {
      const routed = new Set<string>();
      for (const u of before.units) if (u.status === 'routed') routed.add(u.id);
      checkInvariants(where, after, before.turn, events, routed, shots);
      if (after.turn > scenario.turnLimit + 1) throw new Error(`seed ${seed}: turn ${after.turn} is past the limit`);
    },
  });
  const reachedLimit = played.game.game.turn > scenario.turnLimit;
  return {
    over: played.over,
    counts: { shooters: shots.size, combats: played.counts.combats, longRouts: long && played.counts.routs > 0 ? 1 : 0, longToTheEnd: long && reachedLimit ? 1 : 0 },
  };
}

describe(`random legal play (property): ${PROPERTY_SEEDS} games, 1 in 8 the whole scenario, the rest ${SHORT_TURNS} turns`, () => {
  const openings = [komuchVillage(), komuchVillageClose()];
  const short = openings.map((s) => ({ ...s, turnLimit: SHORT_TURNS }));
  for (const { from, to } of seedBatches(PROPERTY_SEEDS, BATCH)) {
    it(`seeds ${from}-${to}: random choices keep every invariant after every step and end within the turn limit`, () => {
      const run = playSeeds(from, to, (seed) => {
        const long = isLongGame(seed);
        return playRandomly((long ? openings : short)[seed % 2]!, seed, long);
      });
      expect(run.over).toBe(run.games);
      // The properties are only worth something if the games actually shot and fought, and the long games
      // reached the late states: routs, and the last turn.
      expect(run.counts.shooters).toBeGreaterThan(run.games);
      expect(run.counts.combats).toBeGreaterThan(0);
      expect(run.counts.longRouts).toBeGreaterThan(0);
      expect(run.counts.longToTheEnd).toBeGreaterThan(0);
    }, 300_000);
  }
});

describe('purity and replay', () => {
  const scenario = { ...komuchVillageClose(), turnLimit: 2 };
  it('step never changes the state it is given, in any phase (every state deep-frozen before the next step)', () => {
    for (const seed of [3, 4]) {
      const { actions } = playRandomGame(rvr, scenario, seed, { pickerSeed: seed, beforeStep: deepFreeze });
      expect([...new Set(actions.map((a) => a.type))]).toEqual(expect.arrayContaining(['activate', 'place', 'fire']));
    }
  });

  it('replaying the log gives the same state hash', () => {
    const { played, replayed } = replayedHashes(rvr, scenario, 11);
    expect(replayed).toBe(played);
  });
});
