import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../testing/forced-dice.ts';
import { airCombat } from './air-combat.ts';
import { planStrafing, resolveStrafing } from './strafing.ts';
import { AIR_LOOKUPS } from './air-lookups.ts';

const open = { kind: 'foot', formation: 'normal', cover: 'none', grade: 'normal' } as const;
const value = (id: string, q: Record<string, string>): Record<string, unknown> => {
  const r = AIR_LOOKUPS.find((t) => t.id === id)!.lookup(q);
  if (!r.ok) throw new Error(r.error.reason);
  return r.value as Record<string, unknown>;
};

describe('Air To Air Combat', () => {
  it('"Scouts chase off all other types": no roll, and the scouts strafe', () => {
    expect(airCombat(['light-bomber', 'scout'], forcedDice([]))).toMatchObject({ winner: 1, strafeOnly: true, rolls: [] });
  });
  // "If both sides have these attempting to attack, both roll a D10."
  it('"both roll a D10. The higher scorer may attack … limited Strafing attacks"; a tie is rolled again (decision)', () => {
    const r = airCombat(['scout', 'scout'], forcedDice([4, 4, 2, 9]));
    expect(r).toMatchObject({ winner: 1, strafeOnly: true });
    expect(r.rolls.map((x) => x.result)).toEqual(['a tie: rolled again', 'the side rolling 9 attacks, strafing only']);
  });
  it('two sides\' bombers: "Only one side is allowed to have aircraft making attacks": the higher d10 attacks, bombs kept (decision)', () => {
    expect(airCombat(['heavy-bomber', 'light-bomber'], forcedDice([8, 2]))).toMatchObject({ winner: 0, strafeOnly: false });
  });
});

describe('Strafing: "counting the number of barrels the aircraft carries, as a tripod mount. Calibre is ignored"', () => {
  it('two barrels are a twin tripod mount, 8; cover shifts, range does not (decision)', () => {
    const p = planStrafing(2, open, []);
    expect(p.basic.value).toBe(8);
    expect(p.shifts).toEqual([]);
    expect(planStrafing(2, { ...open, cover: 'medium' }, []).shifts).toEqual([{ label: 'medium cover', value: 2 }]);
  });
  it('"One damage marker subtracts 3 from the targets die roll for … fire effect": a roll of 3 becomes 0, no casualties', () => {
    const r = resolveStrafing(4, open, -3, forcedDice([3]));
    expect(r.casualties.rolls[0]!.explanation).toMatchObject({ dice: [3], total: 0, result: 'no casualties' });
    expect(r.casualties.casualties).toBe(0);
  });
  it('the strafing and air-combat tables run the same code', () => {
    expect(value('strafing', { barrels: '2', rolls: '10' })).toMatchObject({ finalFactor: planStrafing(2, open, []).finalFactor });
    expect(value('air-combat', { first: 'scout', second: 'heavy-bomber', rolls: '' })).toEqual({ attacks: 'first', strafeOnly: true, text: 'the scouts chase off the other side\'s aircraft' });
  });
});
