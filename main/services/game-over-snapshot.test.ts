import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../shared/api.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import { replay } from '../../shared/engine/game.ts';
import { rngFromSeed, SeededDice } from '../../shared/engine/dice.ts';
import { bundledScenariosDir } from './package-root.ts';
import { GameService, type AiChooser } from './games.ts';

/**
 * After the battle the whole truth is shown (issue 31, "After the battle"): a game played by the Reds under fog of
 * war, the station raid cut to one turn so that it ends soon, sends the Reds only what they know while it lasts and
 * everything once it is over — the whole table, the whole scenario, the log, and every event of the battle with its
 * turn for the end summary's umpire's view.
 */

const raid = JSON.parse(readFileSync(join(bundledScenariosDir(), 'station-raid.tachanka.json'), 'utf8')) as { turnLimit: number };
const oneTurn = JSON.stringify({ ...raid, turnLimit: 1 });

const randomAi: AiChooser = (ruleset, state, _scenario, _side, options) => {
  const choices = ruleset.options(state.game);
  return { action: choices[new SeededDice(rngFromSeed(options.seed)).d(choices.length) - 1]!.action, reason: 'at random' };
};

function playToTheEnd(fog: 'on' | 'open table'): { games: GameService; snapshots: GameSnapshot[] } {
  const games = new GameService({ ai: randomAi });
  const started = games.newGame({ scenarioText: oneTurn, humanSide: 'red', difficulty: 'easy', seed: 2, fog });
  if (!started.ok) throw new Error(started.error.message);
  const snapshots = [started.value];
  const picker = new SeededDice(rngFromSeed(5));
  const { gameId } = started.value;
  for (let step = 0; step < 400 && !snapshots.at(-1)!.outcome; step++) {
    const now = snapshots.at(-1)!;
    if (now.pending!.side === 'red') {
      const options = games.options(gameId);
      if (!options.ok) throw new Error(options.error.message);
      const acted = games.act(gameId, options.value[picker.d(options.value.length) - 1]!.action as BaseAction);
      if (!acted.ok) throw new Error(acted.error.message);
      snapshots.push(acted.value);
    } else {
      const moved = games.aiAct(gameId);
      if (!moved.ok) throw new Error(moved.error.message);
      snapshots.push(moved.value.snapshot);
    }
  }
  return { games, snapshots };
}

describe('a game-over snapshot under fog of war', () => {
  const { games, snapshots } = playToTheEnd('on');
  const last = snapshots.at(-1)!;
  const session = games.session(last.gameId)!;

  it('was fogged while the battle lasted: the Plastun platoon hidden in the birch wood was not sent', () => {
    expect(last.outcome, 'the one-turn raid ends').not.toBeNull();
    expect(snapshots[0]!.fogged).toBe(true);
    expect(JSON.stringify(snapshots[0])).not.toContain('w-plastuns');
    expect(snapshots[0]!.log).toBeUndefined();
  });

  it('is complete once it is over: the whole table, the scenario with both sides\' forces, and the log', () => {
    expect(last.fogged).toBe(false);
    expect(last.view).toEqual(session.ruleset.view(session.state.game));
    expect(last.view.units.map((u) => u.id)).toContain('w-plastuns');
    expect(last.view.markers).toBeUndefined();
    expect(last.scenario.sides.white.units.map((u) => u.id)).toContain('w-plastuns');
    expect(last.scenario.sides.white.briefing).not.toBe('');
    expect(last.log?.actions.length).toBe(last.actionCount);
  });

  it('carries every event of the battle, each in its turn, for the umpire\'s view', () => {
    const replayed = replay(session.ruleset, session.log);
    if (!replayed.ok) throw new Error(replayed.error.reason);
    const umpire = last.umpireLog!;
    expect(umpire.map((e) => e.event)).toEqual(replayed.value.events.flat());
    // More than the Reds were told: the Whites' doings out of their sight are there too.
    const told = snapshots.reduce((n, s) => n + s.events.length, 0);
    expect(umpire.length).toBeGreaterThan(told - last.events.length);
    const turns = umpire.map((e) => e.turn);
    expect(turns).toEqual([...turns].sort((a, b) => a - b));
    expect(turns[0]).toBe(snapshots[0]!.view.turn);
    // The battle's last events are those of its one turn: the view counts on to 2 as the turn limit ends it.
    expect(new Set(turns)).toEqual(new Set([snapshots[0]!.view.turn, 1]));
  });

  it('is not sent on an open table, whose log already holds everything', () => {
    const open = playToTheEnd('open table').snapshots.at(-1)!;
    expect(open.outcome).not.toBeNull();
    expect(open.umpireLog).toBeUndefined();
    expect(open.log).toBeDefined();
  });
});
