import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import type { RaState } from '../state.ts';
import { possess, possessable } from '../terrain/engineering.ts';
import { computeOutcome, flightState, lostPoints } from '../scenario/outcome.ts';
import { unitView } from '../view/view.ts';

const rail = { id: 'rail', kind: 'line' as const, type: 'railway' as const, points: [{ x: 0, y: 30 }, { x: 72, y: 30 }] };
const car = (id: string, type: string, x: number): FixtureUnit => ({ id, type, at: [x, 30], facing: 90, officer: null, extra: { tags: ['train-a'] } });
/** Enough White infantry far away that losing the train alone does not pass the Whites' flight number. */
const whitePadding = [0, 1, 2, 3, 4].map((i): FixtureUnit => ({ id: `w-pad${i}`, type: 'white-volunteers', at: [8 + i * 8, 46], bases: 6, facing: 180 }));

/** A White train whose crew have abandoned it, Red riflemen beside its engine. */
function abandonedTrain(): RaState {
  const s = fixtureState(fixtureScenario(
    [{ id: 'r1', type: 'red-regulars', at: [30, 28], bases: 2 }, { id: 'r-far', type: 'red-regulars', at: [4, 2], bases: 6 }],
    [car('engine', 'white-train-engine', 30), car('mgcar', 'white-train-mg', 33.7), { id: 'w1', type: 'white-volunteers', at: [60, 20], bases: 2, facing: 180 }, ...whitePadding],
    { terrain: [rail], turnLimit: 6, victory: [{ type: 'turn-limit', winner: 'white' }] },
  ));
  const t = s.trains[0]!;
  Object.assign(t, { abandoned: true, fleeing: true, engineHits: 3 });
  for (const id of t.carIds) unit(s, id).vehicle!.abandoned = true;
  return s;
}

describe('Trains: "A unit which has its train captured and taken from the field automatically loses the game"', () => {
  it('troops within 3″ of an abandoned train\'s engine take possession; capture alone does not end the battle', () => {
    const s = abandonedTrain();
    expect(possessable(s, unit(s, 'r1'))).toContain('engine');
    const ctx = ctxOf(s, forcedDice([]));
    possess(ctx, unit(s, 'r1'), 'engine');
    expect(s.trains[0]!.captured).toBe(true);
    expect(ctx.events.map((e) => e.text).join(' ')).toContain('take it from the field');
    expect(computeOutcome(s, 'turn-end')).toBeNull();
    // Its cars count as captured among the Whites' losses.
    expect(flightState(s, 'white').lost).toBe(50 + 35);
    expect(unitView(s, unit(s, 'engine')).stats['Held by']).toBe('Reds');
  });

  it('held by the enemy as the battle ends, the train is taken from the field, and its owners lose', () => {
    const s = abandonedTrain();
    possess(ctxOf(s, forcedDice([])), unit(s, 'r1'), 'engine');
    s.turn = s.scenario.turnLimit + 1;
    // The scenario alone would give the Whites the game for holding out.
    expect(computeOutcome(s, 'turn-end')).toMatchObject({ winner: 'red', reason: expect.stringContaining('take it from the field') });
  });

  it('its owners may take it back while no captor stands within 3″ of the engine', () => {
    const s = abandonedTrain();
    const ctx = ctxOf(s, forcedDice([]));
    possess(ctx, unit(s, 'r1'), 'engine');
    unit(s, 'w1').bases = [{ x: 29.4, y: 32, facing: 180 }, { x: 30.6, y: 32, facing: 180 }];
    expect(possessable(s, unit(s, 'w1'))).not.toContain('engine');
    unit(s, 'r1').bases = [{ x: 20, y: 20, facing: 0 }, { x: 21.2, y: 20, facing: 0 }];
    expect(possessable(s, unit(s, 'w1'))).toContain('engine');
    possess(ctx, unit(s, 'w1'), 'engine');
    expect(s.trains[0]!.captured).toBe(false);
    s.turn = s.scenario.turnLimit + 1;
    expect(computeOutcome(s, 'turn-end')).toMatchObject({ winner: 'white' });
  });
});

describe('Tanks: "The capture of an intact tank by the enemy automatically reduces the owner\'s victory margin"', () => {
  function strandedTank(): RaState {
    const s = fixtureState(fixtureScenario(
      [{ id: 'r1', type: 'red-regulars', at: [30, 17.6], bases: 2 }, { id: 'r-far', type: 'red-regulars', at: [4, 2], bases: 6 }],
      [{ id: 'tank', type: 'white-tank', at: [30, 20], facing: 180, officer: null }, { id: 'w1', type: 'white-volunteers', at: [60, 40], bases: 2, facing: 180 }, ...whitePadding],
    ));
    unit(s, 'tank').vehicle!.broken = true;
    return s;
  }

  it('a tank that cannot move, with no friends within 4″, may be taken intact by troops touching it', () => {
    const s = strandedTank();
    expect(possessable(s, unit(s, 'r1'))).toContain('tank');
    const ctx = ctxOf(s, forcedDice([]));
    possess(ctx, unit(s, 'r1'), 'tank');
    expect(unit(s, 'tank').status).toBe('surrendered');
    expect(ctx.events.map((e) => e.text).join(' ')).toContain('takes the stranded tank intact');
  });

  it('an intact tank taken counts twice its points against its owners\' flight number', () => {
    const s = strandedTank();
    const lostBefore = flightState(s, 'white').lost;
    possess(ctxOf(s, forcedDice([])), unit(s, 'r1'), 'tank');
    expect(lostPoints(unit(s, 'tank'))).toBe(2 * 60);
    expect(flightState(s, 'white').lost - lostBefore).toBe(120);
  });

  it('a tank that can still move, or has friends close by, cannot be taken', () => {
    const moving = strandedTank();
    unit(moving, 'tank').vehicle!.broken = false;
    expect(possessable(moving, unit(moving, 'r1'))).not.toContain('tank');
    const escorted = strandedTank();
    unit(escorted, 'w1').bases = [{ x: 33, y: 22, facing: 180 }, { x: 34.2, y: 22, facing: 180 }];
    expect(possessable(escorted, unit(escorted, 'r1'))).not.toContain('tank');
  });
});
