import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import type { TroopType } from '../../shared/engine/ruleset.ts';
import { ScenarioViewKeeper, fitToSpacing, guessTroopClass, scenarioTableView } from './scenario-view.ts';

describe('a scenario as a table view', () => {
  it('draws every unit where its author put it', () => {
    const view = scenarioTableView(scenarioFixture());
    expect(view.units.map((u) => `${u.side}:${u.id}`)).toEqual(['red:r1', 'red:r2', 'white:w1']);
    expect(view.units[0]!.bases[1]).toEqual({ x: 11, y: 4, facing: 0, figures: 1 });
    expect(view.units.every((u) => u.status === 'active')).toBe(true);
  });

  it('takes class and base size from the roster when it has the type', () => {
    const roster: TroopType[] = [{
      id: 'infantry', name: 'Cossacks', army: 'white', armyName: 'White Army', troopClass: 'cavalry', base: { width: 2, depth: 2 },
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

describe('a scenario being edited as a table view', () => {
  it('draws the same as a view made afresh', () => {
    const s = scenarioFixture();
    expect(new ScenarioViewKeeper().of(s)).toEqual(scenarioTableView(s));
  });

  it('keeps the views of the units an edit left alone, and the whole list when it touched none', () => {
    const keeper = new ScenarioViewKeeper();
    const s = scenarioFixture();
    const before = keeper.of(s).units;
    const retitled = { ...s, title: 'Another title' };
    expect(keeper.of(retitled).units).toBe(before);
    const red = s.sides.red;
    const moved = { ...s, sides: { ...s.sides, red: { ...red, units: [red.units[0]!, { ...red.units[1]!, bases: red.units[1]!.bases.map((b) => ({ ...b, y: 6 })) }] } } };
    const after = keeper.of(moved).units;
    expect(after).not.toBe(before);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.bases[0]!.y).toBe(6);
    expect(after[2]).toBe(before[2]);
  });

  it('draws every unit anew when the roster changes', () => {
    const keeper = new ScenarioViewKeeper();
    const s = scenarioFixture();
    const before = keeper.of(s).units;
    const roster: TroopType[] = [{
      id: 'infantry', name: 'Cossacks', army: 'white', armyName: 'White Army', troopClass: 'cavalry', base: { width: 2, depth: 2 },
      bases: { min: 1, max: 4, default: 2 }, stats: {},
    }];
    const after = keeper.of(s, roster).units;
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]).toMatchObject({ troopClass: 'cavalry' });
  });
});
