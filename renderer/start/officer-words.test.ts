import { describe, expect, it } from 'vitest';
import stationRaidJson from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import { validateScenario } from '../../shared/scenario-checks/validate.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import { viewOf } from '../../shared/rulesets/red-actions/view/view.ts';
import { fixtureState } from '../../shared/rulesets/red-actions/test-fixture.ts';
import { officersInWords } from './officer-words.ts';

describe('officer tokens read the same on the start screen and in the game', () => {
  it('a fixed "steady-a" officer reads "steady, +1 to morale" in the preview and in the game\'s view', () => {
    const parsed = validateScenario(stationRaidJson);
    if (!parsed.ok) throw new Error('the station raid does not validate');
    const words = getRuleset('red-actions')!.officerWords;
    const preview = officersInWords(parsed.value, words);
    const previewWords = preview.sides.white.units.flatMap((u) => u.officers).map((o) => o.characteristic).filter(Boolean);
    expect(previewWords).toContain('steady, +1 to morale');
    expect(previewWords.join(' ')).not.toMatch(/steady-a|steady-b/);

    const inGame = viewOf(fixtureState(parsed.value)).units.flatMap((u) => u.officers).map((o) => o.characteristic);
    expect(inGame).toContain('steady, +1 to morale');
    expect(inGame.join(' ')).not.toMatch(/^[+-]\d$/m);
  });
});
