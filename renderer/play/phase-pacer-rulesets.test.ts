import { describe, expect, it } from 'vitest';
import komuchJson from '../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import stationRaidJson from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import kamenkaJson from '../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import { applyAction, startGame } from '../../shared/engine/game.ts';
import { playGame } from '../../shared/ai/play-out.ts';
import { validateScenario } from '../../shared/scenario/validate.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import { PhaseStops } from './phase-stops.svelte.ts';

/**
 * The stops come from what every rule set already gives (its `phase` and `turn` events and its phase label), so
 * a game of each stops after the steps its rules run by themselves, with no decision added to any rule set.
 */
describe.each([
  ['Reds versus Reds', komuchJson, /^(Shooting|shooting|Close combat|Morale)/],
  ['Red Actions!', stationRaidJson, /have the initiative|units enter/],
  ['Wargame Wednesdays', kamenkaJson, /^(Fire step|fire step|morale|initiative|movement)/],
])('stops between rules steps in %s', (name, json, expected) => {
  it('stop after steps that reported something, each named, and never inside one step\'s results', () => {
    const parsed = validateScenario(json);
    if (!parsed.ok) throw new Error(`${name}: the scenario does not validate`);
    const ruleset = getRuleset(parsed.value.ruleset.id)!;
    const played = playGame(ruleset, parsed.value, 2, { red: { kind: 'random' }, white: { kind: 'random' } }, { maxActions: 150 });
    let state = startGame(ruleset, parsed.value, 2).state;
    const stopsAfter: string[] = [];
    let shown: unknown[] = [];
    const stops = new PhaseStops((events) => { shown = [...shown, ...events]; });
    let seq = 1;
    for (const action of played.log.actions) {
      const before = ruleset.view(state.game).phase;
      const next = applyAction(ruleset, state, action);
      if (!next.ok) throw new Error(next.error.reason);
      state = next.value.state;
      const view = ruleset.view(state.game);
      shown = [];
      stops.take(next.value.events.map((event) => ({ seq: seq++, turn: view.turn, event })), before, view.phase, view.turn, true);
      while (stops.stopped) {
        stopsAfter.push(stops.stopped.part.step);
        stops.goOn(view.phase);
      }
      // Every event is shown once, in order, by the time the player has gone on past every stop.
      expect(shown).toEqual(next.value.events);
    }
    expect(stopsAfter.length, name).toBeGreaterThan(2);
    expect(stopsAfter.some((s) => expected.test(s)), stopsAfter.slice(0, 20).join(' | ')).toBe(true);
  }, 60_000);
});
