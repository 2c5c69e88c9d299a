import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import { PlaySession } from './play-session.svelte.ts';
import DiceTray from './DiceTray.svelte';
import RuleExplainer from './RuleExplainer.svelte';
import WithPlaySession from '../testing/WithPlaySession.svelte';
import { fakeDeps, fakeSnapshot, rollEvent } from '../testing/fake-play.ts';

const shown = (session: PlaySession, inner: typeof DiceTray) => render(WithPlaySession, { props: { session, inner } }).body;

describe('the dice tray and the rule explainer', () => {
  it('show the same roll: the newest, then the one picked in the log', async () => {
    const older = rollEvent('Red Maxim fires at the 2nd company', [6, 2], 'casualty');
    const newer = rollEvent('Sailors test morale', [1], 'steady', 'Reds versus Reds: Morale');
    const session = new PlaySession(fakeDeps({}), fakeSnapshot({ humanSide: null }));
    await session.receive(fakeSnapshot({ humanSide: null, events: [older, newer] }));
    expect(shown(session, DiceTray)).toContain('Dice: 1');
    expect(shown(session, RuleExplainer)).toContain('Morale');

    session.explain(older);
    expect(shown(session, DiceTray)).toContain('Dice: 6, 2');
    expect(shown(session, DiceTray)).toContain('Red Maxim fires at the 2nd company');
    expect(shown(session, RuleExplainer)).toContain('Direct fire');
  });

  it('keep a roll picked in the log while the other side rolls, until the player asks for the newest', async () => {
    const older = rollEvent('Red Maxim fires at the 2nd company', [6, 2], 'casualty');
    const session = new PlaySession(fakeDeps({}), fakeSnapshot({ humanSide: null }));
    await session.receive(fakeSnapshot({ humanSide: null, events: [older, rollEvent('Sailors test morale', [1], 'steady')] }));
    session.explain(older);
    await session.receive(fakeSnapshot({ humanSide: null, events: [rollEvent('The field gun fires', [4], 'miss')] }));
    expect(shown(session, DiceTray)).toContain('Dice: 6, 2');
    expect(shown(session, RuleExplainer)).toContain('Show the newest roll');
    session.rolls.followNewest();
    expect(shown(session, DiceTray)).toContain('Dice: 4');
    expect(shown(session, RuleExplainer)).not.toContain('Show the newest roll');
  });
});
