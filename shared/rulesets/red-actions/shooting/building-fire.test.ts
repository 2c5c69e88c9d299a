import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import type { ActionOf, RaAction } from '../actions.ts';
import type { RaState } from '../state.ts';
import { stepState } from '../step.ts';
import { checkUnitAction } from '../segment/legality.ts';
import { unitCandidates } from '../choices/unit-candidates.ts';

/** A stone house with White riflemen holding it, hidden; Red guns 20" off and Red riflemen 10" off, both facing it. */
const house = { id: 'house', kind: 'building' as const, type: 'stone' as const, x: 30, y: 30, width: 4, depth: 3, label: 'the stone house' };

function setup(white: FixtureUnit[] = [{ id: 'w1', type: 'white-volunteers', at: [30, 30], bases: 2, facing: 180 }]): RaState {
  const s = fixtureState(fixtureScenario(
    [
      { id: 'gun', type: 'red-field-gun', at: [30, 10], officer: null },
      { id: 'rifles', type: 'red-regulars', at: [30, 20], bases: 2 },
      { id: 'r-spare', type: 'red-regulars', at: [4, 2], bases: 2 },
    ],
    [...white, { id: 'w-spare', type: 'white-volunteers', at: [68, 46], bases: 6, facing: 180 }],
    { terrain: [house] },
  ));
  s.initiative.toAct = 'red';
  const w1 = s.units.find((u) => u.id === 'w1');
  if (w1) { w1.concealment = 'hiding'; w1.occupying = 'house'; }
  return s;
}

const atHouse = (unitId: string): ActionOf<'shoot-building'> => ({ type: 'shoot-building', side: 'red', unitId, buildingId: 'house' });

function act(s: RaState, action: RaAction, dice: number[]) {
  const d = forcedDice(dice);
  const r = stepState(s, action, d);
  if (!r.ok) throw new Error(r.error.reason);
  expect(d.remaining(), 'all forced dice used').toBe(0);
  return { s: r.value.state, events: r.value.events };
}

describe('Speculative fire at a building ("visible targets which they reasonably believe to contain enemy")', () => {
  it('a building the troops inside of which cannot be seen may still be fired on', () => {
    const s = setup();
    expect(checkUnitAction(s, unit(s, 'rifles'), { type: 'shoot', side: 'red', unitId: 'rifles', targetId: 'w1', mode: 'aimed' })).not.toBeNull();
    expect(checkUnitAction(s, unit(s, 'gun'), atHouse('gun'))).toBeNull();
    expect(checkUnitAction(s, unit(s, 'rifles'), atHouse('rifles'))).toBeNull();
  });

  it('"Artillery firing at buildings may only use the direct hit values": a hit costs the occupants a base and may bring the house down', () => {
    // Direct hit 5+5 = 10 against 9+ (field gun vs building); the stone house falls on 6+6 = 12 (needs 11+).
    const { s, events } = act(setup(), atHouse('gun'), [5, 5, 6, 6]);
    const hit = events.find((e) => e.roll?.table === 'direct-hits')!;
    expect(hit.roll).toMatchObject({ column: 'field gun vs building', target: '9+', result: 'direct hit' });
    expect(events.some((e) => e.roll?.table === 'shooting')).toBe(false);
    expect(events.find((e) => e.roll?.table === 'building-destruction')?.roll?.result).toBe('building destroyed');
    expect(s.buildings.house?.destroyed).toBe(true);
    expect(unit(s, 'w1').status).toBe('destroyed');
    expect(unit(s, 'gun').ammo).toBe(7);
  });

  it('a shell that misses does nothing at all', () => {
    const { s } = act(setup(), atHouse('gun'), [2, 2]);
    expect(unit(s, 'w1')).toMatchObject({ status: 'active', bases: [expect.anything(), expect.anything()] });
    expect(s.buildings.house).toBeUndefined();
  });

  it('"in all other situations fire at half effect": rifles fire on the occupants at half strength', () => {
    const { events } = act(setup(), atHouse('rifles'), [1, 1]);
    const shot = events.find((e) => e.roll?.table === 'shooting')!;
    expect(shot.text).toContain('fires at w1');
    expect(shot.text).toContain('× 0.5 (speculative area fire)');
    expect(shot.roll!.column).toMatch(/−4 \(target in stone buildings/);
  });

  it('an empty building takes the fire and nobody is hurt; friends inside forbid it', () => {
    const empty = setup([]);
    const { events } = act(empty, atHouse('rifles'), []);
    expect(events.map((e) => e.text)).toContain('rifles fires into the stone house on speculation, but hits nobody');
    const s = setup();
    unit(s, 'r-spare').bases = [{ x: 29, y: 30, facing: 0 }, { x: 31, y: 30, facing: 0 }];
    expect(checkUnitAction(s, unit(s, 'gun'), atHouse('gun'))).toBe('friends are in that building');
  });

  it('is offered as a choice when the building holds enemy the side knows of', () => {
    const s = setup();
    expect(unitCandidates(s, unit(s, 'gun'))).not.toContainEqual(atHouse('gun'));
    unit(s, 'w1').concealment = 'marker';
    expect(unitCandidates(s, unit(s, 'gun'))).toContainEqual(atHouse('gun'));
  });
});
