import { describe, expect, it } from 'vitest';
import { statesOfARandomGame } from '../../testing/random-states.ts';
import { hypotShorter, hypotSide } from '../../geometry/hypot-compare.ts';
import type { Vec } from '../../geometry/vec.ts';
import { otherSide } from '../../scenario/terrain-kinds.ts';
import { StateAnswers } from '../../engine/state-memo.ts';
import { redsVersusReds as rvr } from './index.ts';
import { type FigureState, type RvrState, figureRadius, isActive, ratingsOf } from './state.ts';
import { cohesionGap, figuresOnTable, hasTurned, together } from './troops/figures.ts';
import type { PlacedFigure } from './troops/placed-figure.ts';
import { figuresAround, placementChoices, placementContext } from './placement-search/move-options.ts';
import { keptPlacementChoices } from './placement-search/placement-memo.ts';
import { nearestEnemy } from './placement-search/move-context.ts';
import { leadingFirst, shorterCaps } from './placement-search/unit-shifts.ts';
import { sortedBy } from '../../engine/sorted-by.ts';
import { coverPoint, coverPointAfresh } from './terrain/cover-point.ts';
import { mayShoot, shooterRefusal } from './fire/shooting.ts';
import { sameShots } from './fire/fire-options.ts';
import { decisionDue, pendingOf } from './sequence/sequence.ts';
import { KnownFigures } from './placement-search/known-figures.ts';
import { placeFigures } from './movement/placement.ts';
import { trialDraft } from './placement-search/trial-draft.ts';
import { terrainOf } from './terrain/terrain.ts';
import { komuchVillageClose } from './test-fixtures.ts';

// The speed pass's short cuts (kept placements, lists made in one pass, sorts by insertion, answers without
// wording or measuring): each must answer exactly as the long way round does, on states real games reach.

const closeStart = () => ({ ...komuchVillageClose(), turnLimit: 2 });
const states = [21, 22, 23].flatMap((seed) => statesOfARandomGame(rvr, closeStart(), seed));
const activated = states.filter((s) => s.activation);

/** The long way of `nearestEnemy`: every enemy object, the first of the nearest. */
function nearestTheLongWay(enemies: readonly PlacedFigure[], p: Vec): PlacedFigure | null {
  let best: PlacedFigure | null = null;
  for (const e of enemies) if (!best || hypotShorter(e.figure.x - p.x, e.figure.y - p.y, best.figure.x - p.x, best.figure.y - p.y)) best = e;
  return best;
}

