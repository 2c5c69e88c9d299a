import { describe, expect, it } from 'vitest';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { markerTooltipOf, tooltipOf } from './unit-tooltip.ts';

const unit = (over: Partial<UnitView>): UnitView => ({
  id: 'sailors-1', side: 'red', name: 'Sailors of the Volga flotilla', troopType: 'red-sailors', troopClass: 'infantry', bases: [],
  baseSize: { width: 1, depth: 1 }, officers: [], markers: [], status: 'active', strength: { now: 8, start: 10, unit: 'figures' }, stats: {}, ...over,
});

describe('the unit tooltip', () => {
  it('says the name, the strength and each marker in words', () => {
    expect(tooltipOf(unit({ markers: [{ kind: 'morale-failure', count: 2 }, { kind: 'moved', count: 1 }, { kind: 'pinned', count: 0 }] }))).toEqual({
      name: 'Sailors of the Volga flotilla', strength: '8 of 10 figures', markers: '2 × morale marker, moved',
    });
    expect(tooltipOf(unit({ status: 'routed' })).strength).toBe('8 of 10 figures · routed');
    expect(tooltipOf(unit({})).markers).toBe('no markers');
  });

  it('says "base" for a unit of one base, as a lone Maxim is', () => {
    expect(tooltipOf(unit({ strength: { now: 1, start: 1, unit: 'bases' } })).strength).toBe('1 of 1 base');
    expect(tooltipOf(unit({ strength: { now: 0, start: 1, unit: 'bases' } })).strength).toBe('0 of 1 base');
  });
});

describe('the tooltip under fog of war', () => {
  it('says of an enemy unit last seen that what it shows is from that turn', () => {
    const seen = tooltipOf(unit({ side: 'white', name: 'Plastun platoon', strength: { now: 3, start: 3, unit: 'bases' }, lastSeen: { turn: 2 } }));
    expect(seen).toEqual({ name: 'Plastun platoon', strength: 'last seen on turn 2: 3 of 3 bases', markers: 'no markers' });
  });

  it('names a position marker by its number and says nothing of what stands under it', () => {
    expect(markerTooltipOf({ key: 'marker 3', at: { x: 1, y: 2 }, facing: 0, label: 'position marker', side: 'white' }))
      .toEqual({ name: 'Position marker 3', strength: 'what stands under it is not known', markers: '' });
  });
});
