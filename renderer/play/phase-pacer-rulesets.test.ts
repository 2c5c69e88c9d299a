import { describe, expect, it } from 'vitest';
import komuchJson from '../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import stationRaidJson from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import kamenkaJson from '../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import { applyAction, startGame } from '../../shared/engine/game.ts';
import { playGame } from '../../shared/ai/play-out.ts';
import { validateScenario } from '../../shared/scenario-checks/validate.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import { PhaseStops } from './phase-stops.svelte.ts';

/**
 * The stops come from what every rule set already gives (its `phase` and `turn` events and its phase label), so
 * a game of each stops after the steps its rules run by themselves, with no decision added to any rule set.
 */
describe.each([
  ['Reds versus Reds', komuchJson, /^(Shooting|shooting|Close combat|Morale)/, 150],
  ['Red Actions!', stationRaidJson, / to act$|units enter/, 400],
  ['Wargame Wednesdays', kamenkaJson, /^(Fire step|fire step|morale|initiative|movement)/, 150],
])('stops between rules steps in %s', (name, json, expected, maxActions) => {
  it('stop after steps that reported results, each named, never inside one step\'s results, showing the table as the step ended', () => {
    const parsed = validateScenario(json);
    if (!parsed.ok) throw new Error(`${name}: the scenario does not validate`);
    const ruleset = getRuleset(parsed.value.ruleset.id)!;
    const played = playGame(ruleset, parsed.value, 2, { red: { kind: 'random' }, white: { kind: 'random' } }, { maxActions });
    let state = startGame(ruleset, parsed.value, 2).state;
    const stopsAfter: string[] = [];
    let shown: unknown[] = [];
    const stops = new PhaseStops((events) => { shown = [...shown, ...events]; });
    let seq = 1;
    for (const action of played.log.actions) {
      const before = ruleset.view(state.game).phase;
      const next = applyAction(ruleset, state, action, undefined, { keepTables: true });
      if (!next.ok) throw new Error(next.error.reason);
      state = next.value.state;
      const view = ruleset.view(state.game);
      shown = [];
      stops.take(next.value.events.map((event) => ({ seq: seq++, turn: view.turn, event })), next.value.tables ?? [], before, view.phase, view.turn, true);
      while (stops.stopped) {
        const { part, table } = stops.stopped;
        stopsAfter.push(part.step);
        // A step that only moved troops has nothing to read: no stop after it.
        expect(part.events.some((e) => !['phase', 'turn', 'move', 'hold', 'note', 'artillery-request'].includes(e.kind)), part.step).toBe(true);
        // A step followed by another within the same action is shown on the table as it ended, not as the action left it.
        if (stops.hiddenFrom !== null) expect(table, part.step).not.toBeNull();
        stops.goOn(view.phase);
      }
      // Every event is shown once, in order, by the time the player has gone on past every stop.
      expect(shown).toEqual(next.value.events);
    }
    expect(stopsAfter.some((s) => expected.test(s)), stopsAfter.slice(0, 20).join(' | ')).toBe(true);
    // Reds versus Reds: "Resolve all shooting, in the following sequence" of four categories, then close combat, then
    // morale: the stops; its movement (units, then independent figures, then the observer) is one step, not three.
    if (name === 'Reds versus Reds') expect(stopsAfter.filter((s) => /^movement/i.test(s))).toEqual([]);
  }, 60_000);
});
