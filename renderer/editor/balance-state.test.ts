import { describe, expect, it, vi } from 'vitest';
import type { BalanceProgress } from '../../shared/api.ts';
import { unreachableApi } from '../api.ts';
import { BalanceRun } from './balance-state.svelte.ts';

const progress = (done: number, state: BalanceProgress['state']): BalanceProgress => ({
  jobId: 'job', total: 4, done, red: done, white: 0, draws: 0, unfinished: 0,
  intervals: { red: { low: 0, high: 1 }, white: { low: 0, high: 1 } }, state, error: null,
});

describe('following a balance estimate', () => {
  it('polls until the games are done, then stops asking', async () => {
    vi.useFakeTimers();
    const answers = [progress(1, 'running'), progress(4, 'finished')];
    const asked: string[] = [];
    const api = {
      ...unreachableApi('unused'),
      startBalance: async () => ({ ok: true as const, value: { jobId: 'job' } }),
      balanceProgress: async ({ jobId }: { jobId: string }) => { asked.push(jobId); return { ok: true as const, value: answers.shift() ?? progress(4, 'finished') }; },
    };
    const run = new BalanceRun(api);
    await run.start('{}', 4);
    expect(run.progress?.done).toBe(1);
    expect(run.running).toBe(true);
    await vi.advanceTimersByTimeAsync(600);
    expect(run.progress?.state).toBe('finished');
    await vi.advanceTimersByTimeAsync(2000);
    expect(asked).toHaveLength(2);
    vi.useRealTimers();
  });

  it('shows a refused start with its problems', async () => {
    const api = {
      ...unreachableApi('unused'),
      startBalance: async () => ({ ok: false as const, error: { message: 'the scenario cannot be played', problems: [{ path: '$.victory[0]', message: 'no area', severity: 'error' as const }] } }),
    };
    const run = new BalanceRun(api);
    await run.start('{}', 4);
    expect(run.refusal?.problems[0]?.message).toBe('no area');
    expect(run.running).toBe(false);
  });

  it('cancels through the Api', async () => {
    const cancelled: string[] = [];
    const api = {
      ...unreachableApi('unused'),
      startBalance: async () => ({ ok: true as const, value: { jobId: 'job' } }),
      balanceProgress: async () => ({ ok: true as const, value: progress(1, 'running') }),
      cancelBalance: async ({ jobId }: { jobId: string }) => { cancelled.push(jobId); return { ok: true as const, value: { cancelled: true } }; },
    };
    const run = new BalanceRun(api);
    await run.start('{}', 4);
    await run.cancel();
    expect(cancelled).toEqual(['job']);
    expect(run.progress?.state).toBe('cancelled');
    run.dispose();
  });
});
