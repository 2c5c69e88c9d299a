import { describe, expect, it } from 'vitest';
import { applyAction, startGame, type GameState } from '../../engine/game.ts';
import { rngFromSeed, SeededDice } from '../../engine/dice.ts';
import { TerrainIndex } from '../../geometry/terrain-index.ts';
import { redsVersusReds as rvr } from './index.ts';
import { type RvrState, figureRadius, isActive } from './state.ts';
import { optionsFor } from './options.ts';
import { tableView } from './view.ts';
import { hasTarget, shooterOptions, shooterRefusal } from './shooting.ts';
import { figuresOnTable } from './figures.ts';
import { pathGoing, terrainOf } from './terrain.ts';
import { komuchVillageClose } from './test-fixtures.ts';

// The rule set keeps answers to save time (options and views per state, sight lines and going per table) and
// takes short cuts (whether a unit has any target). Each must answer exactly as the long way round does.

/** Every state of a short game of random choices from the close start (fire and close combat come early). */
function statesOfAGame(seed: number): RvrState[] {
  const scenario = { ...komuchVillageClose(), turnLimit: 2 };
  let game: GameState<RvrState> = startGame(rvr, scenario, seed).state;
  const picker = new SeededDice(rngFromSeed(seed));
  const states = [game.game];
  while (!rvr.outcome(game.game)) {
    const options = rvr.options(game.game);
    const next = applyAction(rvr, game, options[picker.d(options.length) - 1]!.action);
    if (!next.ok) throw new Error(next.error.reason);
    game = next.value.state;
    states.push(game.game);
  }
  return states;
}

describe('kept answers and short cuts', () => {
  const states = [...statesOfAGame(11), ...statesOfAGame(12)];

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
