import { describe, expect, it } from 'vitest';
import komuchJson from '../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import stationRaidJson from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import kamenkaJson from '../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import tsaritsynJson from '../../scenarios/tsaritsyn-wire.tachanka.json' with { type: 'json' };
import lipkiJson from '../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import { bundledScenario } from '../testing/scenario-fixture.ts';
import { statesAndBranches } from '../testing/random-states.ts';
import { offersAny } from '../engine/ruleset.ts';
import { getRuleset } from './registry.ts';

/**
 * Each rule set's `hasOptions` answers "is there anything to choose?" by a short cut (a choice every unit due always
 * has, or the first unit with one); it must agree with the whole list of options on every state a battle passes
 * through and every state one option leads to from them. Each state is asked as a fresh copy, before anything
 * about it is kept, so that the short cut itself answers.
 */
const BUNDLED = [
  ['Komuch village', komuchJson, 120],
  ['the station raid', stationRaidJson, 90],
  ['Kamenka crossroads', kamenkaJson, 150],
  ['Tsaritsyn wire', tsaritsynJson, 120],
  ['Lipki station', lipkiJson, 150],
] as const;

describe.each(BUNDLED)('hasOptions on %s', (name, json, limit) => {
  const scenario = bundledScenario(json, name);
  const ruleset = getRuleset(scenario.ruleset.id)!;
  const states = statesAndBranches(ruleset, scenario, [2, 5], limit);

  it('is given, and agrees with the list of options on every state reached', () => {
    expect(ruleset.hasOptions).toBeDefined();
    for (const state of states) {
      const fresh = { ...(state as object) };
      const has = ruleset.hasOptions!(fresh);
      expect(has).toBe(ruleset.options(fresh).length > 0);
    }
    expect(states.length).toBeGreaterThan(100);
  });

  it('is kept per state by offersAny, which answers as the rule set does', () => {
    for (const state of states.slice(0, 40)) {
      const answer = offersAny(ruleset, state);
      expect(offersAny(ruleset, state)).toBe(answer);
      expect(answer).toBe(ruleset.options(state).length > 0);
    }
  });
});
