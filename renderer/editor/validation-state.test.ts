import { describe, expect, it } from 'vitest';
import type { ApiResult, ApiOutput } from '../../shared/api.ts';
import { unreachableApi } from '../api.ts';
import { ValidationState } from './validation-state.svelte.ts';

type Check = ApiResult<ApiOutput<'checkScenario'>>;

/** An Api whose checkScenario answers when the test says so, in any order. */
function delayedApi() {
  const pending: { text: string; answer: (r: Check) => void }[] = [];
  const api = { ...unreachableApi('unused'), checkScenario: ({ text }: { text: string }) => new Promise<Check>((answer) => pending.push({ text, answer })) };
  return { api, pending };
}

const warning = (message: string) => ({ path: '$', message, severity: 'warning' as const });
const error = (message: string) => ({ path: '$.victory', message, severity: 'error' as const });

describe('the validation panel\'s state', () => {
  it('shows errors before warnings, counting each', async () => {
    const { api, pending } = delayedApi();
    const v = new ValidationState(api);
    const done = v.check('one');
    pending[0]!.answer({ ok: true, value: { scenario: null, problems: [warning('w'), error('e')] } });
    await done;
    expect(v.problems.map((p) => p.message)).toEqual(['e', 'w']);
    expect([v.errors, v.warnings, v.checking]).toEqual([1, 1, false]);
  });

  it('drops an answer about an older text', async () => {
    const { api, pending } = delayedApi();
    const v = new ValidationState(api);
    const first = v.check('old');
    const second = v.check('new');
    pending[1]!.answer({ ok: true, value: { scenario: null, problems: [] } });
    await second;
    pending[0]!.answer({ ok: true, value: { scenario: null, problems: [error('stale')] } });
    await first;
    expect(v.problems).toEqual([]);
  });

  it('says when the check itself could not run', async () => {
    const v = new ValidationState(unreachableApi('no host'));
    await v.check('x');
    expect(v.failure).toBe('no host');
  });
});