describe('short cuts of the placement search', () => {
  it('has activated states to try them on', () => expect(activated.length).toBeGreaterThan(10));

  it('kept placements are those worked out afresh, for the state and for another state alike in every input', () => {
    for (const state of activated) {
      const fresh = placementChoices(state);
      expect(keptPlacementChoices(state)).toEqual(fresh);
      // A new state object with the same units and dice (as stepping to the same activation for real gives).
      const again: RvrState = { ...state, done: [...state.done], activation: { ...state.activation! } };
      expect(keptPlacementChoices(again)).toEqual(fresh);
      // Other dice: worked out for them.
      const other: RvrState = { ...again, activation: { ...state.activation!, open: (state.activation!.open ?? 0) + 3, difficult: 1 } };
      expect(keptPlacementChoices(other)).toEqual(placementChoices(other));
    }
  });

  it('the figures around a unit are those `figuresOnTable` lists within reach of one of its figures', () => {
    for (const state of activated) {
      const unit = state.units.find((u) => u.id === state.activation!.unitId)!;
      for (const reach of [0.5, 4, 10, 30]) {
        const near = (f: PlacedFigure) => unit.figures.some((g) => Math.abs(g.x - f.figure.x) <= reach && Math.abs(g.y - f.figure.y) <= reach);
        const every = figuresOnTable(state, otherSide(unit.side));
        const got = figuresAround(state, unit, new KnownFigures(state.units), reach);
        expect(got.everyEnemy).toEqual(every);
        expect(got.enemies).toEqual(every.filter(near));
        expect(got.others).toEqual(figuresOnTable(state).filter((f) => f.unit !== unit && near(f)));
      }
    }
  });

  it('the nearest enemy from the packed positions is the one the objects give', () => {
    for (const state of activated) {
      const ctx = placementContext(state)!;
      for (const f of state.units.flatMap((u) => u.figures)) {
        for (const p of [f, { x: f.x + 3.3, y: f.y - 7.1 }, { x: 0, y: 0 }]) expect(nearestEnemy(ctx, p)).toBe(nearestTheLongWay(ctx.everyEnemy, p));
      }
    }
  });

  it('units listed by figures list name the unit asked about, also for a copy sharing the list', () => {
    for (const state of activated.slice(0, 20)) {
      const known = new KnownFigures(state.units);
      const copies = state.units.map((u) => ({ ...u, moraleMarkers: u.moraleMarkers + 1 }));
      const knownCopies = new KnownFigures(copies);
      state.units.forEach((u, i) => {
        if (!isActive(u)) return;
        expect(known.placed(u, i)!.every((p) => p.unit === u)).toBe(true);
        expect(knownCopies.placed(copies[i]!, i)!.every((p) => p.unit === copies[i])).toBe(true);
        expect(knownCopies.placed(copies[i]!, i)!.map((p) => p.figure)).toEqual(u.figures);
      });
    }
  });

  it('a cover point kept per table is the one worked out afresh', () => {
    const index = terrainOf(states[0]!.scenario);
    for (const state of activated) {
      for (const f of state.units.flatMap((u) => u.figures)) {
        for (const reach of [4, 9, 14]) {
          expect(coverPoint(state.scenario, f, reach)).toEqual(coverPointAfresh(index, f, reach));
          expect(coverPoint(state.scenario, f, reach)).toEqual(coverPointAfresh(index, f, reach));
        }
      }
    }
  });

  it('figures farthest along first, by insertion, as the stable sort by the comparator orders them', () => {
    const figures = states.flatMap((s) => s.units.map((u) => u.figures)).filter((f) => f.length > 1);
    for (const list of figures) {
      for (const deg of [0, 45, 90, 135, 180, 270, 33]) {
        const dir = { x: Math.sin((deg * Math.PI) / 180), y: Math.cos((deg * Math.PI) / 180) };
        expect(leadingFirst(list, dir)).toEqual([...list].sort((a, b) => (b.x * dir.x + b.y * dir.y) - (a.x * dir.x + a.y * dir.y)));
      }
      // Equal keys keep their order.
      const same = list.map((f) => ({ ...f, x: 1, y: 2 }));
      expect(leadingFirst(same, { x: 1, y: 0 })).toEqual(same);
    }
  });

  it('sorting by a key by insertion orders as sorting keyed objects does', () => {
    for (const list of states.slice(0, 40).map((s) => s.units.flatMap((u) => u.figures))) {
      const key = (f: FigureState) => Math.hypot(f.x - 20, f.y - 15);
      const long = list.map((item) => ({ item, key: key(item) })).sort((a, b) => a.key - b.key).map((k) => k.item);
      expect(sortedBy(list, key)).toEqual(long);
      expect(sortedBy(list, (f) => Math.round(f.x / 10))).toEqual([...list].sort((a, b) => Math.round(a.x / 10) - Math.round(b.x / 10)));
    }
  });

  it('the shorter steps tried are those the set of reached lengths, sorted and sliced, gives', () => {
    const cases = [[3, 2, 1], [0, 0.04, 6, 6, 2.5], [1, 1, 1], [], [7.25, 0.06, 2, 5.5, 5.5, 0.05], [0.5]];
    for (const reached of cases) {
      expect(shorterCaps(reached)).toEqual([...new Set([...reached, 2, 1])].filter((l) => l > 0.05).sort((a, b) => b - a).slice(1));
    }
  });
});

