import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../shared/scenario/schema.ts';
import { areaChoices } from './area-choices.ts';
import { editorTestScenario } from './test-scenario.ts';

const square = (x: number, y: number, side = 4) => [{ x, y }, { x: x + side, y }, { x: x + side, y: y + side }, { x, y: y + side }];

describe('the areas a condition can name', () => {
  const s = editorTestScenario();
  const village = { id: 'village', kind: 'area' as const, type: 'built-up' as const, polygon: square(30, 30), label: 'Kamenka' };
  const crest = { id: 'crest', kind: 'area' as const, type: 'rough' as const, polygon: square(51, 5, 2) };
  const scenario: Scenario = {
    ...s,
    terrain: [
      ...s.terrain, village, crest,
      { id: 'obj', kind: 'point', type: 'objective', x: 32, y: 32, label: 'the church' },
      { id: 'hill-1', kind: 'hill', polygon: square(48, 2, 8), height: 2, steepness: 'gentle', label: 'Hill 112' },
    ],
  };

  it('offers every terrain area, the one holding the objective first, each by its name and kind, never its id', () => {
    const choices = areaChoices(scenario);
    expect(choices.map((c) => c.id)).toEqual(['village', 'wood', 'copse', 'crest']);
    expect(choices[0]!.text).toBe('Kamenka (built-up area, holds the church)');
    expect(choices[1]!.text).toBe('Woods');
    expect(choices[2]!.text).toBe('Dense woods');
    for (const c of choices) expect(c.text.startsWith(c.id)).toBe(false);
  });

  it('numbers unnamed areas of one kind, in the order they were drawn', () => {
    const two = { ...scenario, terrain: [...scenario.terrain, { id: 'far-wood', kind: 'area' as const, type: 'woods' as const, polygon: square(60, 40) }] };
    const texts = areaChoices(two).map((c) => c.text);
    expect(texts).toContain('Woods 1');
    expect(texts).toContain('Woods 2');
    expect(areaChoices(two).find((c) => c.id === 'far-wood')!.text).toBe('Woods 2');
  });

  it('says which hill an area lies on, so a hill is held through the area drawn on it', () => {
    expect(areaChoices(scenario).find((c) => c.id === 'crest')!.text).toBe('Rough ground (on Hill 112)');
  });
});
