import { describe, expect, it } from 'vitest';
import { cmText, distanceText, fromUnit, inUnit, unitMark } from './distance-units.ts';
import { tenRoundsRapid } from '../rulesets/ten-rounds-rapid/index.ts';
import { getRuleset } from '../rulesets/registry.ts';

describe('distances as a person reads them', () => {
  it('keeps inches to a tenth and centimetres whole (halves below 20 cm), from the same table inches', () => {
    expect(distanceText(4, 'in')).toBe('4.0"');
    expect(distanceText(4, 'cm')).toBe('10 cm');
    expect(distanceText(2.5, 'cm')).toBe('6.5 cm');
    expect(distanceText(23.6, 'cm')).toBe('60 cm');
    // A gap too small to show is never "0 cm".
    expect(cmText(0.3)).toBe('under 1 cm');
    expect(distanceText(0, 'cm')).toBe('0 cm');
  });

  it('converts a number both ways and marks its unit', () => {
    expect(inUnit(10, 'cm')).toBeCloseTo(25.4);
    expect(fromUnit(25.4, 'cm')).toBeCloseTo(10);
    expect(inUnit(10, 'in')).toBe(10);
    expect(unitMark('cm')).toBe(' cm');
    expect(unitMark('in')).toBe('"');
  });

  it('is named by the rule set: Ten Rounds Rapid ("All distances are quoted in centimetres") in centimetres, the rest in inches', () => {
    expect(tenRoundsRapid.distanceUnit).toBe('cm');
    expect(getRuleset('reds-versus-reds')?.distanceUnit ?? 'in').toBe('in');
  });
});
