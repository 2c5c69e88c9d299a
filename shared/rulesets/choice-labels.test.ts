import { describe, expect, it } from 'vitest';
import komuchJson from '../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import stationRaidJson from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import kamenkaJson from '../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import tsaritsynJson from '../../scenarios/tsaritsyn-wire.tachanka.json' with { type: 'json' };
import lipkiJson from '../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import { applyAction, startGame } from '../engine/game.ts';
import { playGame } from '../ai/play-out.ts';
import { validateScenario } from '../scenario-checks/validate.ts';
import { getRuleset } from './registry.ts';

describe.each([['komuch-village', komuchJson], ['station-raid', stationRaidJson], ['kamenka-crossroads', kamenkaJson], ['tsaritsyn-wire', tsaritsynJson], ['lipki-station', lipkiJson]])('choice labels in %s', (name, json) => {
  it('name what tells two choices apart (the building taken, the ground scouted, the move after firing), so no two read alike', () => {
    const parsed = validateScenario(json);
    if (!parsed.ok) throw new Error(`${name} does not validate`);
    const scenario = parsed.value;
    const ruleset = getRuleset(scenario.ruleset.id)!;
    let decisions = 0;
    for (const seed of [1, 2, 3]) {
      const played = playGame(ruleset, scenario, seed, { red: { kind: 'random' }, white: { kind: 'random' } }, { maxActions: 400 });
      let state = startGame(ruleset, scenario, seed).state;
      for (const action of played.log.actions) {
        const labels = ruleset.options(state.game).map((c) => c.label);
        expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
        decisions++;
        const next = applyAction(ruleset, state, action);
        if (!next.ok) throw new Error(next.error.reason);
        state = next.value.state;
      }
    }
    expect(decisions).toBeGreaterThan(100);
  }, 60_000);
});

describe('Red Actions! moves in words', () => {
  it('say how far, which way and where they end by the terrain, never bare coordinates', () => {
    const parsed = validateScenario(stationRaidJson);
    if (!parsed.ok) throw new Error('the station raid does not validate');
    const ruleset = getRuleset('red-actions')!;
    const played = playGame(ruleset, parsed.value, 1, { red: { kind: 'random' }, white: { kind: 'random' } }, { maxActions: 60 });
    let state = startGame(ruleset, parsed.value, 1).state;
    const moves: string[] = [];
    for (const action of played.log.actions) {
      moves.push(...ruleset.options(state.game).map((c) => c.label).filter((l) => /: (move|march) /.test(l)));
      const next = applyAction(ruleset, state, action);
      if (!next.ok) throw new Error(next.error.reason);
      state = next.value.state;
    }
    expect(moves.length).toBeGreaterThan(10);
    for (const label of moves) {
      expect(label).not.toMatch(/\(\d+(\.\d)?, \d+(\.\d)?\)/);
      expect(label).toMatch(/: (move|march) (evasively )?(\d+\.\d" (north|south|east|west)[a-z-]*( \(bearing \d+°\))?, ending|in place,) (in|on|at|just|\d+\.\d") /);
    }
  }, 60_000);
});
