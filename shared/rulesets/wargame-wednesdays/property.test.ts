import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { playRandomGame, playSeeds, replayedHashes, seedBatches } from '../../testing/random-play.ts';
import { wargameWednesdays as ww } from './index.ts';
import type { WwState } from './state.ts';
import { STAND_CAPACITY, isVehicle } from './tables.ts';
import { kindOf, onTable } from './state.ts';
import { standOnUnit } from './ground/stands.ts';
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
  // No stand stands on another unit's, as the rectangles they are (README: "Measuring").
  const standing = after.units.filter(onTable);
  for (let i = 0; i < standing.length; i++) {
    for (let j = i + 1; j < standing.length; j++) {
      const a = standing[i]!, b = standing[j]!;
      if (a.stands.some((s) => standOnUnit(a, s, b))) fail(`${a.id} stands on ${b.id}`);
    }
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

/** What the whole run must reach: fire, charges, hand to hand and routs. */
const COUNTED = {
  shots: (e: GameEvent) => e.kind === 'shot',
  charges: (e: GameEvent) => e.roll?.table === 'charge',
  melees: (e: GameEvent) => e.kind === 'combat',
  routs: (e: GameEvent) => e.kind === 'rout',
};

function playRandomly(scenario: Scenario, seed: number) {
  const seen: Seen = { fired: new Map() };
  return playRandomGame(ww, scenario, seed, {
    stepLimit: STEP_LIMIT, count: COUNTED, afterStep: (s) => check(s.where, s.before, s.after, s.events, seen),
  });
}

describe(`random legal play (property): ${PROPERTY_SEEDS} games of the Kamenka crossroads, 1 in 16 whole, the rest ${SHORT_TURNS} turn`, () => {
  const whole = kamenka();
  const short = { ...whole, turnLimit: SHORT_TURNS };
  // Hand to hand and routs are rare in random play; the whole run must reach them, each batch at least charges.
  let meleesInAll = 0;
  let routsInAll = 0;
  for (const { from, to } of seedBatches(PROPERTY_SEEDS, BATCH)) {
    it(`seeds ${from}-${to}: every offered choice is accepted and every invariant holds after every step`, () => {
      const run = playSeeds(from, to, (seed) => playRandomly(isLongGame(seed) ? whole : short, seed));
      meleesInAll += run.counts.melees;
      routsInAll += run.counts.routs;
      expect(run.over).toBe(run.games);
      // Worth something only if the games fired, fought and routed.
      expect(run.counts.shots).toBeGreaterThan(run.games);
      expect(run.counts.charges).toBeGreaterThan(0);
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
    const { played, replayed } = replayedHashes(ww, scenario, 11);
    expect(replayed).toBe(played);
  });
});
