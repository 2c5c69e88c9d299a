import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events.ts';
import type { Scenario } from '../../scenario/schema.ts';
import { refusedOptions } from '../../testing/options-are-legal.ts';
import { playRandomGame, playSeeds, replayedHashes, seedBatches } from '../../testing/random-play.ts';
import { forwardComrades as fc } from './index.ts';
import { type FcState, findUnit } from './state.ts';
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

/** What the whole run must reach: fire, melee, falling back and army morale. */
const COUNTED = {
  shots: (e: GameEvent) => e.kind === 'shot',
  melees: (e: GameEvent) => e.kind === 'combat',
  fallBacks: (e: GameEvent) => e.kind === 'rout',
  armyTests: (e: GameEvent) => e.roll?.table === 'army-morale',
};

const playRandomly = (scenario: Scenario, seed: number) =>
  playRandomGame(fc, scenario, seed, { stepLimit: STEP_LIMIT, count: COUNTED, afterStep: (s) => check(s.where, s.before, s.after, s.events) });

describe(`random legal play (property): ${PROPERTY_SEEDS} games of the station at Lipki, 1 in 32 whole, the rest ${SHORT_TURNS} turn`, () => {
  const whole = lipki();
  const short = { ...whole, turnLimit: SHORT_TURNS };
  let meleesInAll = 0, fallBacksInAll = 0, armyTestsInAll = 0;
  for (const { from, to } of seedBatches(PROPERTY_SEEDS, BATCH)) {
    it(`seeds ${from}-${to}: every offered choice is accepted and every invariant holds after every step`, () => {
      const run = playSeeds(from, to, (seed) => playRandomly(isLongGame(seed) ? whole : short, seed));
      meleesInAll += run.counts.melees;
      fallBacksInAll += run.counts.fallBacks;
      armyTestsInAll += run.counts.armyTests;
      expect(run.over).toBe(run.games);
      expect(run.counts.shots).toBeGreaterThan(run.games);
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
    const { played, replayed } = replayedHashes(fc, { ...lipki(), turnLimit: 2 }, 11);
    expect(replayed).toBe(played);
  }, 120_000);
});
