import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../testing/forced-dice.ts';
import { resolveAaFire, type AaFirer, type AircraftKind, type Altitude } from './anti-aircraft.ts';

/** The roll's total with a d10 of 5: 5 + factor + altitude - defence. */
function total(firer: AaFirer, altitude: Altitude, aircraft: AircraftKind, armoured = false): number | string {
  const r = resolveAaFire(firer, altitude, aircraft, armoured, forcedDice([5]));
  return r.ok ? r.value.explanation.total : r.error.reason;
}

describe('Anti-Aircraft Fire (section 17)', () => {
  // "* If it is an AA unit, use the AA Factors": the Lt AA MG fires at 2 and heavy AA at 6, not the target's 1.
  it('the factors "For the target* of an attack : 1", "For Lt AA MG 2", heavy AA 6, against a single-engined aircraft at medium altitude', () => {
    expect(total('aa-mg', 'medium', 'single-engined')).toBe(5 + 2 - 3);
    expect(total('heavy-aa', 'high', 'single-engined')).toBe(5 + 6 - 3);
  });

  it('the altitude table: “Target 0 No Fire No Fire”, “AA MG +1 0 - 4”, and heavy AA -4, +1, 0', () => {
    expect(['low', 'medium', 'high'].map((a) => total('target', a as Altitude, 'single-engined'))).toEqual([5 + 1 - 3, 'the target of the attack cannot fire at medium altitude', 'the target of the attack cannot fire at high altitude']);
    expect(['low', 'medium', 'high'].map((a) => total('aa-mg', a as Altitude, 'single-engined'))).toEqual([5 + 2 + 1 - 3, 5 + 2 - 3, 5 + 2 - 4 - 3]);
    expect(['low', 'medium', 'high'].map((a) => total('heavy-aa', a as Altitude, 'single-engined'))).toEqual([5 + 6 - 4 - 3, 5 + 6 + 1 - 3, 5 + 6 - 3]);
  });

  it('defence values "Balloons 2", "Single engined 3", "Twin engined 4", "3 or 4 Engines 5."; "Armoured aircraft increase it by 1."', () => {
    expect((['balloon', 'single-engined', 'twin-engined', 'multi-engined'] as const).map((k) => total('heavy-aa', 'high', k))).toEqual([9, 8, 7, 6]);
    expect(total('heavy-aa', 'high', 'twin-engined', true)).toBe(6);
  });
});
