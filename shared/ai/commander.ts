import type { GameState } from '../engine/game.ts';
import type { BaseAction, Choice, Ruleset } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { evalContext } from './context.ts';
import { AiRandom, mixSeed } from './own-dice.ts';
import type { Difficulty, Personality } from '../engine/ai-levels.ts';
import { personalityFor } from './personalities.ts';
import { prerank, shortlist } from './prerank.ts';
import { describeDecision } from './reason.ts';
import { distanceText as distanceWords } from '../core/distance-units.ts';
import { meanScore, searchCandidates, unsearched, type Candidate } from './search.ts';
import { readTable, type TableReading } from './table-reading.ts';

export interface AiSettings {
  difficulty: Difficulty;
  /** The AI's own seed: its simulations and its whims come from it, never from the game's dice. */
  seed: number;
  /** Time for this decision; used only with `now`. Defaults to the personality's. */
  budgetMs?: number;
  /** A clock in milliseconds (the caller's performance.now). Without it the budget is the personality's candidate count. */
  now?: () => number;
  /** Word the reason (the default); without it the decision's reason is empty and the search skips the loss tallies. */
  explain?: boolean;
}

export interface AiDecision<A extends BaseAction> {
  action: A;
  /** One line for the battle report (empty when the caller asked for no explanation). */
  reason: string;
  /** Candidates simulated (1 when there was nothing to choose). */
  considered: number;
}

/**
 * Picks one of `ruleset.options(state)` for `side`, the way a player would; the caller submits it with
 * applyAction. Candidates are played on copies of the state with the AI's own dice (see search.ts).
 * Deterministic for a seed unless a clock is given.
 */
export function chooseAction<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, scenario: Scenario, side: SideId, settings: AiSettings,
): AiDecision<A> {
  if (ruleset.outcome(state.game)) throw new Error('chooseAction: the game is over');
  const due = ruleset.pending(state.game);
  if (!due || due.side !== side) throw new Error(`chooseAction: no decision is due for ${side}`);
  const options = ruleset.options(state.game);
  if (options.length === 0) throw new Error(`chooseAction: the rule set offers ${side} no option for "${due.prompt}"`);

  const personality = personalityFor(settings.difficulty, ruleset.aiTuning);
  const context = evalContext(scenario, ruleset.troopTypes, ruleset.sightRules);
  const before = readTable(ruleset.view(state.game), context);
  const explain = settings.explain ?? true;
  if (options.length === 1) {
    const only = options[0]!;
    return { action: only.action, reason: explain ? describeDecision({ context, side, choice: only, before, ...rulesetWords(ruleset) }) : '', considered: 1 };
  }

  const now = settings.now;
  const started = now?.() ?? 0;
  const budget = settings.budgetMs ?? personality.budgetMs;
  const outOfTime = () => (now ? now() - started >= budget : false);

  const random = new AiRandom(mixSeed(settings.seed, state.actionCount, 0x5eed));
  // Where every option's forecast is its whole effect (shots whose hits land later), the forecasts are the scores.
  if (options.every((o) => o.forecast?.whole)) {
    const candidates = prerank(options, before, context, side).map((r) => ({ ...unsearched(r), shallow: r.prior }));
    const choice = (pick(candidates, [], personality, random) ?? candidates[0]!).ranked.choice;
    const reason = !explain ? '' : describeDecision({ context, side, choice, before, ...rulesetWords(ruleset), ...forecastLosses(before, choice, side) });
    return { action: choice.action, reason, considered: 0 };
  }
  const ranked = shortlist(prerank(options, before, context, side), personality.maxSimulated);
  const { candidates, finalists } = searchCandidates(ruleset, state, side, context, personality, before, settings.seed, ranked, outOfTime, explain);
  const chosen = pick(candidates, finalists, personality, random);
  const choice = chosen?.ranked.choice ?? ranked[0]!.choice;
  const n = Math.max(1, chosen?.lossSamples ?? 1);
  const reason = !explain ? '' : describeDecision({
    context, side, choice, before, ...rulesetWords(ruleset),
    ...(chosen?.first ? { after: chosen.first.table, events: chosen.first.events, enemyLoss: chosen.enemyLoss / n, ownLoss: chosen.ownLoss / n } : {}),
  });
  return { action: choice.action, reason, considered: candidates.filter((c) => c.shallow !== null).length };
}

/** The strength each side is expected to lose to a choice, by its forecast (a unit leaving counts all it has). */
function forecastLosses<A extends BaseAction>(table: TableReading, choice: Choice<A>, side: SideId): { enemyLoss: number; ownLoss: number } {
  let enemyLoss = 0, ownLoss = 0;
  for (const loss of choice.forecast?.losses ?? []) {
    const u = table.units.find((r) => r.unit.id === loss.unitId);
    if (!u) continue;
    const lost = loss.out * u.unit.strength.now + loss.lost;
    if (u.unit.side === side) ownLoss += lost; else enemyLoss += lost;
  }
  return { enemyLoss, ownLoss };
}

/** What the reason takes from the rule set: its unit of distance and its own cover. */
const rulesetWords = ({ distanceUnit, inCover }: Pick<Ruleset, 'distanceUnit' | 'inCover'>) => ({
  ...(distanceUnit ? { distanceText: (inches: number) => distanceWords(inches, distanceUnit) } : {}),
  ...(inCover ? { inCover } : {}),
});

/**
 * The best of the finalists (those sampled most), clouded by the personality's noise and whims; when time
 * ran out before any finalist was scored, the best first look; null when nothing was simulated at all.
 */
function pick<A extends BaseAction>(
  candidates: Candidate<A>[], finalists: Candidate<A>[], personality: Personality, random: AiRandom,
): Candidate<A> | null {
  const scored = finalists.filter((c) => !c.illegal && c.scores.length > 0);
  const most = Math.max(0, ...scored.map((c) => c.scores.length));
  const pool = scored.filter((c) => c.scores.length === most);
  const field = pool.length > 0
    ? pool.map((c) => ({ c, score: meanScore(c) }))
    : candidates.filter((c) => !c.illegal && c.shallow !== null).map((c) => ({ c, score: c.shallow! }));
  if (field.length === 0) return null;
  for (const f of field) f.score += (random.unit() - 0.5) * 2 * personality.noise;
  field.sort((a, b) => b.score - a.score || a.c.ranked.index - b.c.ranked.index);
  const best = field[0]!;
  if (personality.sloppiness > 0 && random.unit() < personality.sloppiness) {
    // A careless commander settles for any option that looked decent.
    const decent = field.filter((f) => f.score >= best.score - personality.decentMargin);
    return decent[random.index(decent.length)]?.c ?? best.c;
  }
  return best.c;
}
