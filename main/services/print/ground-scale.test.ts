import { describe, expect, it } from 'vitest';
import { redActionsRuleset as redActions } from '../../../shared/rulesets/red-actions/index.ts';
import { redsVersusReds } from '../../../shared/rulesets/reds-versus-reds/index.ts';
import { groundScale, parseGroundScale } from './ground-scale.ts';

describe('groundScale', () => {
  it('takes Red Actions! at the 1" = 25 m its scale states', () => {
    expect(groundScale(redActions)).toMatchObject({ metresPerInch: 25, source: 'rule set' });
  });

  it('marks a scale the rule text leaves open as our decision (Reds versus Reds)', () => {
    expect(groundScale(redsVersusReds)).toMatchObject({ metresPerInch: 10, source: 'project decision' });
  });

  it('prefers a declared ground scale to the scale text, and gives none without either', () => {
    const declared = { metresPerInch: 40, source: 'project decision' as const, note: 'chosen' };
    expect(groundScale({ scale: '1" = 30 m', groundScale: declared })?.metresPerInch).toBe(40);
    expect(groundScale({ scale: '1" = 30 m, 10 minutes a turn' })?.metresPerInch).toBe(30);
    expect(groundScale({ scale: 'none' })).toBeNull();
    expect(groundScale(undefined)).toBeNull();
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
