import { describe, expect, it } from 'vitest';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { layoutOfficers, officerInstances, officerPoleHeight } from './officer-layout.ts';
import { SIDE_COLOURS } from './palette.ts';
import { unitAnchors } from './troop-layout.ts';

const flat = () => 0;
function unit(id: string, over: Partial<UnitView> = {}): UnitView {
  return {
    id, side: 'white', name: id, troopType: 't', troopClass: 'infantry',
    bases: [{ x: 20, y: 20, facing: 0, figures: 4 }], baseSize: { width: 2, depth: 1 }, officers: [], markers: [],
    status: 'active', strength: { now: 4, start: 4, unit: 'figures' }, stats: {}, ...over,
  };
}

describe('officer markers', () => {
  it('marks a standalone commander and ties him to the unit he leads', () => {
    const units = [
      unit('cmd', { troopClass: 'commander', bases: [{ x: 10, y: 10, facing: 0, figures: 1 }], leads: 'inf' }),
      unit('inf'),
    ];
    const { markers, lines } = layoutOfficers(units, unitAnchors(units, flat), flat);
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatchObject({ unitId: 'cmd', rank: 'commander', p: { x: 10, y: 10 } });
    expect(lines).toEqual([{ from: { x: 10, y: 10 }, to: { x: 20, y: 20 }, rank: 'commander' }]);
  });

  it('takes an officer-class unit’s rank and characteristic from its officer', () => {
    const units = [unit('o', { troopClass: 'officer', officers: [{ id: 'p', name: 'Petrov', rank: 'senior', characteristic: 'inspiring' }] })];
    const { markers } = layoutOfficers(units, unitAnchors(units, flat), flat);
    expect(markers[0]).toMatchObject({ rank: 'senior', name: 'Petrov', characteristic: 'inspiring' });
  });

  it('stands attached officers in a row behind their unit, each tied to it', () => {
    const units = [unit('inf', { officers: [{ id: 'a', name: 'A', rank: 'junior' }, { id: 'b', name: 'B', rank: 'commissar' }] })];
    const { markers, lines } = layoutOfficers(units, unitAnchors(units, flat), flat);
    expect(markers.map((m) => m.rank)).toEqual(['junior', 'commissar']);
    // the unit faces north (+y), so "behind" is south
    for (const m of markers) expect(m.p.y).toBeCloseTo(20 - 0.5 - 1);
    expect(markers[0]!.p.x).toBeLessThan(markers[1]!.p.x);
    expect(lines).toHaveLength(2);
    expect(markers.every((m) => m.unitId === 'inf')).toBe(true);
  });

  it('stands attached officers with their unit at the enlarged figure scale, behind enlarged horses, poles taller', () => {
    const officers = [{ id: 'a', name: 'A', rank: 'junior' as const }];
    const units = [unit('cav', { troopClass: 'cavalry', baseSize: { width: 2, depth: 1 }, officers })];
    const at = (scale: number) => layoutOfficers(units, unitAnchors(units, flat, scale), flat, scale).markers[0]!;
    const trueScale = at(1), enlarged = at(2);
    expect(enlarged.pole).toBeCloseTo(officerPoleHeight('junior', 2));
    expect(enlarged.pole).toBeGreaterThan(trueScale.pole);
    // behind the unit (south of it, it faces north), and farther back only by the horses' overhang, not across the table
    expect(enlarged.p.y).toBeLessThan(trueScale.p.y);
    expect(20 - enlarged.p.y).toBeLessThan(3);
    expect(enlarged.unitId).toBe('cav');
  });

  it('draws no line to a led unit that has left the table', () => {
    const units = [unit('cmd', { troopClass: 'commissar', leads: 'gone' }), unit('gone', { status: 'routed' })];
    const { markers, lines } = layoutOfficers(units, unitAnchors(units, flat), flat);
    expect(markers).toHaveLength(1);
    expect(lines).toHaveLength(0);
  });
});

describe('officer instances', () => {
  it('draws each marker in its rank’s layer, with no words (those are the callouts\u2019 and the unit card\u2019s)', () => {
    const units = [
      unit('c', { troopClass: 'commander', bases: [{ x: 5, y: 5, facing: 0, figures: 1 }], officers: [{ id: 'k', name: 'K', rank: 'commander', characteristic: 'Charismatic' }] }),
      unit('o', { troopClass: 'observer', bases: [{ x: 15, y: 5, facing: 0, figures: 1 }] }),
    ];
    const { markers, lines } = layoutOfficers(units, unitAnchors(units, flat), flat);
    const out = officerInstances(markers, lines, { width: 48, height: 48 }, flat);
    expect(out.markers.commander).toHaveLength(1);
    expect(out.markers.observer).toHaveLength(1);
    expect(out.markers.junior).toHaveLength(0);
    expect(out.markers.commander[0]!.colour).toBe(SIDE_COLOURS.white);
    expect(markers.map((m) => [m.characteristic, m.alone])).toEqual([['Charismatic', true], [undefined, true]]);
    expect(out.hullUnitIds).toEqual(['c', 'o']);
  });
});
