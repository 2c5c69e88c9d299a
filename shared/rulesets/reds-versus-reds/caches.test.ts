import { describe, expect, it } from 'vitest';
import { statesOfARandomGame } from '../../testing/random-states.ts';
import { TerrainIndex } from '../../geometry/terrain-index.ts';
import { redsVersusReds as rvr } from './index.ts';
import { type RvrState, figureRadius, isActive, ratingsOf } from './state.ts';
import { TrialDrafts, trialDraft } from './placement-search/trial-draft.ts';
import type { PlaceAction } from './actions.ts';
import { optionsFor } from './options.ts';
import { freshUnitView, tableView } from './view.ts';
import { enemiesInReach, hasTarget, shooterOptions, shooterRefusal } from './fire/shooting.ts';
import { cohesionGap, edgeAtMost, edgeBelow, edgeDistance, figuresOnTable } from './troops/figures.ts';
import type { Vec } from '../../geometry/vec.ts';
import { goingAmongFeatures, goingAt, pathGoing, searchedPathGoing, terrainOf } from './terrain/terrain.ts';
import { placeFigures } from './movement/placement.ts';
import { KnownFigures } from './placement-search/known-figures.ts';
import { komuchVillageClose } from './test-fixtures.ts';

// The rule set keeps answers to save time (options and views per state, sight lines and going per table) and
// takes short cuts (whether a unit has any target). Each must answer exactly as the long way round does.

/** A short game from the close start: fire and close combat come early. */
const closeStart = () => ({ ...komuchVillageClose(), turnLimit: 2 });

