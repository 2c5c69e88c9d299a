import { describe, expect, it } from 'vitest';
import { groundScale, parseGroundScale } from './ground-scale.ts';

describe('groundScale', () => {
  it('takes Red Actions! at its stated "each inch represents about 25 metres"', () => {
    expect(groundScale('red-actions')).toMatchObject({ metresPerInch: 25, source: 'rule set' });
  });

  it('converts Ten Rounds Rapid\'s "1 cm = 20 m" to metres per inch', () => {
    expect(groundScale('ten-rounds-rapid')?.metresPerInch).toBeCloseTo(50.8, 6);
  });

  it('marks the scales the rule texts leave open as our decision', () => {
    expect(groundScale('reds-versus-reds')).toMatchObject({ metresPerInch: 10, source: 'project decision' });
    expect(groundScale('forward-comrades')?.source).toBe('project decision');
    expect(groundScale('wargame-wednesdays')?.source).toBe('project decision');
  });

  it('falls back to the rule set\'s own scale text, and to none', () => {
    expect(groundScale('other', '1" = 30 m, 10 minutes a turn')?.metresPerInch).toBe(30);
    expect(groundScale('other', 'none')).toBeNull();
  });

  it.each([
    ['1 inch = 25 metres', 25],
    ['1 cm = 20 m', 50.8],
    ['2" represents 100 yards', 45.72],
    ['1 in : 40 m', 40],
  ])('reads "%s" as %f m per inch', (text, metres) => {
    expect(parseGroundScale(text)?.metresPerInch).toBeCloseTo(metres, 6);
  });
});
