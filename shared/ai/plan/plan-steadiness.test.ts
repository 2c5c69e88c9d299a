import { describe, expect, it } from 'vitest';
import kamenkaJson from '../../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import komuchJson from '../../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import lipkiJson from '../../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import stationRaidJson from '../../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import tsaritsynJson from '../../../scenarios/tsaritsyn-wire.tachanka.json' with { type: 'json' };
import { getRuleset } from '../../rulesets/registry.ts';
import { bundledScenario } from '../../testing/scenario-fixture.ts';
import { playGame } from '../play-out.ts';
import type { BattlePlan } from './battle-plan.ts';

const bundled = { kamenkaJson, komuchJson, lipkiJson, stationRaidJson, tsaritsynJson };
const SEEDS = [301, 302, 303, 304];

/** The plan without its revisions, to compare one decision's with the next. */
const body = ({ revisions: _r, ...rest }: BattlePlan) => rest;

describe('a battle plan over a whole battle', () => {
  for (const [name, json] of Object.entries(bundled)) {
    it(`changes in ${name.replace(/Json$/, '')} only when a trigger fires, each trigger at most once, on every seed`, () => {
      const scenario = bundledScenario(json, name);
      const ruleset = getRuleset(scenario.ruleset.id)!;
      let revisions = 0;
      for (const seed of SEEDS) {
        const game = playGame(ruleset, scenario, seed, { red: { kind: 'ai', difficulty: 'easy' }, white: { kind: 'ai', difficulty: 'easy' } }, { explain: false, maxActions: 1500 });
        for (const side of ['red', 'white'] as const) {
          const carried = game.decisions.filter((d) => d.side === side).map((d) => d.plan);
          // None while the side sets up; once formed, a plan at every decision after.
          const first = carried.findIndex((p) => p !== undefined);
          expect(first).toBeGreaterThanOrEqual(0);
          const plans = carried.slice(first) as (BattlePlan | undefined)[];
          expect(plans.every((p) => p !== undefined)).toBe(true);
          for (let i = 1; i < plans.length; i++) {
            const before = plans[i - 1]!, after = plans[i]!;
            if (after.revisions.length === before.revisions.length) {
              // No trigger, no change: not a unit moved from one part to another, not a new way.
              expect(body(after)).toEqual(body(before));
            } else {
              // One trigger at a time, added to those before, never one that fired already.
              expect(after.revisions.slice(0, -1)).toEqual(before.revisions);
              const fired = after.revisions[after.revisions.length - 1]!;
              expect(before.revisions.map((r) => r.trigger)).not.toContain(fired.trigger);
              expect(fired.seen.length).toBeGreaterThan(0);
              revisions++;
            }
          }
          expect(plans[0]!.commander).toEqual(plans[plans.length - 1]!.commander);
        }
      }
      // The triggers are not dead letters: across the seeds some plan is revised.
      expect(revisions).toBeGreaterThan(0);
    }, 600_000);
  }
});
