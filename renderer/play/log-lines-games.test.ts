import { describe, expect, it } from 'vitest';
import type { BattleLogEntry } from '../db.ts';
import { applyAction, startGame } from '../../shared/engine/game.ts';
import { playGame, type Player } from '../../shared/ai/play-out.ts';
import { validateScenario } from '../../shared/scenario-checks/validate.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import { inNames, logLines } from './log-lines.ts';
import komuchJson from '../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import lipkiJson from '../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import kamenkaJson from '../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import tsaritsynJson from '../../scenarios/tsaritsyn-wire.tachanka.json' with { type: 'json' };
import stationRaidJson from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };

/** The log of a seeded game between two automatic players, as the play screen receives it. */
const played = new Map<string, ReturnType<typeof playedAfresh>>();
/** Each game is played once, for every check that reads it. */
function playedLog(file: string, json: unknown, seed: number, players: Readonly<Record<'red' | 'white', Player>>) {
  const key = `${file} ${seed}`;
  if (!played.has(key)) played.set(key, playedAfresh(file, json, seed, players));
  return played.get(key)!;
}

function playedAfresh(file: string, json: unknown, seed: number, players: Readonly<Record<'red' | 'white', Player>>) {
  const parsed = validateScenario(json);
  if (!parsed.ok) throw new Error(`${file} does not validate`);
  const ruleset = getRuleset(parsed.value.ruleset.id)!;
  const played = playGame(ruleset, parsed.value, seed, players, { maxActions: 120 });
  let state = startGame(ruleset, parsed.value, seed).state;
  const entries: BattleLogEntry[] = [];
  for (const action of played.log.actions) {
    const next = applyAction(ruleset, state, action);
    if (!next.ok) throw new Error(next.error.reason);
    state = next.value.state;
    const turn = ruleset.view(state.game).turn;
    for (const event of next.value.events) entries.push({ seq: entries.length + 1, turn, event });
  }
  return { entries, units: ruleset.view(state.game).units, terrainIds: parsed.value.terrain.map((t) => t.id) };
}

/**
 * The hits a shot's own words say it scored, read from the text the volley opens to: "4 hits", "3 hits each" on
 * every unit struck, "hit" or "miss", "no direct hit"; a Ten Rounds Rapid HE shot that hits goes on to its fire
 * factor. Undefined where the words give an effect rather than hits (a Red Actions! "Ret").
 */
function hitsSaid(text: string, unitNames: readonly string[]): number | undefined {
  if (/: (a )?miss$|no (direct )?hit|on empty ground/.test(text)) return 0;
  const each = /(\d+) hits? each$/.exec(text);
  if (each) return Number(each[1]) * unitNames.filter((n) => text.split(' strike ')[1]!.split(': ')[0]!.includes(n)).length;
  const counts = [...text.matchAll(/(\d+) hits?\b/g)];
  if (counts.length > 0) return Number(counts.at(-1)![1]);
  if (/: hit$|for a direct hit .*: hit$|fire (HE|shrapnel) at /.test(text)) return 1;
  if (/drift|rounds land .* of the aiming point|fire on target$/.test(text)) return 0;
  return undefined;
}

const SCENARIOS: [string, unknown][] = [
  ['Komuch village (Reds versus Reds)', komuchJson], ['Lipki station (Forward Comrades)', lipkiJson],
  ['Kamenka crossroads (Wargame Wednesdays)', kamenkaJson], ['Tsaritsyn wire (Ten Rounds Rapid)', tsaritsynJson],
  ['the station raid (Red Actions!)', stationRaidJson],
];
const GAMES: [number, Readonly<Record<'red' | 'white', Player>>][] = [
  [7001, { red: { kind: 'ai', difficulty: 'normal' }, white: { kind: 'ai', difficulty: 'normal' } }],
  [7002, { red: { kind: 'random' }, white: { kind: 'ai', difficulty: 'hard' } }],
];

describe.each(SCENARIOS)('the battle log of %s', (file, json) => {
  it('sums every volley up as its opened rolls tell it: the hits they add to, or the effects they give', () => {
    let volleys = 0;
    let hit = 0;
    for (const [seed, players] of GAMES) {
      const { entries, units } = playedLog(file, json, seed, players);
      const names = units.map((u) => u.name);
      const lines = logLines(entries, inNames(units), (id) => units.find((u) => u.id === id)?.name ?? id);
      for (const line of lines.filter((l) => l.volley)) {
        volleys++;
        const shots = line.entries.filter((e) => e.event.kind === 'shot');
        const said = shots.map((s) => hitsSaid(s.event.text, names));
        const hits = said.reduce<number>((sum, n) => sum + (n ?? 0), 0);
        const effects = [...new Set(shots.filter((_, i) => said[i] === undefined).map((s) => s.event.roll!.result))];
        const summary = line.text.split(': ').at(-1)!;
        const detail = shots.map((s) => s.event.text).join(' | ');
        if (hits > 0 || effects.length === 0) expect(summary, detail).toMatch(new RegExp(`^${hits} hits?\\b`));
        else expect(summary, detail).not.toMatch(/\bhits?\b/);
        for (const effect of effects) expect(summary, detail).toContain(effect);
        if (hits > 0) hit++;
      }
    }
    // The games fire, and some volleys hit: a check that reads no hit proves nothing.
    expect(volleys).toBeGreaterThan(2);
    expect(hit).toBeGreaterThan(0);
  }, 120_000);

  it('names places by their names and grid squares, never by a terrain id or a pair of coordinates', () => {
    for (const [seed, players] of GAMES) {
      const { entries, terrainIds } = playedLog(file, json, seed, players);
      const id = new RegExp(`(?<![\\w-])(${terrainIds.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-])`);
      for (const { event } of entries) {
        expect(event.text).not.toMatch(/\(-?\d+(\.\d+)?, -?\d+(\.\d+)?\)/);
        // A feature's id is a word with a hyphen ("station-yard"): a name a person reads never looks so.
        const found = id.exec(event.text);
        if (found && found[1]!.includes('-')) expect.fail(`"${event.text}" names terrain by its id ${found[1]}`);
      }
    }
  }, 120_000);
});
