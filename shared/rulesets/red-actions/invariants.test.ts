import { describe, expect, it } from 'vitest';
import { startGame } from '../../engine/game.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { playRandomGame, playSeeds, seedBatches } from '../../testing/random-play.ts';
import { redActionsRuleset as R } from './index.ts';
import { choicesForUnit } from './choices/choices.ts';
import { fixtureScenario } from './test-fixture.ts';
import { cardOf } from './troops/troops.ts';
import { offRail, railsOf } from './vehicles/rails.ts';
import type { RaState } from './state.ts';

/** How many seeded random games the invariant test plays, each checked after every step. */
export const INVARIANT_SEEDS = 1000;
/**
 * Most games are cut to two turns: officers and entry, a full turn of segments and responses, the turn change and
 * the first routs and withdrawals, at about two thirds of a whole game's cost.
 */
const SHORT_TURNS = 2;
/** Every fifth seed (200 of the 1,000) plays the raid's whole four turns, so the later turns and its last one are reached. */
const isLongGame = (seed: number): boolean => seed % 5 === 0;
/** Seeds per `it`, so the run reports progress; each batch holds its share of long games. */
const BATCH = 50;
const STEP_LIMIT = 1500;

/** A compact raid with every kind of thing in it: train with troops aboard, armoured car, tachankas, cavalry, guns, an ambush, officers. */
function skirmish(): Scenario {
  const rail = { id: 'rail', kind: 'line' as const, type: 'railway' as const, points: [{ x: 0, y: 26 }, { x: 48, y: 26 }] };
  const wood = { id: 'wood', kind: 'area' as const, type: 'woods' as const, polygon: [{ x: 4, y: 14 }, { x: 14, y: 14 }, { x: 14, y: 22 }, { x: 4, y: 22 }] };
  const town = { id: 'town', kind: 'area' as const, type: 'built-up' as const, polygon: [{ x: 20, y: 28 }, { x: 30, y: 28 }, { x: 30, y: 34 }, { x: 20, y: 34 }] };
  const house = { id: 'house', kind: 'building' as const, type: 'stone' as const, x: 25, y: 31, width: 3, depth: 2 };
  const hedge = { id: 'hedge', kind: 'line' as const, type: 'hedge' as const, points: [{ x: 16, y: 18 }, { x: 26, y: 18 }] };
  const car = (id: string, type: string, x: number, facing = 270) => ({ id, type, at: [x, 26] as [number, number], facing, officer: null, extra: { tags: ['train-a'] } });
  return fixtureScenario([
    { id: 'r-inf', type: 'red-regulars', at: [24, 4], bases: 4 },
    { id: 'r-mob', type: 'red-conscripts', at: [34, 4], bases: 4, officer: 'commissar' },
    { id: 'r-cav', type: 'red-cavalry', at: [10, 4], bases: 3, officer: 'clever' },
    { id: 'r-tach', type: 'red-tachanka', at: [16, 3], bases: 2, officer: null },
    { id: 'r-car', type: 'red-armoured-car', at: [28, 2], officer: null },
    { id: 'r-gun', type: 'red-field-gun', at: [40, 2], officer: null },
    { id: 'r-hgun', type: 'red-horse-gun', at: [6, 2], officer: null },
    { id: 'r-boss', type: 'red-senior-officer', at: [20, 2], officer: null, extra: { officers: [{ id: 'r-boss.o', rank: 'commander' }] } },
  ], [
    { id: 'w-vol', type: 'white-volunteers', at: [25, 30], bases: 3, facing: 180 },
    { id: 'w-kos', type: 'white-platoons', at: [12, 18], bases: 2, facing: 90, extra: { hidden: true } },
    { id: 'w-mg', type: 'white-mg', at: [34, 24], bases: 1, facing: 180 },
    car('w-eng', 'white-train-engine', 40), car('w-tur', 'white-train-turret', 36.3), car('w-mgc', 'white-train-mg', 43.7, 180),
    car('w-wag', 'white-train-car', 32.6), { id: 'w-rid', type: 'white-platoons', at: [32.6, 26], bases: 2, facing: 180, extra: { tags: ['aboard-w-wag'] } },
    { id: 'w-col', type: 'white-senior-officer', at: [25, 38], facing: 180, officer: null, extra: { officers: [{ id: 'w-col.o', rank: 'senior' }] } },
  ], {
    table: { width: 48, height: 40 }, turnLimit: 4, terrain: [rail, wood, town, house, hedge],
    ruleset: { id: 'red-actions', options: {} },
    victory: [{ type: 'clear-area', winner: 'red', areaId: 'town' }, { type: 'turn-limit', winner: 'white' }],
  });
}

/** The text's definition, written out again independently of the rule set's own function. */
function textEffectiveBases(bases: number, markers: number): number {
  if (markers > bases) return 0;
  return markers === bases ? 0.5 : bases - markers;
}