describe('kept answers and short cuts', () => {
  const states = [11, 12].flatMap((seed) => statesOfARandomGame(rvr, closeStart(), seed));

  it('options and views kept per state are those worked out afresh', () => {
    for (const state of states) {
      expect(rvr.options(state)).toEqual(optionsFor(state));
      expect(rvr.options(state)).toEqual(optionsFor(state));
      expect(rvr.view(state)).toEqual(tableView(state));
    }
  });

  it('a shooter has a target exactly when its target priorities leave it one', () => {
    let shooters = 0, withTarget = 0;
    for (const state of states.filter((s) => s.phase === 'shooting')) {
      for (const unit of state.units.filter(isActive)) {
        const enemies = figuresOnTable(state).filter((f) => f.unit.side !== unit.side);
        for (const figure of unit.figures.filter((f) => !shooterRefusal(state, unit, f))) {
          const shooter = { unit, figure, radius: figureRadius(unit) };
          const has = hasTarget(state, shooter, enemies);
          expect(has).toBe(shooterOptions(state, shooter, enemies).first.length > 0);
          shooters++;
          if (has) withTarget++;
        }
      }
    }
    // Both answers must have come up for the check to mean anything.
    expect(withTarget).toBeGreaterThan(0);
    expect(shooters).toBeGreaterThan(withTarget);
  });

  it('going along every offered move is the same on a fresh table as on the one that kept its answers', () => {
    const scenario = states[0]!.scenario;
    const kept = terrainOf(scenario);
    const fresh = TerrainIndex.fromScenario(scenario);
    let moves = 0;
    for (const state of states.filter((s) => s.activation)) {
      for (const choice of rvr.options(state)) {
        if (choice.action.type !== 'place') continue;
        for (const p of choice.action.figures) {
          const f = state.units.flatMap((u) => u.figures).find((g) => g.id === p.id)!;
          expect(pathGoing(kept, f, p)).toEqual(pathGoing(fresh, f, p));
          moves++;
        }
      }
    }
    expect(moves).toBeGreaterThan(0);
  });

  /** Every offered placement, and the same moved a little each way (so that refused ones are tried too). */
  const placementsTried = (state: RvrState): PlaceAction[] => rvr.options(state).flatMap((c) => {
    if (c.action.type !== 'place') return [];
    const a = c.action;
    return [a, ...[-0.7, 0.35, 1.3].map((d) => ({ ...a, figures: a.figures.map((f, i) => ({ ...f, x: f.x + d * (i % 2 ? 1 : -1), y: f.y + d })) }))];
  });

  it('going at a point and along a move is the same whether or not the box short cuts are taken', () => {
    const index = terrainOf(states[0]!.scenario);
    const { width, height } = states[0]!.scenario.table;
    let slow = 0;
    for (let x = 0; x <= width; x += 0.5) {
      for (let y = 0; y <= height; y += 0.5) {
        expect(goingAt(index, { x, y })).toBe(goingAmongFeatures(index, { x, y }));
        if (goingAt(index, { x, y }) !== 'open') slow++;
        const to = { x: x + 3.5, y: y + 5 };
        expect(pathGoing(index, { x, y }, to)).toEqual(searchedPathGoing(index, { x, y }, to));
      }
    }
    for (const state of states.filter((s) => s.activation)) {
      for (const action of placementsTried(state)) {
        for (const p of action.figures) {
          const f = state.units.flatMap((u) => u.figures).find((g) => g.id === p.id)!;
          expect(pathGoing(index, f, p)).toEqual(searchedPathGoing(index, f, p));
        }
      }
    }
    // The table must have some slow going for the check to mean anything.
    expect(slow).toBeGreaterThan(0);
  });

  it('edge-to-edge comparisons answer as comparing the distance worked out, at ties too', () => {
    for (let i = -30; i <= 30; i++) {
      for (let j = -30; j <= 30; j++) {
        const a = { x: 10 + i * 0.37, y: 5 + j * 0.29 }, b = { x: 10.1, y: 4.9 };
        for (const [ra, rb] of [[0.5, 0.5], [0.75, 0.5], [1, 0.5]] as const) {
          const d = edgeDistance(a, ra, b, rb);
          for (const limit of [d, 1, 3, 0.05, 0.25, 12, 0, -0.5]) {
            expect(edgeBelow(a, ra, b, rb, limit)).toBe(d < limit);
            expect(edgeAtMost(a, ra, b, rb, limit)).toBe(d <= limit);
          }
        }
      }
    }
  });

  /** The chain's excess the long way round: the whole tree, every link's length worked out. */
  function chainExcess(points: readonly Vec[], radius: number, tr: number): number {
    const inTree = points.map(() => false), best = points.map(() => Infinity);
    best[0] = 0;
    let excess = 0;
    for (let k = 0; k < points.length; k++) {
      let next = -1;
      for (let i = 0; i < points.length; i++) if (!inTree[i] && (next < 0 || best[i]! < best[next]!)) next = i;
      inTree[next] = true;
      excess += Math.max(0, best[next]! - tr);
      for (let i = 0; i < points.length; i++) {
        const d = edgeDistance(points[next]!, radius, points[i]!, radius);
        if (!inTree[i] && d < best[i]!) best[i] = d;
      }
    }
    return points.length < 2 ? 0 : excess;
  }

  it('the gap in a unit chain is the one the whole tree worked out the long way round gives', () => {
    let apart = 0;
    for (const state of states) {
      for (const unit of state.units.filter((u) => u.figures.length > 1)) {
        const { tactical } = ratingsOf(unit);
        const r = figureRadius(unit);
        // Drawn in and spread out about the middle, and spaced exactly at the rating (links right at the limit).
        for (const k of [1, 0.6, 1.7, 3]) {
          const c = { x: unit.figures[0]!.x, y: unit.figures[0]!.y };
          const points = unit.figures.map((f) => ({ x: c.x + (f.x - c.x) * k, y: c.y + (f.y - c.y) * k }));
          expect(cohesionGap(points, r, tactical)).toBe(chainExcess(points, r, tactical));
          if (chainExcess(points, r, tactical) > 0) apart++;
        }
        const exact = unit.figures.map((_, i) => ({ x: 10 + i * (tactical + 2 * r), y: 20 }));
        expect(cohesionGap(exact, r, tactical)).toBe(chainExcess(exact, r, tactical));
        // One straggler: every other figure together.
        const straggler = unit.figures.map((f, i) => (i === unit.figures.length - 1 ? { x: f.x + tactical + 6, y: f.y } : f));
        expect(cohesionGap(straggler, r, tactical)).toBe(chainExcess(straggler, r, tactical));
      }
    }
    expect(apart).toBeGreaterThan(0);
  });

  it('unit views handed out again are those made afresh, and a changed unit gets a new one', () => {
    for (const state of states) {
      expect(tableView(state).units).toEqual(state.units.map(freshUnitView));
    }
    const state = states[states.length - 1]!;
    const unit = state.units.find((u) => u.figures.length > 0)!;
    const before = tableView(state).units.find((u) => u.id === unit.id)!;
    // The same figures list, but more markers and a figure moved in place.
    const changed = { ...unit, moraleMarkers: unit.moraleMarkers + 1, figures: unit.figures };
    expect(tableView({ ...state, units: state.units.map((u) => (u === unit ? changed : u)) }).units.find((u) => u.id === unit.id)).toEqual(freshUnitView(changed));
    const moved = { ...unit.figures[0]!, x: unit.figures[0]!.x + 1 };
    const figures = [moved, ...unit.figures.slice(1)];
    const shifted = { ...unit, figures };
    expect(tableView({ ...state, units: state.units.map((u) => (u === unit ? shifted : u)) }).units.find((u) => u.id === unit.id)).toEqual(freshUnitView(shifted));
    figures[0] = { ...moved, x: moved.x + 1 };
    expect(tableView({ ...state, units: state.units.map((u) => (u === unit ? shifted : u)) }).units.find((u) => u.id === unit.id)).toEqual(freshUnitView(shifted));
    expect(freshUnitView(unit)).toEqual(before);
  });

  it('trying a placement with the units listed once answers as listing them afresh', () => {
    let refused = 0, accepted = 0;
    for (const state of states.filter((s) => s.activation)) {
      const known = new KnownFigures(state.units);
      for (const action of placementsTried(state)) {
        const answer = placeFigures(trialDraft(state, action.unitId), action, [], true, known);
        expect(answer).toBe(placeFigures(trialDraft(state, action.unitId), action, [], true));
        if (answer === null) accepted++; else refused++;
      }
    }
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it('one trial copy put back after every placement tried answers as a fresh copy for each', () => {
    let searches = 0, changedCombats = 0, accepted = 0;
    for (const state of states.filter((s) => s.activation)) {
      const unitId = state.activation!.unitId;
      const trials = new TrialDrafts(state, unitId);
      const known = new KnownFigures(state.units);
      for (const action of placementsTried(state)) {
        const fresh = trialDraft(state, unitId);
        const reused = trials.next();
        expect(reused).toEqual(fresh);
        const answer = placeFigures(reused, action, [], true, known);
        expect(answer).toBe(placeFigures(fresh, action, [], true, known));
        expect(reused).toEqual(fresh);
        if (answer === null) accepted++;
        if (answer === null && fresh.combats.length !== state.combats.length) changedCombats++;
      }
      // Whatever was tried, the copy reads as new (the states themselves are frozen by the property test).
      expect(trials.next()).toEqual(trialDraft(state, unitId));
      searches++;
    }
    expect(searches).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
    expect(changedCombats).toBeGreaterThan(0);
  });

  it('placements offered with units listed by earlier searches are those offered for a copy nobody listed', () => {
    // Every state's units were listed when the game was played (`statesOfARandomGame` asks for the options).
    let moving = 0;
    for (const state of states.filter((s) => s.activation)) {
      const fresh = structuredClone(state);
      expect(optionsFor(state)).toEqual(optionsFor(fresh));
      moving++;
    }
    expect(moving).toBeGreaterThan(0);
  });

  it('a unit\'s shooters find the same targets among the enemies in its reach as among every enemy', () => {
    let narrowed = 0, found = 0;
    for (const state of states.filter((s) => s.phase === 'shooting')) {
      for (const unit of state.units.filter(isActive)) {
        const enemies = figuresOnTable(state).filter((f) => f.unit.side !== unit.side);
        const radius = figureRadius(unit);
        const inReach = enemiesInReach(unit, radius, enemies);
        if (inReach.length < enemies.length) narrowed++;
        for (const figure of unit.figures.filter((f) => !shooterRefusal(state, unit, f))) {
          const shooter = { unit, figure, radius };
          const all = shooterOptions(state, shooter, enemies);
          expect(shooterOptions(state, shooter, inReach)).toEqual(all);
          expect(hasTarget(state, shooter, inReach)).toBe(hasTarget(state, shooter, enemies));
          if (all.eligible.length > 0) found++;
        }
      }
    }
    expect(narrowed).toBeGreaterThan(0);
    expect(found).toBeGreaterThan(0);
  });
});
