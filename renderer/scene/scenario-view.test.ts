import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import type { TroopType } from '../../shared/engine/ruleset.ts';
import { fitToSpacing, guessTroopClass, scenarioTableView } from './scenario-view.ts';

describe('a scenario as a table view', () => {
  it('draws every unit where its author put it', () => {
    const view = scenarioTableView(scenarioFixture());
    expect(view.units.map((u) => `${u.side}:${u.id}`)).toEqual(['red:r1', 'red:r2', 'white:w1']);
    expect(view.units[0]!.bases[1]).toEqual({ x: 11, y: 4, facing: 0, figures: 1 });
    expect(view.units.every((u) => u.status === 'active')).toBe(true);
  });

  it('takes class and base size from the roster when it has the type', () => {
    const roster: TroopType[] = [{
      id: 'infantry', name: 'Cossacks', army: 'white', troopClass: 'cavalry', base: { width: 2, depth: 2 },
      bases: { min: 1, max: 4, default: 2 }, stats: {},
    }];
    const view = scenarioTableView(scenarioFixture(), roster);
    expect(view.units[0]).toMatchObject({ troopClass: 'cavalry', baseSize: { width: 2, depth: 2 } });
  });

  it('shows reinforcements as reserves and ambushers as hidden', () => {
    const s = scenarioFixture();
    s.sides.red.units[0]!.reinforcement = { turn: 3, entry: { x: 1, y: 1 } };
    s.sides.red.units[1]!.hidden = true;
    const view = scenarioTableView(s);
    expect(view.units.map((u) => u.status)).toEqual(['reserve', 'hidden', 'active']);
  });

  it.each([
    ['armoured-train-artillery', 'train-artillery'], ['train-engine', 'train-engine'], ['bronevik-austin', 'armoured-car'],
    ['red-tachanka', 'tachanka'], ['czech-mg', 'mg'], ['don-cossacks', 'cavalry'], ['komuch-artillery', 'field-gun'],
    ['red-commissar', 'commissar'], ['artillery-observer', 'observer'], ['peoples-army', 'infantry'], ['mk-v-tank', 'tank'],
  ])('guesses %s to be %s', (id, troopClass) => {
    expect(guessTroopClass(id)).toBe(troopClass);
  });
});

describe('guessed base sizes', () => {
  it('narrows bases to the gaps between them', () => {
    const size = fitToSpacing({ width: 1.6, depth: 0.8 }, [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }]);
    expect(size.width).toBeCloseTo(0.85);
    expect(size.depth).toBeCloseTo(0.8);
  });

  it('keeps the size when the bases stand apart', () => {
    expect(fitToSpacing({ width: 1.6, depth: 0.8 }, [{ x: 0, y: 0 }, { x: 3, y: 0 }])).toEqual({ width: 1.6, depth: 0.8 });
    expect(fitToSpacing({ width: 1.6, depth: 0.8 }, [{ x: 0, y: 0 }])).toEqual({ width: 1.6, depth: 0.8 });
  });
});
