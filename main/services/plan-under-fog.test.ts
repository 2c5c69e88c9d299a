import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../shared/api.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { GameService, type AiChooser } from './games.ts';

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error.message}`);
  return result.value;
}

// The duel: the AI fires every time, saying its plan; the human side rests. The Whites lose their last point in the end.
const firingAi: AiChooser = (_ruleset, _state, _scenario, side) => ({
  action: { type: 'fire', side }, reason: 'Plan of Colonel Makhin (bold): attack. Now: fire — for the plan: main effort', reasonWithoutPlan: 'fire',
});

/** The AI's reasons as the human side is told them, over a whole duel, with whether the battle was over after each. */
function toldReasons(fog: 'on' | 'open table'): { reason: string; over: boolean }[] {
  const games = new GameService({ ai: firingAi });
  const scenarioText = JSON.stringify(scenarioFixture({ turnLimit: 40 }));
  const { gameId } = value(games.newGame({ scenarioText, humanSide: 'white', difficulty: 'easy', seed: 5, fog }));
  const told: { reason: string; over: boolean }[] = [];
  for (let i = 0; i < 400; i++) {
    const now = value(games.get(gameId));
    if (now.outcome) break;
    if (now.pending?.side === 'white') {
      value(games.act(gameId, { type: 'rest', side: 'white' }));
      continue;
    }
    const move = value(games.aiAct(gameId));
    told.push({ reason: move.reason, over: move.snapshot.outcome !== null });
  }
  return told;
}

describe('the AI\'s battle plan at the Api', () => {
  it('is kept from the human side under fog of war until the battle is over, then told', () => {
    const told = toldReasons('on');
    expect(told.at(-1)!.over).toBe(true);
    for (const t of told.slice(0, -1)) expect(t.reason).toBe('fire');
    // The move that ends the battle is told whole.
    expect(told.at(-1)!.reason).toMatch(/^Plan of Colonel Makhin/);
  });

  it('is told at every move on an open table', () => {
    const told = toldReasons('open table');
    expect(told.length).toBeGreaterThan(1);
    for (const t of told) expect(t.reason).toMatch(/^Plan of Colonel Makhin .*for the plan: main effort$/);
  });

  it('is left out of the real commander\'s reason under fog of war: no plan, no part it serves', () => {
    const games = new GameService({ aiBudgetMs: 200 });
    const scenarioText = readFileSync(new URL('../../scenarios/komuch-village.tachanka.json', import.meta.url), 'utf8');
    const started = value(games.newGame({ scenarioText, humanSide: 'white', difficulty: 'easy', seed: 9 }));
    expect(started.pending?.side).toBe('red');
    // The briefing names the AI's commander and his temperament, drawn from the game's seed.
    expect(started.aiCommanders).toEqual([{ side: 'red', words: expect.stringMatching(/^(Commander|Commissar|Brigade commander) \w+: (bold|cautious|cunning)$/) }]);
    const move = value(games.aiAct(started.gameId));
    expect(move.reason.length).toBeGreaterThan(0);
    expect(move.reason).not.toMatch(/Plan|for the plan/);
    const open = new GameService({ aiBudgetMs: 200 });
    const openStart = value(open.newGame({ scenarioText, humanSide: 'white', difficulty: 'easy', seed: 9, fog: 'open table' }));
    expect(value(open.aiAct(openStart.gameId)).reason).toMatch(/^Plan of .*: attack the village\..* Now: .* — for the plan: /);
  });
});
