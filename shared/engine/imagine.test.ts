import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { pointInPolygon } from '../geometry/polygon.ts';
import { rngFromSeed, SeededDice } from './dice.ts';
import { everythingSeen, imagineUnits, type ImagineRules } from './imagine.ts';
import type { SideSighting } from './ruleset.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';

interface Toy { id: string; side: SideId; at: { x: number; y: number }[]; marker: boolean; dummy: boolean }
const toy = (id: string, side: SideId, x: number, y: number, dummy = false): Toy => ({ id, side, at: [{ x, y }, { x: x + 1, y }, { x: x + 2, y }], marker: false, dummy });
const rules: ImagineRules<Toy> = {
  hideable: () => true,
  dummy: (u) => u.dummy,
  placed: (u, place, bases) => ({ ...u, at: u.at.map((_, i) => { const b = bases[i] ?? bases[bases.length - 1]!; return { x: b.x, y: b.y }; }), marker: place.marker }),
};
const dice = () => new SeededDice(rngFromSeed(4));
const zone = [{ x: 2, y: 40 }, { x: 46, y: 40 }, { x: 46, y: 46 }, { x: 2, y: 46 }];
const scenario = scenarioFixture({ deployment: [{ id: 'whites', side: 'white', polygon: zone }] });
const reds = [toy('r1', 'red', 10, 4), toy('r2', 'red', 30, 4)];
const nothingSeen: SideSighting = { seen: [], markers: [] };

describe('imagining the enemy a side does not see', () => {
  it('leaves the state as it is when the side sees every enemy unit', () => {
    const units = [...reds, toy('w1', 'white', 22, 34)];
    expect(imagineUnits(units, scenario, 'red', everythingSeen(units, 'red'), dice(), rules)).toBe(units);
  });

  it('places an unseen unit in its side\'s deployment zone, in the scenario\'s layout, and leaves the seen ones be', () => {
    const units = [...reds, toy('w1', 'white', 22, 34), toy('w2', 'white', 5, 20)];
    const out = imagineUnits(units, scenario, 'red', { seen: ['w2'], markers: [] }, dice(), rules);
    const w1 = out.find((u) => u.id === 'w1')!;
    expect(pointInPolygon(w1.at[0]!, zone)).toBe(true);
    // The fixture's units stand in a row a base apart: so does the imagined one.
    expect(w1.at[1]!.x - w1.at[0]!.x).toBeCloseTo(1);
    expect(out.filter((u) => u.id !== 'w1')).toEqual(units.filter((u) => u.id !== 'w1'));
  });

  it('gives the same result whatever the unseen units\' true places and their order on the table', () => {
    const a = [...reds, toy('w1', 'white', 22, 34), toy('w2', 'white', 5, 20)];
    const b = [toy('w2', 'white', 40, 10), ...reds, toy('w1', 'white', 1, 1)];
    const byId = (units: readonly Toy[]) => [...units].sort((x, y) => x.id.localeCompare(y.id));
    expect(byId(imagineUnits(a, scenario, 'red', nothingSeen, dice(), rules))).toEqual(byId(imagineUnits(b, scenario, 'red', nothingSeen, dice(), rules)));
  });

  it('puts a dummy under a position marker before any unit, and a unit under a marker it can fill', () => {
    const units = [...reds, toy('w1', 'white', 22, 34, true), toy('w2', 'white', 30, 30)];
    const sighting: SideSighting = { seen: [], markers: [{ key: 'marker 1', side: 'white', at: { x: 12, y: 20 }, facing: 180, label: 'position marker' }] };
    const out = imagineUnits(units, scenario, 'red', sighting, dice(), rules);
    const dummy = out.find((u) => u.id === 'w1')!, other = out.find((u) => u.id === 'w2')!;
    expect(dummy).toMatchObject({ marker: true, at: [{ x: 12, y: 20 }, {}, {}] });
    expect(other.marker).toBe(false);
    // Turned to face the marker's way (180 degrees): the row runs the other way along x.
    expect(dummy.at[1]!.x).toBeCloseTo(11);
  });
});
