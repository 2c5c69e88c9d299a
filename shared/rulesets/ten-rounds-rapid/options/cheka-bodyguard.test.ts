import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { checkScenarioDocument } from '../../registry.ts';
import { activate } from '../motivation/activation.ts';
import { stiffenerOf } from '../motivation/motivation.ts';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { chekaFactor } from './cheka-bodyguard.ts';

const errors = (white: Parameters<typeof trrScenario>[1], options: Record<string, boolean>) => {
  const doc = JSON.parse(JSON.stringify(trrScenario([company('r', 'red-rifles', 10, 5)], white, [], { ruleset: { id: 'ten-rounds-rapid', options } })));
  return checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error');
};

describe('Cheka for White and Green Armies (section 18, option "chekaForWhitesAndGreens")', () => {
  it('"attaching specialist figures from the generals personal bodyguard to a unit (green level troops only)"', () => {
    const bodyguard = [company('w', 'white-rifles-green', 10, 38, { specialists: ['cheka'] })];
    expect(errors(bodyguard, {}).map((p) => p.message)).toEqual([expect.stringMatching(/serve only the Reds.*chekaForWhitesAndGreens/)]);
    expect(errors(bodyguard, { chekaForWhitesAndGreens: true })).toEqual([]);
    const normal = errors([company('w', 'white-rifles', 10, 38, { specialists: ['cheka'] })], { chekaForWhitesAndGreens: true });
    expect(normal.map((p) => p.path)).toEqual(['$.sides.white.units[0].bases[4].weapon']);
    expect(normal[0]!.message).toMatch(/green level troops only/);
    expect(errors([company('w', 'green-rifles', 10, 38, { specialists: ['cheka'] })], { chekaForWhitesAndGreens: true })).toEqual([]);
  });

  it('"If used roll on the 3 row on the Casualty Table" (the Reds\' own Cheka rolls on row 1)', () => {
    expect([chekaFactor('reds'), chekaFactor('whites'), chekaFactor('greens')]).toEqual([1, 3, 3]);
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [company('w', 'white-rifles-green', 10, 38, { specialists: ['cheka'] }), company('v', 'white-rifles', 14, 38)], [], { ruleset: { id: 'ten-rounds-rapid', options: { chekaForWhitesAndGreens: true } } }));
    const w = unitOf(s, 'w');
    expect(stiffenerOf(w)).toBe('cheka');
    const events: Parameters<typeof activate>[4] = [];
    // Motivation 6 (green stiffened to normal), then the bodyguard's roll on row 3: a 9 is one casualty; specialist roll 2.
    activate(s, w, true, forcedDice([6, 9, 2]), events);
    const row = events.find((e) => e.roll?.table === 'casualties')!.roll!;
    expect(row.column).toMatch(/3/);
    expect(w.figures).toBe(7);
  });
});
