import { describe, expect, it } from 'vitest';
import { applyAction, replay, startGame, stateHash, type GameState } from '../../engine/game.ts';
import { rngFromSeed, SeededDice } from '../../engine/dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { terrainIndexFor } from '../../engine/terrain-cache.ts';
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
    const capacity = hitsToDestroy(kindOf(u));
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

interface Played { over: boolean; shots: number; routs: number; moves: number; loads: number; unloads: number; transportHits: number; fires: number; smoke: number }

function playRandomGame(scenario: Scenario, seed: number): Played {
  let game: GameState<TrrState> = startGame(trr, scenario, seed).state;
  const picker = new SeededDice(rngFromSeed(seed * 7919 + 1));
  const played: Played = { over: false, shots: 0, routs: 0, moves: 0, loads: 0, unloads: 0, transportHits: 0, fires: 0, smoke: 0 };
  for (let steps = 0; !trr.outcome(game.game) && steps < STEP_LIMIT; steps++) {
    const options = trr.options(game.game);
    if (options.length === 0) throw new Error(`seed ${seed}: a decision with no options (${JSON.stringify(trr.pending(game.game))})`);
    const choice = options[picker.d(options.length) - 1]!;
    const next = applyAction(trr, game, choice.action);
    if (!next.ok) throw new Error(`seed ${seed}: offered "${choice.label}" was refused: ${next.error.reason}`);
    check(`seed ${seed} step ${steps}`, game.game, next.value.state.game, choice.action, next.value.events);
    for (const e of next.value.events) {
      if (e.kind === 'shot') played.shots++;
      else if (e.kind === 'rout') played.routs++;
      else if (e.kind === 'move') played.moves++;
      if (/ get aboard /.test(e.text)) played.loads++;
      if (/ unload /.test(e.text)) played.unloads++;
      if (/\(soft transport\)/.test(e.text)) played.transportHits++;
      if (/^The flame sets the .* alight$/.test(e.text)) played.fires++;
      if (/ throw smoke grenades: /.test(e.text)) played.smoke++;
    }
    game = next.value.state;
  }
  played.over = trr.outcome(game.game) !== null;
  return played;
}

describe(`random legal play (property): ${PROPERTY_SEEDS} games of the wire before Tsaritsyn, 1 in 16 whole, the rest ${SHORT_MOVES} moves`, () => {
  const whole = tsaritsyn();
  const short = { ...whole, turnLimit: SHORT_MOVES };
  let routsInAll = 0;
  for (let from = 1; from <= PROPERTY_SEEDS; from += BATCH) {
    const to = Math.min(PROPERTY_SEEDS, from + BATCH - 1);
    it(`seeds ${from}-${to}: every offered choice is accepted and every invariant holds after every step`, () => {
      let over = 0, shots = 0, moves = 0;
      for (let seed = from; seed <= to; seed++) {
        const played = playRandomGame(isLongGame(seed) ? whole : short, seed);
        if (played.over) over++;
        shots += played.shots;
        moves += played.moves;
        routsInAll += played.routs;
      }
      expect(over).toBe(to - from + 1);
      // Worth something only if the games moved and fired.
      expect(shots).toBeGreaterThan(to - from + 1);
      expect(moves).toBeGreaterThan(to - from + 1);
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
    let over = 0, loads = 0, unloads = 0, hits = 0, fires = 0, smoke = 0;
    for (let seed = 1; seed <= TRANSPORT_SEEDS; seed++) {
      const played = playRandomGame(lorryRoad(isLongGame(seed) ? 6 : SHORT_MOVES), seed);
      if (played.over) over++;
      loads += played.loads; unloads += played.unloads; hits += played.transportHits; fires += played.fires; smoke += played.smoke;
    }
    expect(over).toBe(TRANSPORT_SEEDS);
    expect(loads).toBeGreaterThan(0);
    expect(unloads).toBeGreaterThan(0);
    expect(hits).toBeGreaterThan(0);
    expect(fires).toBeGreaterThan(0);
    expect(smoke).toBeGreaterThan(0);
  }, 600_000);
});

describe('purity and replay', () => {
  const scenario = { ...tsaritsyn(), turnLimit: 2 };
  it('replaying the log gives the same state hash', () => {
    let game = startGame(trr, scenario, 11).state;
    const picker = new SeededDice(rngFromSeed(11));
    const actions: TrrAction[] = [];
    while (!trr.outcome(game.game)) {
      const options = trr.options(game.game);
      const choice = options[picker.d(options.length) - 1]!;
      actions.push(choice.action);
      const next = applyAction(trr, game, choice.action);
      if (!next.ok) throw new Error(next.error.reason);
      game = next.value.state;
    }
    const again = replay(trr, { scenario, seed: 11, actions: JSON.parse(JSON.stringify(actions)) as TrrAction[] }, { keepEvents: false });
    expect(again.ok && again.value.hash).toBe(stateHash(game));
  });
});
