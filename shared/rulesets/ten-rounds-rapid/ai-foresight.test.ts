import { describe, expect, it } from 'vitest';
import { playGame } from '../../ai/index.ts';
import { chooseAction } from '../../ai/commander.ts';
import { startGame, type GameState } from '../../engine/game.ts';
import { tenRoundsRapid } from './index.ts';
import { area, company, startedState, trrScenario, unitOf } from './test-fixtures.ts';
import { lorryRoad } from './transport/transport-fixture.ts';
import { board } from './transport/carrying.ts';
import { strengthOf } from './transport/passengers.ts';
import { optionsFor } from './options.ts';
import { type TrrState, shiftUnit } from './state.ts';
import { toInches } from './scale.ts';
import { RIDE_WORTH, SUPPLY_WORTH, LANE_WORTH, trrForesight } from './ai-foresight.ts';

/** A Red lorry with a company beside it on the south edge; one White company 80 cm north. */
const lorryState = () => startedState(trrScenario(
  [{ id: 'lorry', troopType: 'red-lorries', x: 20, y: 4 }, company('riders', 'red-rifles', 18, 3)],
  [company('w', 'white-rifles', 20, 4 + toInches(80))],
), 'red');

describe('the AI\'s foresight: "Transport vehicles represent enough of their prototypes to lift or tow their assigned passengers"', () => {
  it('passengers are worth more aboard far from the enemy, less within 40 cm, nothing on foot or between 40 and 60 cm', () => {
    const s = lorryState();
    const lorry = unitOf(s, 'lorry'), riders = unitOf(s, 'riders');
    expect(trrForesight(s, 'red')).toBe(0);
    board(s, riders, lorry);
    const figures = strengthOf(riders);
    expect(figures).toBeGreaterThan(0);
    expect(trrForesight(s, 'red')).toBe(RIDE_WORTH * figures);
    shiftUnit(lorry, 0, toInches(30));
    expect(trrForesight(s, 'red')).toBe(0);
    shiftUnit(lorry, 0, toInches(15));
    expect(trrForesight(s, 'red')).toBe(-RIDE_WORTH * figures);
  });

  it('unloading is listed before the moves only near the enemy, getting aboard only well away from it', () => {
    const s = lorryState();
    const lorry = unitOf(s, 'lorry'), riders = unitOf(s, 'riders');
    board(s, riders, lorry);
    Object.assign(s, { phase: 'act', activeUnit: 'lorry' });
    lorry.band = 'any';
    const types = () => optionsFor(s).map((c) => c.action.type);
    expect(types().indexOf('unload')).toBeGreaterThan(types().indexOf('move'));
    shiftUnit(lorry, 0, toInches(45));
    expect(types().indexOf('unload')).toBeLessThan(types().indexOf('move'));
  });

  it('in the lorry road, the AI no longer unloads a company only to take it aboard again', () => {
    for (const seed of [1, 2, 3, 4]) {
      // The foresight's own judgement, on the open table: under fog of war a company may get back aboard when the
      // enemy it imagined near the road is not there, which is a change of knowledge, not of the foresight.
      const played = playGame(tenRoundsRapid, lorryRoad(6), seed, { red: { kind: 'ai', difficulty: 'normal' }, white: { kind: 'ai', difficulty: 'normal' } }, { fog: false });
      const unloaded = new Set<string>();
      for (const a of played.log.actions) {
        if (a.type === 'unload') unloaded.add(a.unitId);
        // Before, a lorry that had unloaded took its passengers aboard again in most games (seeds 1-6: 47 such acts).
        if (a.type === 'embark') expect(unloaded.has(a.transportId)).toBe(false);
      }
    }
  }, 120_000);

  it('section 18 "Logistics": a unit out of supply counts against its side, one due next move half as much; none without the option', () => {
    const scenario = (logistics: boolean) => trrScenario([company('r', 'red-rifles', 10, 10)], [company('w', 'white-rifles', 10, 38)], [], { ruleset: { id: 'ten-rounds-rapid', options: { logistics } } });
    const s = startedState(scenario(true));
    const w = unitOf(s, 'w');
    w.supplyMoves = 2;
    expect(trrForesight(s, 'white')).toBe(-SUPPLY_WORTH / 2);
    w.unsupplied = true;
    expect(trrForesight(s, 'white')).toBe(-SUPPLY_WORTH);
    const off = startedState(scenario(false));
    Object.assign(unitOf(off, 'w'), { supplyMoves: 3, unsupplied: true });
    expect(trrForesight(off, 'white')).toBe(0);
  });

  it('section 18 "Mines can be cleared by troops on foot": a lane forward through a field counts for the side that cleared it', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 5)], [company('w', 'white-rifles', 10, 38)],
      [area('mf', 'fields', 0, 7, 60, 11)], { ruleset: { id: 'ten-rounds-rapid', options: { 'minefield.mf': 6 } } }));
    // A lane from y 5" to 9" (2" of it, 5.08 cm, inside the field), running north: away from the Reds' edge.
    s.cleared = [{ from: { x: 10, y: 5 }, to: { x: 10, y: 9 }, halfWidth: 1 }];
    expect(trrForesight(s, 'red')).toBeCloseTo(5.08 * LANE_WORTH);
    expect(trrForesight(s, 'white')).toBe(0);
  });

  it('the AI spends an activation on resupply when out of supply, and clears a lane through mines ahead', () => {
    const decide = (options: Record<string, string | number | boolean>, terrain: Parameters<typeof trrScenario>[2], set: (s: TrrState) => void) => {
      const scenario = trrScenario([company('a', 'red-rifles', 10, 5), company('b', 'red-rifles', 40, 5)], [company('w', 'white-rifles', 10, 38)], terrain, { ruleset: { id: 'ten-rounds-rapid', options } });
      const s = startedState(scenario, 'red');
      Object.assign(s, { phase: 'act', activeUnit: 'a' });
      unitOf(s, 'a').band = 'any';
      set(s);
      const game: GameState<TrrState> = { ...startGame(tenRoundsRapid, scenario, 5).state, game: s };
      return [1, 2, 3].map((seed) => chooseAction(tenRoundsRapid, game, scenario, 'red', { difficulty: 'normal', seed, explain: false }).action.type);
    };
    expect(decide({ logistics: true }, [], (s) => Object.assign(unitOf(s, 'a'), { unsupplied: true, supplyMoves: 3 }))).toEqual(['resupply', 'resupply', 'resupply']);
    expect(decide({ 'minefield.mf': 6 }, [area('mf', 'fields', 0, 7, 60, 11)], () => {})).toEqual(['clear-mines', 'clear-mines', 'clear-mines']);
  });
});
