import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { builtFeatureAt, capByFrontage, frontageBases } from './building-frontage.ts';
import { planShot } from './shooting.ts';
import { resolveShot } from './shooting-resolve.ts';
import { indexOf } from '../terrain/visibility.ts';

/** A long barn, 6" along x and 2" deep, with a column of four rifle bases inside it facing east. */
const barn = { id: 'barn', kind: 'building' as const, type: 'wood' as const, x: 30, y: 20, width: 6, depth: 2, label: 'the barn' };
const town = { id: 'town', kind: 'area' as const, type: 'built-up' as const, polygon: [{ x: 10, y: 30 }, { x: 22, y: 30 }, { x: 22, y: 40 }, { x: 10, y: 40 }] };

function setup(inBarn: boolean) {
  const at: [number, number] = inBarn ? [30, 20] : [30, 10];
  return fixtureState(fixtureScenario(
    [{ id: 'r1', type: 'red-regulars', at: [42, at[1]], bases: 2, facing: 270 }],
    [
      { id: 'w1', type: 'white-volunteers', at, bases: 4, facing: 90, column: true },
      { id: 'w2', type: 'white-volunteers', at: [16, 35], bases: 2, facing: 90 },
    ],
    { terrain: [barn, town] },
  ));
}

describe('Buildings: "only as many can fire out as can occupy the frontage"', () => {
  it('the frontage is the building\'s width as the target sees it, a base per 30 mm (1.2″)', () => {
    const s = setup(true);
    const f = indexOf(s).featureById('barn')!;
    expect(frontageBases(f, { x: 30, y: 0 })).toBe(5);
    expect(frontageBases(f, { x: 60, y: 20 })).toBe(1);
    expect(builtFeatureAt(s, { x: 16, y: 35 })?.id).toBe('town');
    expect(builtFeatureAt(s, { x: 30, y: 10 })).toBeNull();
  });

  it('four bases in the barn fire at an enemy off its short end with one base; in the open all four fire', () => {
    const inside = setup(true);
    const plan = planShot(inside, unit(inside, 'w1'), unit(inside, 'r1'), 'aimed', null)!;
    expect(plan.firingBases).toBe(1);
    expect(plan.frontage).toEqual([{ featureId: 'barn', label: 'the barn', bases: 1 }]);
    const open = setup(false);
    expect(planShot(open, unit(open, 'w1'), unit(open, 'r1'), 'aimed', null)!.firingBases).toBe(4);
  });

  it('says so in the shot\'s explanation', () => {
    const s = setup(true);
    const ctx = ctxOf(s, forcedDice([1, 1]));
    resolveShot(ctx, unit(s, 'w1'), unit(s, 'r1'), planShot(s, unit(s, 'w1'), unit(s, 'r1'), 'aimed', null)!, { ambush: false });
    const shot = ctx.events.find((e) => e.roll?.table === 'shooting')!;
    expect(shot.text).toContain('only 1 base with room to fire out of the barn');
  });

  it('friends who already fired out of the same building this turn have used their share of its frontage', () => {
    const s = setup(true);
    const w1 = unit(s, 'w1');
    const target = { x: 30, y: 0 };
    const from = w1.bases.map((b) => ({ x: b.x, y: b.y }));
    expect(capByFrontage(s, w1, target, from).from).toHaveLength(4);
    const w2 = unit(s, 'w2');
    w2.bases = [{ x: 28, y: 20, facing: 180 }, { x: 32, y: 20, facing: 180 }];
    w2.firedThisTurn = true;
    const capped = capByFrontage(s, w1, target, from);
    expect(capped.from).toHaveLength(3);
    expect(capped.limits).toEqual([{ featureId: 'barn', label: 'the barn', bases: 3 }]);
  });

  it('bases outside any building are not limited, and a destroyed building limits no one', () => {
    const s = setup(true);
    const w1 = unit(s, 'w1');
    const from = [{ x: 30, y: 20 }, { x: 31, y: 20 }, { x: 50, y: 5 }];
    expect(capByFrontage(s, w1, { x: 60, y: 20 }, from).from).toHaveLength(2);
    s.buildings.barn = { fire: 5, destroyed: true };
    expect(capByFrontage(s, w1, { x: 60, y: 20 }, from).from).toHaveLength(3);
  });
});