function checkState(s: RaState, problems: string[]): void {
  const { width, height } = s.scenario.table;
  for (const u of s.units) {
    if (u.terror < 0 || u.humiliated < 0) problems.push(`${u.id}: negative markers`);
    if (u.bases.length > cardOf(u.type).bases.max + 8) problems.push(`${u.id}: too many bases`);
    const onTable = u.status === 'active' || u.status === 'routing';
    if (!onTable) continue;
    if (u.bases.length === 0) problems.push(`${u.id}: on the table without bases`);
    if (u.status === 'active' && u.terror + u.humiliated > u.bases.length) problems.push(`${u.id}: steady with more markers than bases`);
    if (u.status === 'active' && textEffectiveBases(u.bases.length, u.terror + u.humiliated) <= 0) problems.push(`${u.id}: steady with no effective bases`);
    for (const b of u.bases) if (b.x < -1e-6 || b.y < -1e-6 || b.x > width + 1e-6 || b.y > height + 1e-6) problems.push(`${u.id}: off the table at ${b.x},${b.y}`);
  }
  for (const t of s.trains) {
    const rail = railsOf(s.scenario).get(t.railwayId)!;
    for (const id of t.carIds) for (const b of s.units.find((u) => u.id === id)!.bases) if (offRail(rail, b) > 0.01) problems.push(`${id}: off its rails`);
  }
  if (s.turn > s.scenario.turnLimit + 1) problems.push(`turn ${s.turn} is past the limit`);
}

const VOLUNTARY = new Set(['move', 'shoot', 'shoot-building', 'embark', 'disembark', 'recover-weapons', 'charge', 'hold', 'enter', 'rally-terror', 'divide', 'combine', 'hide', 'possess', 'mount', 'dismount', 'limber', 'unlimber', 'cross-wire', 'dig', 'set-fire', 'fight-fire', 'train', 'eliminate-prisoners', 'scout', 'repair', 'attach', 'detach', 'order-out']);

/** One game of random choices, the invariants checked at the start and after every step: throws what broke. */
function play(scenario: Scenario, seed: number, long: boolean) {
  const problems: string[] = [];
  const holds = (where: string): void => { if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}`); };
  checkState(startGame(R, scenario, seed).state.game, problems);
  holds(`seed ${seed} at the start`);
  let routed = false;
  let withdrew = false;
  const { game, steps, over } = playRandomGame(R, scenario, seed, {
    stepLimit: STEP_LIMIT,
    // An activation picks one of the units that may act, then one of its choices.
    choices: (s, pick) => {
      const pending = R.pending(s);
      if (!pending) throw new Error(`seed ${seed}: no decision pending in an unfinished game`);
      return pending.kind === 'activate' ? choicesForUnit(s, pending.unitIds[pick.d(pending.unitIds.length) - 1]!) : R.options(s);
    },
    afterStep: ({ where, before, after, action }) => {
      const a = action as { type: string; unitId?: string };
      const actor = a.unitId ? before.units.find((u) => u.id === a.unitId) : undefined;
      if (actor?.status === 'routing' && VOLUNTARY.has(a.type)) problems.push(`routing ${actor.id} acts voluntarily (${a.type})`);
      checkState(after, problems);
      holds(where);
      for (const u of after.units) {
        if (u.status === 'routing') routed = true;
        else if (u.status === 'withdrawn') withdrew = true;
      }
    },
  });
  if (!over) throw new Error(`seed ${seed}: not over after ${steps} steps`);
  const turn = game.game.turn;
  return {
    over,
    counts: { routed: routed ? 1 : 0, withdrew: withdrew ? 1 : 0, toTheLimit: turn > scenario.turnLimit ? 1 : 0, longPastShort: long && turn > SHORT_TURNS ? 1 : 0 },
  };
}

describe(`invariants over ${INVARIANT_SEEDS} seeded random games, 1 in 5 the whole raid, the rest ${SHORT_TURNS} turns`, () => {
  const whole = skirmish();
  const short = { ...whole, turnLimit: SHORT_TURNS };
  it('uses scenarios the rule set accepts', () => {
    for (const scenario of [whole, short]) expect(R.checkScenario(scenario).filter((p) => p.severity === 'error')).toEqual([]);
  });
  for (const { from, to } of seedBatches(INVARIANT_SEEDS, BATCH)) {
    it(`seeds ${from}-${to}: markers, bases, rails, table edges, routers and the turn limit hold after every step`, () => {
      const run = playSeeds(from, to, (seed) => {
        const long = isLongGame(seed);
        return play(long ? whole : short, seed, long);
      });
      expect(run.over).toBe(run.games);
      // The checks only bite if the games get that far: units rout and withdraw, games run to their last turn,
      // and long games play on past the turn where the short ones stop.
      expect(run.counts.routed).toBeGreaterThan(0);
      expect(run.counts.withdrew).toBeGreaterThan(0);
      expect(run.counts.toTheLimit).toBeGreaterThan(0);
      expect(run.counts.longPastShort).toBeGreaterThan(0);
    }, 120_000);
  }
});
