import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import { PlaySession } from './play-session.svelte.ts';
import OrdersPanel from './OrdersPanel.svelte';
import WithPlaySession from '../testing/WithPlaySession.svelte';
import { fakeDeps, fakeSnapshot, ok } from '../testing/fake-play.ts';

const refusal = 'Sailors may move at most 10" (10" rolled); this path is 29.2" (Reds versus Reds: Movement)';
const moveChoice = { action: { type: 'place', side: 'red', unitId: 'sailors', figures: [{ id: 'sailors/1', x: 10, y: 10, facing: 0 }] } as BaseAction, label: 'Sailors: move', unitId: 'sailors' };

function planned() {
  const acted: unknown[] = [];
  const deps = fakeDeps({
    checkAction: async () => ok({ allowed: false, reason: refusal }),
    act: async (input) => { acted.push(input.action); return { ok: false, error: { message: refusal } }; },
  });
  const session = new PlaySession(deps, fakeSnapshot({ pending: { side: 'red', kind: 'place', prompt: 'place the sailors', unitIds: ['sailors'] } }));
  session.move.start(moveChoice, { kind: 'figures' } as never, { x: 10, y: 10 }, 0, 10);
  session.move.place({ x: 10, y: 39.2 });
  return { session, acted };
}

describe('a planned move the rules refuse', () => {
  it('shows the rules\u2019 reason, keeps Confirm disabled, and is not sent', async () => {
    const { session, acted } = planned();
    await session.checkPlan({ type: 'place', side: 'red' });
    expect(session.planCheck).toEqual({ allowed: false, reason: refusal });
    const html = render(WithPlaySession, { props: { session, inner: OrdersPanel } }).body.replaceAll('&quot;', '"');
    expect(html).toMatch(/<button class="primary[^"]*"[^>]*disabled[^>]*data-testid="confirm"/);
    expect(html).toContain('at most 10" (10" rolled); this path is 29.2"');
    // The plan is named for its unit, not for the offered choice it was built from.
    expect(html).toContain('Your own move');
    expect(html).not.toContain('built from');

    await session.confirm();
    expect(acted).toEqual([]);
    expect(session.notice).toEqual({ tone: 'refusal', text: refusal });
  });
});
