import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import type { GameTally } from '../cli/balance-worker.ts';
import { ABANDONED_AFTER_MS, BalanceService, RUNNING_AT_MOST, progressOf, type SpawnBalanceWorker } from './balance.ts';

const scenarioText = JSON.stringify(scenarioFixture());

async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const progress = (service: BalanceService, jobId: string) => {
  const r = service.progress(jobId);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('the balance estimate', () => {
  it('plays every game in the CLI balance worker threads and counts each side\'s wins', async () => {
    const service = new BalanceService({ workers: 2, seed: () => 100 });
    const started = service.start({ scenarioText, games: 6 });
    if (!started.ok) throw new Error(started.error.message);
    const final = await until(() => progress(service, started.value.jobId), (p) => p.state !== 'running');
    expect(final.state).toBe('finished');
    expect(final.done).toBe(6);
    expect(final.red + final.white + final.draws + final.unfinished).toBe(6);
    expect(final.intervals.red.low).toBeLessThanOrEqual(final.red / 6);
    expect(final.intervals.red.high).toBeGreaterThanOrEqual(final.red / 6);
  });

  it('refuses a scenario with errors, naming them', () => {
    const service = new BalanceService({ spawn: () => ({ stop: () => undefined }) });
    const bad = JSON.stringify({ ...scenarioFixture(), victory: [{ type: 'hold-area', winner: 'red', areaId: 'nowhere' }] });
    const r = service.start({ scenarioText: bad, games: 4 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems?.[0]?.message).toMatch(/no terrain area "nowhere"/);
  });

  it('splits the seeds among workers, reports a failure, and stops the other workers', () => {
    const jobs: number[][] = [];
    let stopped = 0;
    const ends: ((error: string | null) => void)[] = [];
    const spawn: SpawnBalanceWorker = (job, { onEnd }) => {
      jobs.push(job.seeds);
      ends.push(onEnd);
      return { stop: () => { stopped += 1; } };
    };
    const service = new BalanceService({ spawn, workers: 3, seed: () => 10 });
    const r = service.start({ scenarioText, games: 7 });
    if (!r.ok) throw new Error(r.error.message);
    expect(jobs.flat().sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14, 15, 16]);
    ends[1]!('seed 11: boom');
    const p = progress(service, r.value.jobId);
    expect(p.state).toBe('failed');
    expect(p.error).toBe('seed 11: boom');
    expect(stopped).toBe(3);
  });

  it('gives each start its own run: a second one leaves the first running, and each is cancelled by its own id', () => {
    let stopped = 0;
    const service = new BalanceService({ spawn: () => ({ stop: () => { stopped += 1; } }), workers: 1 });
    const first = service.start({ scenarioText, games: 3 });
    const second = service.start({ scenarioText, games: 3 });
    if (!first.ok || !second.ok) throw new Error('not started');
    expect(progress(service, first.value.jobId).state).toBe('running');
    expect(service.cancel(second.value.jobId)).toEqual({ ok: true, value: { cancelled: true } });
    expect(service.cancel(second.value.jobId)).toEqual({ ok: true, value: { cancelled: false } });
    expect(progress(service, first.value.jobId).state).toBe('running');
    expect(stopped).toBe(1);
    expect(service.progress('missing').ok).toBe(false);
  });

  it('runs a bounded number at once, refusing one more in words, and makes room by stopping one its window left', () => {
    let now = 0;
    const service = new BalanceService({ spawn: () => ({ stop: () => undefined }), workers: 1, now: () => now });
    const started = Array.from({ length: RUNNING_AT_MOST }, () => service.start({ scenarioText, games: 3 }));
    expect(started.every((r) => r.ok)).toBe(true);
    const refused = service.start({ scenarioText, games: 3 });
    expect(refused).toMatchObject({ ok: false, error: { message: expect.stringMatching(new RegExp(`^${RUNNING_AT_MOST} balance estimates are running already`)) } });
    // Every run but the first is still followed; the first's window stopped asking a minute ago.
    now = ABANDONED_AFTER_MS + 1;
    const ids = started.map((r) => (r.ok ? r.value.jobId : ''));
    for (const id of ids.slice(1)) progress(service, id);
    expect(service.start({ scenarioText, games: 3 }).ok).toBe(true);
    expect(progress(service, ids[0]!).state).toBe('cancelled');
    expect(ids.slice(1).map((id) => progress(service, id).state)).toEqual(ids.slice(1).map(() => 'running'));
  });

  it('keeps draws and unfinished games apart', () => {
    const tally = (winner: GameTally['winner']): GameTally => ({ seed: 0, winner, turns: 1, actions: 1 });
    const p = progressOf({ jobId: 'j', total: 5, tallies: [tally('red'), tally(null), tally(undefined), tally('white'), tally('red')], state: 'finished', error: null });
    expect(p).toMatchObject({ done: 5, red: 2, white: 1, draws: 1, unfinished: 1 });
  });
});
