import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { personalityFor, playGame, type Difficulty } from '../shared/ai/index.ts';
import { aiPlayer as ai, ladderRungs, mirroredGames, seedsFrom, sideGames, type MatchGame } from '../shared/ai/ladder.ts';
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
 * could pass a side that wins nine in ten. The ladder of levels is measured rung by rung as issue 34 sets it: easy
 * against random play (≥ 80%, on each side), normal against easy and hard against normal in mirrored games (each seed
 * played once from either side, ≥ 65%), and hard against easy as before. Every figure is taken twice: under fog of war
 * (the AI decides on what its side knows, the app's default) and on the open table (it sees every unit as it stands).
 */
export const AI_COUNTS = { gamesASide: 200, easyGamesASide: 100, mirroredSeeds: 40, timedGames: 3 } as const;

/** The share each rung of the ladder must win against the player below it (issue 34). */
const RUNG_LIMIT: Readonly<Record<Difficulty, number>> = { easy: 80, normal: 65, hard: 65 };

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

function gamesWon(ruleset: AnyRuleset, scenario: Scenario, fog: boolean, games: readonly MatchGame[]): number {
  let won = 0;
  for (const g of games) if (playGame(ruleset, scenario, g.seed, g.players, { fog, explain: false }).outcome?.winner === g.side) won++;
  return won;
}

const percent = (won: number, games: number): number => (100 * won) / games;

/** " (n games, 95% interval a–b%)": how far the share could be off, from the games alone. */
function sample(won: number, games: number): string {
  const { low, high } = wilsonInterval(won, games);
  return `${games} games, 95% interval ${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)}%`;
}

/**
 * A scenario's figures at a time, under fog of war and then on the open table. `TACHANKA_BENCH_SCENARIOS` (file names
 * or ids, comma-separated, matched by their start) takes only those scenarios, so the bench can be split across processes.
 */
export function* run(): Iterable<Figure[]> {
  const only = (process.env.TACHANKA_BENCH_SCENARIOS ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  const chosen = bundled().filter((e) => only.length === 0 || only.some((o) => e.file.startsWith(o) || e.scenario.id.startsWith(o)));
  if (only.length > 0 && chosen.length === 0) throw new Error(`TACHANKA_BENCH_SCENARIOS=${only.join(',')} names no bundled scenario`);
  for (const entry of chosen) for (const fog of [true, false]) yield aiFigures(entry, AI_COUNTS, fog);
}

/**
 * The AI's figures for one scenario, under fog of war or on the open table: game and decision times, normal against
 * random on each side, each rung of the ladder against the one below, hard against easy.
 */
function aiFigures({ scenario, ruleset }: { scenario: Scenario; ruleset: AnyRuleset }, counts: typeof AI_COUNTS, fog: boolean): Figure[] {
  const figures: Figure[] = [];
  const name = `${scenario.id}, ${fog ? 'fog of war' : 'open table'}`;
  const gameTimes: number[] = [];
  const decisionTimes: Record<'normal' | 'hard', number[]> = { normal: [], hard: [] };
  // One game untimed first: the first games a process plays also load and compile the code they reach.
  playGame(ruleset, scenario, 0, { red: ai('normal'), white: ai('normal') }, { fog });
  for (let seed = 1; seed <= counts.timedGames; seed++) {
    const t0 = performance.now();
    // The app's way: a clock, and the personality's own time budget for each decision.
    const game = playGame(ruleset, scenario, seed, { red: ai('normal'), white: ai('normal') }, { now: () => performance.now(), budgetMs: personalityFor('normal', ruleset.aiTuning).budgetMs, fog });
    gameTimes.push(performance.now() - t0);
    for (const d of game.decisions) if (d.ms !== undefined) decisionTimes.normal.push(d.ms);
    // Hard's decisions, against normal, on its own budget; hard's side changes with the seed.
    const hardSide = seed % 2 === 0 ? 'white' : 'red';
    const players = hardSide === 'red' ? { red: ai('hard'), white: ai('normal') } : { red: ai('normal'), white: ai('hard') };
    const hard = playGame(ruleset, scenario, seed, players, { now: () => performance.now(), budgetMs: personalityFor('hard', ruleset.aiTuning).budgetMs, fog });
    for (const d of hard.decisions) if (d.ms !== undefined && d.side === hardSide) decisionTimes.hard.push(d.ms);
  }
  figures.push({ name: `${name}: normal-against-normal game (median of ${counts.timedGames})`, value: median(gameTimes), unit: 'ms', limit: { max: 1000 } });
  const timeLimits = { normal: { median: 50, worst: 500 }, hard: { median: 200, worst: 1000 } } as const;
  for (const level of ['normal', 'hard'] as const) {
    const times = decisionTimes[level];
    figures.push(
      { name: `${name}: ${level} AI decision, median (${times.length} decisions)`, value: median(times), unit: 'ms', limit: { max: timeLimits[level].median } },
      { name: `${name}: ${level} AI decision, worst`, value: Math.max(...times), unit: 'ms', limit: { max: timeLimits[level].worst } },
    );
  }
  for (const side of ['red', 'white'] as const) {
    const games = sideGames(ai('normal'), { kind: 'random' }, side, seedsFrom(1000, counts.gamesASide));
    const won = gamesWon(ruleset, scenario, fog, games);
    figures.push({ name: `${name}: normal AI as ${side} beats random (${sample(won, games.length)})`, value: percent(won, games.length), unit: '%', limit: { min: 95 } });
  }
  for (const { level, below } of ladderRungs()) {
    const againstRandom = below.kind === 'random';
    // Against random play each side counts apart (on one side the scenario may carry a weak player); between levels the games are mirrored.
    const matches = againstRandom
      ? (['red', 'white'] as const).map((side) => ({ label: `as ${side}`, games: sideGames(ai(level), below, side, seedsFrom(3000, counts.easyGamesASide)) }))
      : [{ label: 'mirrored', games: mirroredGames(ai(level), below, seedsFrom(2000, counts.mirroredSeeds)) }];
    for (const { label, games } of matches) {
      const won = gamesWon(ruleset, scenario, fog, games);
      const opponent = below.kind === 'random' ? 'random' : below.difficulty;
      figures.push({ name: `${name}: ${level} AI ${label} beats ${opponent} (${sample(won, games.length)})`, value: percent(won, games.length), unit: '%', limit: { min: RUNG_LIMIT[level] } });
    }
  }
  const mirrored = mirroredGames(ai('hard'), ai('easy'), seedsFrom(2000, counts.mirroredSeeds));
  const won = gamesWon(ruleset, scenario, fog, mirrored);
  figures.push({ name: `${name}: hard beats easy, mirrored (${sample(won, mirrored.length)})`, value: percent(won, mirrored.length), unit: '%', limit: { min: 60 } });
  return figures;
}
