import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../shared/api.ts';
import type { BattlePlan } from '../../shared/ai/index.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { GameService, type AiChooser } from './games.ts';
import { planDrawing } from './plan-drawing.ts';

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error.message}`);
  return result.value;
}

/** The Reds of the duel (each unit three bases in a row, from x 10 and x 30) attack the village: r1 round the left by the birch wood, r2 holding in front, no reserve. */
const plan: BattlePlan = {
  side: 'red', commander: { name: 'Colonel Makhin', temperament: 'cautious', from: 'scenario' }, posture: 'attack',
  objective: { point: { x: 24, y: 34 }, name: 'the village', areaId: 'village' },
  route: { flank: 'left', via: { x: 12, y: 24 }, by: 'by the birch wood' },
  main: ['r1'], holding: ['r2'], reserve: [],
  holdAt: { point: { x: 30, y: 20 }, name: 'south of the village' }, reserveAt: { point: { x: 20, y: 10 }, name: 'behind the hill' },
  reserveCommitted: false, commitOn: 'breakthrough', giveUp: { lossShare: 0.35, turnsLeft: 2 }, startStrength: 6, revisions: [],
};

describe('the AI\'s battle plan drawn for the end summary', () => {
  it('draws each part as an arrow from where its units stood, named by units and places, never ids', () => {
    const scenario = scenarioFixture();
    const drawn = planDrawing({ ...plan, main: ['r1'], holding: [], reserve: ['r2'] }, { ...scenario, sides: { ...scenario.sides, red: { ...scenario.sides.red, units: scenario.sides.red.units.map((u) => ({ ...u, name: u.id === 'r1' ? '1st Company' : 'Cossack sotnia' })) } } }, { units: [], turn: 1 } as never);
    expect(drawn.title).toBe('Plan of Colonel Makhin (cautious): attack the village');
    expect(drawn.arrows).toEqual([
      { part: 'main', label: 'Main effort: 1st Company, round the left, by the birch wood, onto the village', points: [{ x: 11, y: 4 }, { x: 12, y: 24 }, { x: 24, y: 34 }] },
      { part: 'reserve', label: 'Reserve: Cossack sotnia, following the main effort until it breaks in', points: [{ x: 31, y: 4 }, { x: 20, y: 10 }] },
    ]);
    expect(JSON.stringify(drawn)).not.toMatch(/"r1"|"r2"/);
  });

  it('is sent once the battle is over, and not before, under fog of war', () => {
    const planning: AiChooser = (_ruleset, _state, _scenario, side) => ({ action: { type: 'fire', side }, reason: 'fire', plan });
    const games = new GameService({ ai: planning });
    const { gameId } = value(games.newGame({ scenarioText: JSON.stringify(scenarioFixture({ turnLimit: 40 })), humanSide: 'white', difficulty: 'easy', seed: 5 }));
    let last = value(games.get(gameId));
    for (let i = 0; i < 400 && !last.outcome; i++) {
      last = last.pending?.side === 'white' ? value(games.act(gameId, { type: 'rest', side: 'white' })) : value(games.aiAct(gameId)).snapshot;
      if (!last.outcome) expect(last.aiPlans).toBeUndefined();
    }
    expect(last.outcome).not.toBeNull();
    expect(last.aiPlans).toEqual([{ side: 'red', title: 'Plan of Colonel Makhin (cautious): attack the village', arrows: [
      { part: 'main', label: 'Main effort: r1, round the left, by the birch wood, onto the village', points: [{ x: 11, y: 4 }, { x: 12, y: 24 }, { x: 24, y: 34 }] },
      { part: 'holding', label: 'Holding part: r2, keeping the enemy busy south of the village', points: [{ x: 31, y: 4 }, { x: 30, y: 20 }] },
    ] }]);
  });
});
