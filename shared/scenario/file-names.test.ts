import { describe, expect, it } from 'vitest';
import { scenarioFileName, titleStem } from './file-names.ts';

describe('file names from a scenario title', () => {
  it('keep letters and digits, lower-case, with dashes between words', () => {
    expect(titleStem('The Komuch village!')).toBe('the-komuch-village');
    expect(titleStem('Łódź 1920: the Poles’ counter-attack')).toBe('lodz-1920-the-poles-counter-attack');
    expect(titleStem('Café à Kiev')).toBe('cafe-a-kiev');
  });

  it('spell Russian titles out in Latin letters', () => {
    expect(titleStem('Бронепоезд у Царицына')).toBe('bronepoezd-u-tsaritsyna');
    expect(scenarioFileName('Ижевск')).toBe('izhevsk.tachanka.json');
  });

  it('stay within 60 characters without a trailing dash, and fall back when nothing is left', () => {
    const long = titleStem(`${'a'.repeat(59)} b`);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
    expect(titleStem('???')).toBe('');
    expect(scenarioFileName('???')).toBe('scenario.tachanka.json');
  });
});