describe('short cuts of the rules', () => {
  it('a unit is together exactly when its chain has no gap', () => {
    let apart = 0, joined = 0;
    for (const state of states) {
      for (const unit of state.units.filter((u) => u.figures.length > 0)) {
        const { tactical } = ratingsOf(unit);
        const r = figureRadius(unit);
        for (const k of [1, 0.6, 1.7, 3]) {
          const c = unit.figures[0]!;
          const points = unit.figures.map((f) => ({ x: c.x + (f.x - c.x) * k, y: c.y + (f.y - c.y) * k }));
          const gap = cohesionGap(points, r, tactical);
          expect(together(points, r, tactical)).toBe(gap <= 0);
          if (gap > 0) apart++; else joined++;
        }
        const exact = unit.figures.map((_, i) => ({ x: 10 + i * (tactical + 2 * r), y: 20 }));
        expect(together(exact, r, tactical)).toBe(cohesionGap(exact, r, tactical) <= 0);
      }
    }
    expect(apart).toBeGreaterThan(0);
    expect(joined).toBeGreaterThan(0);
  });

  it('a figure has turned exactly as the remainders say, near half turns too', () => {
    const long = (f: { facing: number; start: { facing: number } }) => Math.abs((((f.facing - f.start.facing) % 360) + 540) % 360 - 180) > 0.5;
    const facings = [0, -0, 0.5, 0.49, 0.51, 179.5, 179.99999999999997, 180, 180.00000000000003, 359.5, 359.9, 360, -0.5, -180, 720.4, 1e-300, 90.25];
    for (const a of facings) {
      for (const b of facings) {
        const f = { facing: a, start: { x: 0, y: 0, facing: b } } as FigureState;
        expect(hasTurned(f)).toBe(long(f));
      }
    }
    for (const state of states) for (const f of state.units.flatMap((u) => u.figures)) expect(hasTurned(f)).toBe(long(f));
  });

  it('a contact is surely out of reach when the squared comparison says so (the placement check skips it)', () => {
    let skipped = 0;
    for (let i = -400; i <= 400; i++) {
      for (const [r, er] of [[0.5, 0.5], [0.75, 1], [1, 0.5]] as const) {
        const reach = 0.25 + r + er;
        for (const [dx, dy] of [[reach * (1 + i * 1e-11), 0], [reach * 0.6 * (1 + i * 1e-10), reach * 0.8], [0.3 * i, 0.1 * i]]) {
          if (hypotSide(dx!, dy!, reach) <= 0) continue;
          expect(Math.hypot(dx!, dy!) - r - er).toBeGreaterThan(0.25);
          skipped++;
        }
      }
    }
    expect(skipped).toBeGreaterThan(0);
  });

  it('a figure may shoot exactly when no refusal is worded for it', () => {
    let may = 0;
    for (const state of states.filter((s) => s.phase === 'shooting')) {
      for (const unit of state.units) {
        for (const f of unit.figures) {
          expect(mayShoot(state, unit, f)).toBe(shooterRefusal(state, unit, f) === null);
          if (mayShoot(state, unit, f)) may++;
        }
      }
    }
    expect(may).toBeGreaterThan(0);
  });

  it('two fire orders are the same exactly when their JSON is', () => {
    const orders = states.flatMap((s) => rvr.options(s)).flatMap((c) => (c.action.type === 'fire' ? [c.action.shots] : []));
    expect(orders.length).toBeGreaterThan(1);
    for (const a of orders.slice(0, 30)) for (const b of orders.slice(0, 30)) expect(sameShots(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
  });

  it('a placement naming a figure twice, or one not in the unit, is refused for the first such name', () => {
    for (const state of activated.slice(0, 20)) {
      const unit = state.units.find((u) => u.id === state.activation!.unitId)!;
      const f = unit.figures[0]!;
      const place = (ids: string[]) => placeFigures(trialDraft(state, unit.id), { type: 'place', side: unit.side, unitId: unit.id, figures: ids.map((id) => ({ id, x: f.x, y: f.y, facing: f.facing })) }, [], true);
      expect(place([f.id, f.id])).toBe(`figure ${f.id} is placed twice`);
      expect(place(['nobody/1', f.id])).toBe(`figure nobody/1 is not in ${unit.name}`);
      expect(place([f.id, 'nobody/1', f.id])).toBe(`figure nobody/1 is not in ${unit.name}`);
    }
  });

  it('answers kept in one record a state are those worked out afresh', () => {
    for (const state of states) expect(pendingOf(state)).toEqual(decisionDue(state));
    const answers = new StateAnswers<{ n: number }>();
    let asked = 0;
    const double = answers.add((s) => { asked++; return s.n * 2; });
    const nothing = answers.add(() => null);
    const s = { n: 4 };
    expect([double(s), double(s), nothing(s), nothing(s)]).toEqual([8, 8, null, null]);
    expect(asked).toBe(1);
    const later = answers.add((x) => x.n + 1);
    expect(later(s)).toBe(5);
    const t = { n: 1 };
    double.remember(t, 99);
    expect([double(t), asked]).toEqual([99, 1]);
  });
});
