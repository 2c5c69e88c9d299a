import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { terrainIndexFor } from '../../engine/terrain-cache.ts';
import { playRandomGame, playSeeds, replayedHashes, seedBatches } from '../../testing/random-play.ts';
import { tenRoundsRapid as trr } from './index.ts';
import { type TrrState, centreOf, kindOf, onTable, troopOf } from './state.ts';
import { vehicleWeapons } from './troops.ts';
import { isOut } from './fire/armour/damage.ts';
import type { TrrAction } from './actions.ts';
import { hitsToDestroy } from './combat/casualties.ts';
import { along, railways, ON_RAILS } from './movement/rails.ts';
import { tsaritsyn } from './test-fixtures.ts';
import { lorryRoad } from './transport/transport-fixture.ts';

/** Games of uniformly random offered choices, each checked after every step. */
export const PROPERTY_SEEDS = 1000;
const SHORT_MOVES = 2;
/** One seed in 16 plays the whole scenario, so routs, surrenders and the last move are reached too. */
const isLongGame = (seed: number): boolean => seed % 16 === 0;
const BATCH = 125;
const STEP_LIMIT = 4000;

/** Plain checks (not `expect`, slow in a loop this hot): throws what broke. */
function check(where: string, before: TrrState, after: TrrState, action: TrrAction, events: readonly GameEvent[]): void {
  const fail = (why: string): never => { throw new Error(`${where}, move ${after.turn}: ${why}`); };
  const index = terrainIndexFor(after.scenario);
  const rails = railways(index);
  for (const u of after.units) {
    if (u.figures < 0) fail(`${u.id} has ${u.figures} figures`);
    const capacity = hitsToDestroy(u);
    if (u.hits < 0 || (capacity !== undefined && u.hits > capacity)) fail(`${u.id} has ${u.hits} hits, past destruction at ${capacity}`);
    if (u.vehicle && isOut(u.vehicle) && u.status !== 'destroyed') fail(`${u.id} is out of action but still ${u.status}`);
    if (u.vehicle && u.weaponsLost > vehicleWeapons(troopOf(u)).length) fail(`${u.id} has lost ${u.weaponsLost} weapons of ${vehicleWeapons(troopOf(u)).length}`);
    if (kindOf(u) === 'train' && u.pieces.some((p) => !rails.some((line) => along(line, p).off <= ON_RAILS))) fail(`${u.id} left its rails`);
    // A carried unit rides on a transport on the table that knows it carries it, and nowhere else.
    if (u.status === 'aboard') {
      const t = after.units.find((x) => x.id === u.aboard);
      if (!t || t.carry?.passenger !== u.id || !onTable(t)) fail(`${u.id} is aboard ${u.aboard}, which does not carry it on the table`);
      const a = centreOf(u), b = centreOf(t!);
      if (Math.abs(a.x - b.x) > 1e-9 || Math.abs(a.y - b.y) > 1e-9) fail(`${u.id} is aboard ${t!.id} but stands elsewhere`);
    }
    if (u.carry?.passenger && after.units.find((x) => x.id === u.carry!.passenger)?.status !== 'aboard') fail(`${u.id} carries ${u.carry.passenger}, which is not aboard`);
  }
  const was = action.type === 'air' ? null : before.units.find((u) => u.id === action.unitId)!;
  // A carried unit never acts: it is neither activated nor offered a choice while aboard.
  if (was && was.status === 'aboard') fail(`${was.id} acted (${action.type}) while carried`);
  if (was && action.type === 'move' && !(was.band === 'any' || was.band === 'advance' || was.band === 'hesitant')) fail(`${was.id} moved on a band of ${was.band}`);
  for (const e of events) {
    // Vehicle effects never land on a vehicle already out of action.
    if (e.kind === 'vehicle' && e.unitId && before.units.find((u) => u.id === e.unitId)!.status === 'destroyed') fail(`${e.unitId} was hit past its destruction: ${e.text}`);
    if (e.kind !== 'shot' || !e.unitId) continue;
    const shooter = before.units.find((u) => u.id === e.unitId)!;
    if (shooter.status === 'routing' || shooter.status === 'gone' || shooter.status === 'aboard') fail(`${shooter.id} was ${shooter.status} but fired: ${e.text}`);
    if (shooter.band === 'rout' || shooter.band === null) fail(`${shooter.id} fired on a band of ${shooter.band}`);
    // "Firepower is halved": every fire factor a halted unit computes shows the halving (a miss or a strike at armour has none).
    if (shooter.status === 'halted' && /basic factor/.test(e.text) && !/halved \(retiring/.test(e.text)) fail(`${shooter.id} fired from a halt at full strength: ${e.text}`);
  }
}

/** What the runs must reach: fire, moves and routs; transports loading, unloading and hit, woods burning, smoke thrown. */
const COUNTED = {
  shots: (e: GameEvent) => e.kind === 'shot',
  routs: (e: GameEvent) => e.kind === 'rout',
  moves: (e: GameEvent) => e.kind === 'move',
  loads: (e: GameEvent) => / get aboard /.test(e.text),
  unloads: (e: GameEvent) => / unload /.test(e.text),
  transportHits: (e: GameEvent) => /\(soft transport\)/.test(e.text),
  fires: (e: GameEvent) => /^The flame sets the .* alight$/.test(e.text),
  smoke: (e: GameEvent) => / throw smoke grenades: /.test(e.text),
};

const playRandomly = (scenario: Scenario, seed: number) => playRandomGame(trr, scenario, seed, {
  stepLimit: STEP_LIMIT, count: COUNTED, afterStep: (s) => check(s.where, s.before, s.after, s.action, s.events),
});

describe(`random legal play (property): ${PROPERTY_SEEDS} games of the wire before Tsaritsyn, 1 in 16 whole, the rest ${SHORT_MOVES} moves`, () => {
  const whole = tsaritsyn();
  const short = { ...whole, turnLimit: SHORT_MOVES };
  let routsInAll = 0;
  for (const { from, to } of seedBatches(PROPERTY_SEEDS, BATCH)) {
    it(`seeds ${from}-${to}: every offered choice is accepted and every invariant holds after every step`, () => {
      const run = playSeeds(from, to, (seed) => playRandomly(isLongGame(seed) ? whole : short, seed));
      routsInAll += run.counts.routs;
      expect(run.over).toBe(run.games);
      // Worth something only if the games moved and fired.
      expect(run.counts.shots).toBeGreaterThan(run.games);
      expect(run.counts.moves).toBeGreaterThan(run.games);
    }, 600_000);
  }
  it('the whole run reached routs', () => {
    expect(routsInAll).toBeGreaterThan(0);
  });
});

/** Soft transport, smoke grenades and burning woods: fewer games, on a small table built for them. */
const TRANSPORT_SEEDS = 200;
describe(`random legal play (property): ${TRANSPORT_SEEDS} games on the lorry road, 1 in 16 whole, the rest ${SHORT_MOVES} moves`, () => {
  it('every offered choice is accepted, every invariant holds; transports load, unload and are fired at, smoke is thrown, woods burn', () => {
    const run = playSeeds(1, TRANSPORT_SEEDS, (seed) => playRandomly(lorryRoad(isLongGame(seed) ? 6 : SHORT_MOVES), seed));
    expect(run.over).toBe(TRANSPORT_SEEDS);
    expect(run.counts.loads).toBeGreaterThan(0);
    expect(run.counts.unloads).toBeGreaterThan(0);
    expect(run.counts.transportHits).toBeGreaterThan(0);
    expect(run.counts.fires).toBeGreaterThan(0);
    expect(run.counts.smoke).toBeGreaterThan(0);
  }, 600_000);
});

describe('purity and replay', () => {
  const scenario = { ...tsaritsyn(), turnLimit: 2 };
  it('replaying the log gives the same state hash', () => {
    const { played, replayed } = replayedHashes(trr, scenario, 11);
    expect(replayed).toBe(played);
  });
});
