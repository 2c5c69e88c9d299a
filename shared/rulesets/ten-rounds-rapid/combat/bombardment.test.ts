import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { preliminaryBombardment } from './bombardment.ts';
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
});
