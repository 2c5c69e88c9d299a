import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_METHODS, type ApiResult } from '../../shared/api.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { createApiHandlers } from './api-handlers.ts';
import { GameService } from './games.ts';
import { ScenarioFiles } from './scenario-files.ts';

let dir: string;
let api: ReturnType<typeof createApiHandlers>;
const scenarioText = JSON.stringify(scenarioFixture());

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tachanka-api-'));
  await writeFile(join(dir, 'fixture.tachanka.json'), scenarioText);
  api = createApiHandlers({
    scenarios: new ScenarioFiles(dir),
    games: new GameService({ ai: (_r, _s, _sc, side) => ({ action: { type: 'rest', side }, reason: 'rests' }) }),
  });
});
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error.message}`);
  return result.value;
}

describe('the Api handlers', () => {
  it('implement every Api method', () => {
    expect(Object.keys(api).sort()).toEqual([...API_METHODS].sort());
  });

  it.each(API_METHODS)('%s refuses a malformed argument with JSON paths instead of throwing', async (method) => {
    const result = await api[method]({ unexpected: 1 } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe(`bad argument to ${method}`);
      expect(result.error.problems?.[0]!.path).toMatch(/^\$/);
    }
  });

  it('refuses non-objects and hostile values without throwing', async () => {
    for (const input of [null, undefined, 'text', 42, [], { gameId: 'x'.repeat(65) }, { text: 'x'.repeat(5 * 1024 * 1024 + 1) }]) {
      expect((await api.checkScenario(input as never)).ok).toBe(false);
      expect((await api.getGame(input as never)).ok).toBe(false);
    }
  });

  it('lists and fetches the bundled scenarios', async () => {
    expect(value(await api.listScenarios({})).map((s) => s.id)).toEqual(['fixture']);
    expect(value(await api.getScenario({ id: 'fixture' })).scenario.title).toBe('Fixture');
    expect((await api.getScenario({ id: 'missing' })).ok).toBe(false);
  });

  it('checks scenario text, reporting problems without refusing the call', async () => {
    expect(value(await api.checkScenario({ text: scenarioText })).scenario?.id).toBe('fixture');
    const checked = value(await api.checkScenario({ text: '{"format": 1}' }));
    expect(checked.scenario).toBeNull();
    expect(checked.problems[0]!.path).toBe('$.format');
  });

  it('hides the engine test rule set and answers rule lookups for unknown tables with a refusal', async () => {
    expect(value(await api.listRulesets({})).map((r) => r.id)).not.toContain('duel-test');
    expect((await api.rulesLookup({ rulesetId: 'nope', table: 't', query: {} })).ok).toBe(false);
    const missingTable = await api.rulesLookup({ rulesetId: 'duel-test', table: 'firing', query: {} });
    expect(!missingTable.ok && missingTable.error.message).toMatch(/no table "firing"/);
  });

  it('plays through new game, options, act, AI, undo and close', async () => {
    const snapshot = value(await api.newGame({ scenarioText, humanSide: 'red', difficulty: 'easy', seed: 4, undoMode: 'lenient', fog: 'open table' }));
    const { gameId } = snapshot;
    expect(value(await api.gameOptions({ gameId }))).toHaveLength(2);
    value(await api.act({ gameId, action: { type: 'fire', side: 'red' } }));
    const move = value(await api.aiAct({ gameId }));
    expect(move.reason).toBe('rests');
    expect(value(await api.undo({ gameId, count: 1 })).log!.actions).toEqual([]);
    expect(value(await api.getGame({ gameId })).gameId).toBe(gameId);
    const sight = await api.lineOfSight({ gameId, from: { x: 1, y: 1 }, to: { x: 2, y: 2 } });
    expect(!sight.ok && sight.error.message).toMatch(/no line-of-sight rules/);
    expect(value(await api.closeGame({ gameId }))).toEqual({ closed: true });
    expect((await api.getGame({ gameId })).ok).toBe(false);
  });

  it('turns a thrown service error into a refusal', async () => {
    const broken = createApiHandlers({
      scenarios: { summaries: () => Promise.reject(new Error('disk on fire')) } as unknown as ScenarioFiles,
      games: new GameService(),
    });
    const result = await broken.listScenarios({});
    expect(!result.ok && result.error.message).toBe('listScenarios failed: disk on fire');
  });
});
