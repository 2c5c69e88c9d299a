import { readFileSync } from 'node:fs';
import { playGame } from '../shared/ai/index.ts';
import { canonicalJson } from '../shared/engine/hash.ts';
import { stateHash, replay, type GameLog } from '../shared/engine/game.ts';
import { getRuleset } from '../shared/rulesets/registry.ts';
import { checkScenarioText } from '../main/services/scenario-check.ts';

/** A saved game the game-log fuzzers edit: its log and the hash of its final state. */
export interface BaseGame {
  log: GameLog;
  finalHash: string;
}

/** Bundled scenarios of two rule sets, played by random players to a few dozen actions each. */
const SCENARIOS = ['komuch-village', 'station-raid'];
const ACTIONS_PER_GAME = 40;

export function baseGames(seed: number): BaseGame[] {
  return SCENARIOS.flatMap((name, n) => {
    const checked = checkScenarioText(readFileSync(new URL(`../scenarios/${name}.tachanka.json`, import.meta.url), 'utf8'));
    if (!checked.scenario) throw new Error(`the bundled scenario ${name} does not load`);
    const ruleset = getRuleset(checked.scenario.ruleset.id);
    if (!ruleset) throw new Error(`no rule set for ${name}`);
    const played = playGame(ruleset, checked.scenario, seed + n, { red: { kind: 'random' }, white: { kind: 'random' } }, { maxActions: ACTIONS_PER_GAME, explain: false });
    const replayed = replay(ruleset, played.log, { keepEvents: false });
    if (!replayed.ok) throw new Error(`the ${name} game does not replay`);
    return [{ log: played.log, finalHash: stateHash(replayed.value.state) }];
  });
}

/** Whether two logs play the same game: the same seed, actions and scenario. */
export const sameGame = (a: GameLog, b: GameLog): boolean =>
  a.seed === b.seed && canonicalJson(a.actions) === canonicalJson(b.actions) && canonicalJson(a.scenario) === canonicalJson(b.scenario);
