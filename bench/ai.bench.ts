import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { personalityFor, playGame, type Player } from '../shared/ai/index.ts';
import type { SideId } from '../shared/scenario/terrain-kinds.ts';
import type { Scenario } from '../shared/scenario/schema.ts';
import { parseScenarioText } from '../shared/scenario-checks/validate.ts';
import { getRuleset, type AnyRuleset } from '../shared/rulesets/registry.ts';
import { wilsonInterval } from '../main/cli/wilson.ts';
import { type Figure, median } from './figure.ts';

/**
 * The AI commander on every bundled scenario whose rule set is registered: how long a game and a decision
 * take with the app's clock budgets, and how strong each level plays. Win rates use the count budget
 * (no clock) so they repeat exactly from run to run. The normal AI's rate against random play is set at 95%, close
 * to what it wins, so it is measured over enough games to tell (and printed with its 95% interval): forty games
 * could pass a side that wins nine in ten. Every figure is taken twice: under fog of war (the AI decides on what its
 * side knows, the app's default) and on the open table (it sees every unit as it stands).
 */
export const AI_COUNTS = { gamesASide: 200, mirroredSeeds: 20, timedGames: 3 } as const;

const scenariosDir = fileURLToPath(new URL('../scenarios/', import.meta.url));

export function bundled(): { scenario: Scenario; ruleset: AnyRuleset; file: string }[] {
  const out: { scenario: Scenario; ruleset: AnyRuleset; file: string }[] = [];
  for (const file of readdirSync(scenariosDir).filter((f) => f.endsWith('.tachanka.json')).sort()) {
    const parsed = parseScenarioText(readFileSync(join(scenariosDir, file), 'utf8'));
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error.map((p) => p.message).join('; ')}`);
    const ruleset = getRuleset(parsed.value.ruleset.id);
    if (ruleset) out.push({ scenario: parsed.value, ruleset, file });
  }
  return out;
}

const ai = (difficulty: 'easy' | 'normal' | 'hard'): Player => ({ kind: 'ai', difficulty });

function gamesWon(ruleset: AnyRuleset, scenario: Scenario, fog: boolean, games: { seed: number; players: Record<SideId, Player>; side: SideId }[]): number {
  let won = 0;
  for (const g of games) if (playGame(ruleset, scenario, g.seed, g.players, { fog }).outcome?.winner === g.side) won++;
  return won;
}

const percent = (won: number, games: number): number => (100 * won) / games;

/** " (n games, 95% interval a–b%)": how far the share could be off, from the games alone. */
function sample(won: number, games: number): string {
  const { low, high } = wilsonInterval(won, games);
  return `${games} games, 95% interval ${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)}%`;
}

/** A scenario's figures at a time, under fog of war and then on the open table. */
export function* run(): Iterable<Figure[]> {
  for (const entry of bundled()) for (const fog of [true, false]) yield aiFigures(entry, AI_COUNTS, fog);
}

/**
 * The AI's figures for one scenario, under fog of war or on the open table: game and decision times, normal against
 * random on each side, hard against easy.
 */
function aiFigures({ scenario, ruleset }: { scenario: Scenario; ruleset: AnyRuleset }, counts: typeof AI_COUNTS, fog: boolean): Figure[] {
  const figures: Figure[] = [];
  const name = `${scenario.id}, ${fog ? 'fog of war' : 'open table'}`;
  const gameTimes: number[] = [];
  const decisionTimes: number[] = [];
  // One game untimed first: the first games a process plays also load and compile the code they reach.
  playGame(ruleset, scenario, 0, { red: ai('normal'), white: ai('normal') }, { fog });
  for (let seed = 1; seed <= counts.timedGames; seed++) {
    const t0 = performance.now();
    // The app's way: a clock, and the personality's own time budget for each decision.
    const game = playGame(ruleset, scenario, seed, { red: ai('normal'), white: ai('normal') }, { now: () => performance.now(), budgetMs: personalityFor('normal', ruleset.aiTuning).budgetMs, fog });
    gameTimes.push(performance.now() - t0);
    for (const d of game.decisions) if (d.ms !== undefined) decisionTimes.push(d.ms);
  }
  figures.push(
    { name: `${name}: normal-against-normal game (median of ${counts.timedGames})`, value: median(gameTimes), unit: 'ms', limit: { max: 1000 } },
    { name: `${name}: AI decision, median (${decisionTimes.length} decisions)`, value: median(decisionTimes), unit: 'ms', limit: { max: 50 } },
    { name: `${name}: AI decision, worst`, value: Math.max(...decisionTimes), unit: 'ms', limit: { max: 500 } },
  );
  for (const side of ['red', 'white'] as const) {
    const games = Array.from({ length: counts.gamesASide }, (_, i) => ({
      seed: 1000 + i, side,
      players: side === 'red' ? { red: ai('normal'), white: { kind: 'random' } as Player } : { red: { kind: 'random' } as Player, white: ai('normal') },
    }));
    const won = gamesWon(ruleset, scenario, fog, games);
    figures.push({ name: `${name}: normal AI as ${side} beats random (${sample(won, games.length)})`, value: percent(won, games.length), unit: '%', limit: { min: 95 } });
  }
  const mirrored = Array.from({ length: counts.mirroredSeeds }, (_, i) => [
    { seed: 2000 + i, side: 'red' as const, players: { red: ai('hard'), white: ai('easy') } },
    { seed: 2000 + i, side: 'white' as const, players: { red: ai('easy'), white: ai('hard') } },
  ]).flat();
  const won = gamesWon(ruleset, scenario, fog, mirrored);
  figures.push({ name: `${name}: hard beats easy, mirrored (${sample(won, mirrored.length)})`, value: percent(won, mirrored.length), unit: '%', limit: { min: 60 } });
  return figures;
}
