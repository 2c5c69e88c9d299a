import type { Api, ApiResult, GameSnapshot } from '../../shared/api.ts';
import type { GameEvent } from '../../shared/engine/events.ts';
import type { Pending, UnitView } from '../../shared/engine/ruleset.ts';
import type { StepTable } from '../../shared/engine/step-tables.ts';
import type { PlayDeps } from '../play/play-session.svelte.ts';

/**
 * A snapshot with only what the play screen's logic reads, for tests of the session without a game in main.
 * Tests fill in what they look at; the scenario carries just the side names.
 */
export function fakeSnapshot(over: {
  turn?: number; phase?: string; pending?: Pending | null; events?: GameEvent[]; humanSide?: 'red' | 'white' | null; hash?: string;
  units?: UnitView[]; stepTables?: StepTable[]; distanceUnit?: 'in' | 'cm';
} = {}): GameSnapshot {
  return {
    gameId: 'g1',
    rulesetId: 'reds-versus-reds',
    distanceUnit: over.distanceUnit ?? 'in',
    scenario: { id: 'komuch-village', title: 'The Komuch village', table: { width: 72, height: 48 }, terrain: [], sides: { red: { name: 'Red Army' }, white: { name: 'People\u2019s Army' } } },
    humanSide: over.humanSide === undefined ? 'red' : over.humanSide,
    difficulty: 'normal',
    view: { turn: over.turn ?? 1, turnLimit: 14, phase: over.phase ?? 'movement', units: over.units ?? [], zones: [] },
    pending: over.pending === undefined ? null : over.pending,
    outcome: null,
    hash: over.hash ?? 'h0',
    events: over.events ?? [],
    stepTables: over.stepTables ?? [],
    log: { actions: [] },
    fog: 'on', fogged: false, seed: 1, actionCount: 0, ownDice: false,
    canUndo: false,
  } as unknown as GameSnapshot;
}

export const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value }) as ApiResult<T>;

/** Play deps over an Api whose methods the test supplies; anything else it calls fails the test loudly. */
export function fakeDeps(api: Partial<Api>, options: { pausePhases?: boolean; groupActivations?: boolean } = {}): PlayDeps {
  const missing = new Proxy(api, {
    get(target, name) {
      const method = (target as Record<string | symbol, unknown>)[name];
      if (method) return method;
      return () => { throw new Error(`the test's Api has no ${String(name)}`); };
    },
  }) as Api;
  return { api: missing, autosave: async () => undefined, aiDelayMs: () => 0, pausePhases: () => options.pausePhases ?? false,
    groupActivations: () => options.groupActivations ?? false, now: () => 0 };
}

export const rollEvent = (text: string, dice: number[], result: string, rule = 'Reds versus Reds: Direct fire'): GameEvent => ({
  kind: 'shot', text, side: 'red', roll: { dice, modifiers: [], total: dice.reduce((a, b) => a + b, 0), result, rule },
});
