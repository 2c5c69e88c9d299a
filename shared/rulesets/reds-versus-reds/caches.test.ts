import { describe, expect, it } from 'vitest';
import { statesOfARandomGame } from '../../testing/random-states.ts';
import { TerrainIndex } from '../../geometry/terrain-index.ts';
import { redsVersusReds as rvr } from './index.ts';
import { figureRadius, isActive } from './state.ts';
import { optionsFor } from './options.ts';
import { tableView } from './view.ts';
import { hasTarget, shooterOptions, shooterRefusal } from './shooting.ts';
import { figuresOnTable } from './figures.ts';
import { pathGoing, terrainOf } from './terrain.ts';
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
});
