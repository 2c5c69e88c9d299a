import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { building } from '../../../geometry/terrain-fixtures.ts';
import { checkScenario } from '../check-scenario.ts';
import { centreOf, initialState } from '../state.ts';
import { startMove } from '../sequence.ts';
import { tableView } from '../view.ts';
import { fireAt } from '../combat/burning-ground.ts';
import { area, company, trrScenario, unitOf } from '../test-fixtures.ts';

/** A wood from x 10" to 22", y 18" to 26"; a Red company set up inside it, the Whites well away. */
const scenario = (options: Record<string, string | number | boolean>) => trrScenario(
  [company('reds', 'red-rifles', 14, 24), company('far', 'red-rifles', 40, 10)],
  [company('whites', 'white-rifles', 40, 36)],
  [{ ...area('wood', 'woods', 10, 18, 22, 26), label: 'Birch wood' }, area('field', 'fields', 30, 18, 40, 26), building('barn', 45, 20, 2, 1.5, 0, 'wood')],
  { ruleset: { id: 'ten-rounds-rapid', options } },
);

describe('a scenario opening with a fire burning (section 15: "Burning areas must be evacuated by any figures occupying them")', () => {
  it('the whole wood is alight before move 1, its company gets out at once, and the table draws it as a fire', () => {
    const s = initialState(scenario({ 'burning.wood': true, windToward: 'north' }));
    const before = centreOf(unitOf(s, 'reds'));
    const events: GameEvent[] = [];
    // The company's fall-back: the wood's one poor-going penalty die (3); then the initiative (7, 2).
    startMove(s, forcedDice([3, 7, 2]), events);
    const texts = events.map((e) => e.text);
    expect(texts).toContain('The Birch wood is burning as the battle opens (Ten Rounds Rapid: 15 Demolitions; the scenario sets it alight)');
    expect(texts).toContain('reds must leave the burning Birch wood (Ten Rounds Rapid: 15 Demolitions)');
    // A full move (20 cm) less the die, toward the Reds' own (southern) edge; and the fire comes before the first move.
    expect(before.y - centreOf(unitOf(s, 'reds')).y).toBeCloseTo(17 / 2.54);
    expect(texts.indexOf('Move 1 of 6')).toBeGreaterThan(texts.findIndex((t) => t.startsWith('The Birch wood is burning')));
    // Every corner of the wood burns, nothing outside it.
    for (const p of [{ x: 10.1, y: 18.1 }, { x: 21.9, y: 25.9 }, { x: 16, y: 22 }]) expect(fireAt(s, p)?.label).toBe('burning Birch wood');
    expect(fireAt(s, { x: 23, y: 22 })).toBeUndefined();
    expect(tableView(s).zones[0]).toMatchObject({ kind: 'fire', featureId: 'wood', label: 'burning Birch wood (for the rest of the game)' });
  });

  it('a building burns whole; a burning feature that is not set up never catches by itself', () => {
    const s = initialState(scenario({ 'burning.barn': true }));
    startMove(s, forcedDice([7, 2]), []);
    expect(fireAt(s, { x: 45.9, y: 20.7 })?.label).toBe('burning wood building');
    expect(fireAt(s, { x: 16, y: 22 })).toBeUndefined();
  });

  it('refuses a feature that is missing or cannot burn, and a value other than true, by JSON path', () => {
    const errors = (o: Record<string, string | number | boolean>) => checkScenario(scenario(o)).filter((p) => p.severity === 'error').map((p) => `${p.path}: ${p.message}`);
    expect(errors({ 'burning.wood': true, 'burning.barn': true })).toEqual([]);
    expect(errors({ 'burning.orchard': true })).toEqual(['$.ruleset.options["burning.orchard"]: no wood, village or building "orchard" on the table to set burning']);
    expect(errors({ 'burning.field': 'yes' })).toEqual([
      '$.ruleset.options["burning.field"]: only woods, dense woods, villages (built-up areas) and buildings burn; "field" is not one',
      '$.ruleset.options["burning.field"]: "burning.field" is true: the feature is burning as the game begins',
    ]);
  });
});
