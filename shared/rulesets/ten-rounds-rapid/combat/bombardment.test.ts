import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { preliminaryBombardment } from './bombardment.ts';
import { planBombardment, rollBombardment } from '../fire/indirect/bombardment.ts';
import { motivationModifiers } from '../motivation/motivation.ts';
import { area, company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { checkScenarioDocument } from '../../registry.ts';

const scenario = (options: Record<string, string | number>) => trrScenario(
  [company('r', 'red-rifles', 10, 10), company('out', 'red-rifles', 40, 30)],
  [company('w', 'white-rifles', 10, 38)],
  [area('line', 'fields', 0, 5, 30, 15), line('trench', 'trench', [[0, 10], [30, 10]])],
  { ruleset: { id: 'ten-rounds-rapid', options } },
);

describe('preliminary bombardment (section 7, optional)', () => {
  // The modifier: “Subject to Sustained/Intense Bombardment - 1*/ -2*”, - 1 after a slow bombardment.
  it('rolls once for each company in the area, "+ 1 … for each extra day after the first", and the motivation modifier lasts', () => {
    const s = startedState(scenario({ bombardment: 'slow', bombardmentDays: 3, bombardmentArea: 'line' }));
    const events: GameEvent[] = [];
    // The company in the trench: basic factor 4, three columns right for heavy cover (F: 1); 8 + 2 days = 10 on row 1
    // is a casualty (its specialist roll 1: a rifle figure).
    preliminaryBombardment(s, forcedDice([8, 1]), events);
    expect(unitOf(s, 'r').figures).toBe(7);
    expect(unitOf(s, 'out').figures).toBe(8);
    expect(motivationModifiers(s, unitOf(s, 'r')).find((m) => /bombardment/.test(m.label))?.value).toBe(-1);
    expect(events.find((e) => e.roll?.rule === '7 Preliminary Bombardment')!.roll!.total).toBe(10);
  });
  it('refuses an intense bombardment for an army without interventionists ("Blue Armies only")', () => {
    const doc = JSON.parse(JSON.stringify(scenario({ bombardment: 'intense', bombardmentArea: 'line' })));
    expect(checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error').map((p) => p.path)).toEqual(['$.ruleset.options.bombardment']);
  });

  it('"Basic Factor 4", "If Using Gas +1 (Blue Armies only)", "If Intense Bombardment +2 (Blue Armies only)": in the open, column C reads them as they are', () => {
    const open = { kind: 'foot', formation: 'normal', cover: 'none', grade: 'normal' } as const;
    const factor = (gas: boolean, intense: boolean) => planBombardment({ gas, intense, extraDays: 0, shrapnel: false }, open).finalFactor;
    expect([factor(false, false), factor(true, false), factor(false, true), factor(true, true)]).toEqual([4, 5, 6, 7]);
  });
  it('"Roll once for each HQ unit company, squadron, battery, or vehicle under the fire using a D10": one roll for a factor of 15 or less', () => {
    const open = { kind: 'foot', formation: 'normal', cover: 'none', grade: 'normal' } as const;
    expect(rollBombardment({ gas: false, intense: false, extraDays: 0, shrapnel: false }, open, forcedDice([10])).rolls).toHaveLength(1);
  });
});
