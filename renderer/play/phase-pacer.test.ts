import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../shared/engine/events.ts';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { pacedParts } from './phase-pacer.ts';
import { PlaySession } from './play-session.svelte.ts';
import { fakeDeps, fakeSnapshot, ok, rollEvent } from '../testing/fake-play.ts';

const shot = (text: string): GameEvent => rollEvent(text, [4, 5], 'hit');
const phase = (text: string): GameEvent => ({ kind: 'phase', text });
const note = (text: string): GameEvent => ({ kind: 'morale', text });
const company = (now: number): UnitView => ({
  id: 'pa-2', side: 'white', name: '2nd company', troopType: 'peoples-army', troopClass: 'infantry', bases: [], baseSize: { width: 1, depth: 1 },
  officers: [], markers: [], status: 'active', strength: { now, start: 6, unit: 'figures' }, stats: {},
});

// A last shot that ends the shooting: close combat and morale run by themselves, and the next turn begins.
const runOn: GameEvent[] = [
  shot('Red Maxim fires at the 2nd company: hit'), { kind: 'casualty', text: '1 figure falls to machine guns' },
  phase('Close combat'), { kind: 'combat', text: 'Sailors fight the 1st company' },
  phase('Morale: rallies'),
  phase('Morale: tests'), note('The 2nd company test morale: passed'),
  { kind: 'turn', text: 'Turn 2 of 14' },
];

describe('pacing the steps an action runs through', () => {
  it('stops after each step that reported something and was followed by another', () => {
    const parts = pacedParts(runOn, 'shooting: machine guns', 'movement: units', true);
    expect(parts.map((p) => [p.step, p.events.length, p.stopAfter])).toEqual([
      ['shooting: machine guns', 2, true],
      ['Close combat', 2, true],
      // Nobody rallied: nothing to read, so no stop.
      ['Morale: rallies', 1, false],
      ['Morale: tests', 2, true],
      ['Turn 2 of 14', 1, false],
    ]);
  });

  it('stops after a step whose phase label changed, though no event opened a new one', () => {
    const parts = pacedParts([shot('Rifles fire: hit')], 'shooting: rifles', 'shooting: machine guns', true);
    expect(parts.map((p) => p.stopAfter)).toEqual([true]);
    expect(pacedParts([shot('Rifles fire: hit')], 'shooting: rifles', 'shooting: rifles', true).map((p) => p.stopAfter)).toEqual([false]);
  });

  it('does not stop for a phase label met before in the turn: the same step going on', () => {
    const alternating = pacedParts([shot('Reds fire: hit')], 'Reds have the initiative', 'Whites have the initiative', true, ['Whites have the initiative']);
    expect(alternating.map((p) => p.stopAfter)).toEqual([false]);
  });

  it('does not stop after a step that only moved troops (Reds versus Reds: units, then independent figures, one movement step)', () => {
    const moved: GameEvent = { kind: 'move', text: 'Sailors move 5"', roll: { dice: [5], modifiers: [], total: 5, result: '5"', rule: 'Movement' } };
    const parts = pacedParts([moved, phase('Independent figures move')], 'movement: units', 'movement: independent figures', true);
    expect(parts.map((p) => p.stopAfter)).toEqual([false, false]);
    expect(pacedParts([moved], 'movement: independent figures', 'movement: artillery observer', true).map((p) => p.stopAfter)).toEqual([false]);
  });

  it('runs straight on when the player chose to', () => {
    const parts = pacedParts(runOn, 'shooting: machine guns', 'movement: units', false);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.events).toHaveLength(runOn.length);
    expect(parts[0]!.stopAfter).toBe(false);
  });
});

describe('the play screen stopped between steps', () => {
  it('shows a step at a time, keeps the AI waiting, and goes on when asked', async () => {
    const humanFires = fakeSnapshot({ phase: 'shooting: machine guns', pending: { side: 'red', kind: 'fire', prompt: 'shoot', unitIds: [] }, units: [company(6)] });
    // The engine kept the table as each step ended: 5 men after the shooting, 3 after close combat, 2 after morale.
    const stepTables = [[2, 5], [4, 3], [5, 3], [7, 2]].map(([at, now]) => ({ at: at!, table: { turn: 1, turnLimit: 14, phase: 'p', zones: [], units: [company(now!)] } }));
    const aiMoves = fakeSnapshot({
      turn: 2, phase: 'movement: units', events: runOn, hash: 'h1', pending: { side: 'white', kind: 'activate', prompt: 'move', unitIds: [] }, units: [company(1)], stepTables,
    });
    let aiAsked = 0;
    const deps = fakeDeps({
      act: async () => ok(aiMoves),
      aiAct: async () => { aiAsked++; return ok({ snapshot: fakeSnapshot({ turn: 2, phase: 'movement: units', hash: 'h2', units: [company(1)] }), reason: 'hold', thinkingMs: 1 }); },
      gameOptions: async () => ok([]),
    }, { pausePhases: true });
    const session = new PlaySession(deps, humanFires);
    await session.commit({ type: 'fire', side: 'red' });

    expect(session.stopped?.heading).toBe('Shooting: machine guns — done. Next: close combat.');
    expect(session.stopped?.turn).toBe(1);
    // The table shows the company as the shooting left it, not as the whole action did.
    expect(session.unitsById.get('pa-2')?.strength.now).toBe(5);
    expect(session.shownLog.map((e) => e.event.text)).toEqual(['Red Maxim fires at the 2nd company: hit', '1 figure falls to machine guns']);
    expect(session.battleLog).toHaveLength(runOn.length);
    expect(session.rolls.shown?.text).toBe('Red Maxim fires at the 2nd company: hit');
    expect(aiAsked).toBe(0);

    await session.goOn();
    expect(session.stopped?.heading).toBe('Close combat — done. Next: morale: rallies.');
    expect(session.unitsById.get('pa-2')?.strength.now).toBe(3);
    await session.goOn();
    // The empty rallies are passed over to the next step that reported something.
    expect(session.stopped?.heading).toBe('Morale: tests — done. Next: turn 2 of 14.');
    expect(session.unitsById.get('pa-2')?.strength.now).toBe(2);
    expect(aiAsked).toBe(0);
    await session.goOn();
    expect(session.stopped).toBeNull();
    expect(session.unitsById.get('pa-2')?.strength.now).toBe(1);
    expect(session.shownLog).toHaveLength(runOn.length);
    await expect.poll(() => aiAsked).toBe(1);
  });
});
