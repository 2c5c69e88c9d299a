import { describe, expect, it } from 'vitest';
import { statesOfARandomGame } from '../../testing/random-states.ts';
import { type BaseRect, baseEdgeDistance, basesOverlap, baseShape, shapeEdgeDistance, shapesOverlap } from '../../geometry/base.ts';
import { redActionsRuleset as R } from './index.ts';
import { cloneState, copyJson, copyUnit } from './context.ts';
import { shapeOf } from './troops/base-shapes.ts';
import { tableView } from './view/view.ts';
import { cardFor } from './troops/units.ts';
import { stationRaid } from './test-fixture.ts';

// The rule set keeps answers to save time (views per state, base shapes per base) and copies a state's units
// by a list of their nested fields. Each must answer exactly as the long way round does.

describe('kept answers and quicker copies', () => {
  const states = [3, 4].flatMap((seed) => statesOfARandomGame(R, stationRaid(), seed, 60));

  it('the view kept per state is the one worked out afresh', () => {
    for (const s of states) {
      expect(R.view(s)).toEqual(tableView(s));
      expect(R.view(s)).toBe(R.view(s));
    }
  });

  it('a copied state equals the original and shares no unit, base or officer with it', () => {
    for (const s of states) {
      const copy = cloneState(s);
      expect(copy).toEqual(s);
      expect(Object.keys(copy)).toEqual([...Object.keys(s).filter((k) => k !== 'scenario'), 'scenario']);
      expect(copy.scenario).toBe(s.scenario);
      copy.units.forEach((u, i) => {
        const o = s.units[i]!;
        expect(u).not.toBe(o);
        expect(u.bases).not.toBe(o.bases);
        u.bases.forEach((b, j) => expect(b).not.toBe(o.bases[j]));
        u.officers.forEach((f, j) => expect(f).not.toBe(o.officers[j]));
        expect(u).toEqual(copyJson(o));
      });
    }
  });

  it('a unit copy does not change its original when the copy is changed in place', () => {
    const u = states.at(-1)!.units.find((x) => x.bases.length > 0 && x.officers.length > 0)!;
    const before = structuredClone(u);
    const copy = copyUnit(u);
    copy.bases[0]!.x += 5;
    copy.officers[0]!.bonus += 1;
    copy.traits.push('scratch');
    expect(u).toEqual(before);
  });

  it('kept base shapes measure overlaps and gaps exactly as fresh base geometry does', () => {
    const kept: { base: { x: number; y: number; facing: number }; rect: BaseRect }[] = [];
    for (const s of states.slice(0, 6)) {
      for (const u of s.units) for (const b of u.bases) kept.push({ base: b, rect: { ...b, ...cardFor(u).base } });
    }
    // Bases edge to edge, corner to corner and overlapping, which the table rarely shows.
    for (const r of [{ x: 10, y: 10, facing: 0 }, { x: 12, y: 10, facing: 0 }, { x: 12, y: 11, facing: 0 }, { x: 10.5, y: 10.2, facing: 45 }]) {
      kept.push({ base: r, rect: { ...r, width: 2, depth: 1 } });
    }
    const shape = (k: (typeof kept)[number]) => shapeOf(k.base, k.rect.width, k.rect.depth);
    let touching = 0;
    for (let round = 0; round < 2; round++) {
      // The second round reads every shape from the cache.
      for (let i = 0; i < kept.length; i += 3) {
        for (let j = 0; j < kept.length; j += 2) {
          const a = kept[i]!, b = kept[j]!;
          expect(shapesOverlap(shape(a), shape(b))).toBe(basesOverlap(a.rect, b.rect));
          const d = baseEdgeDistance(a.rect, b.rect);
          expect(shapeEdgeDistance(shape(a), shape(b))).toBe(d);
          if (d === 0) touching++;
        }
      }
    }
    expect(touching).toBeGreaterThan(0);
  });

  it('a kept shape is worked out afresh when its base has moved or is read at another size', () => {
    const base = { x: 5, y: 5, facing: 0 };
    const first = shapeOf(base, 2, 1);
    expect(shapeOf(base, 2, 1)).toBe(first);
    base.x = 8;
    expect(shapeOf(base, 2, 1).corners).toEqual(baseShape({ ...base, width: 2, depth: 1 }).corners);
    expect(shapeOf(base, 3, 1).width).toBe(3);
  });
});
