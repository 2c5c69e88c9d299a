import type { GameState } from '../engine/game.ts';
import { offersAny, type BaseAction, type Choice, type Ruleset } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { evalContext, type EvalContext } from './context.ts';
import { acceptedBy, knownState, namesAny, unknownEnemies } from './fog.ts';
import { AiRandom, mixSeed } from './own-dice.ts';
import type { Difficulty, Personality } from '../engine/ai-levels.ts';
import { personalityFor } from './personalities.ts';
import { prerank, shortlist } from './prerank.ts';
import { describeDecision } from './reason.ts';
import { distanceText as distanceWords } from '../core/distance-units.ts';
import { meanScore, searchCandidates, unsearched, type Candidate } from './search.ts';
import { readTable, type TableReading } from './table-reading.ts';
import type { BattlePlan } from './plan/battle-plan.ts';
import { groundFor } from './plan/ground.ts';
import { planFor, type PlanNow } from './plan/plan-for.ts';
import { withPlan } from './plan/plan-term.ts';
import { partWords, planWords, revisionWords } from './plan/plan-words.ts';
import { commanderFor, type Commander } from './plan/temperament.ts';

export interface AiSettings {
  difficulty: Difficulty;
  /** The AI's own seed: its simulations and its whims come from it, never from the game's dice. */
  seed: number;
  /** Time for this decision; used only with `now`. Defaults to the personality's. */
  budgetMs?: number;
  /** A clock in milliseconds (the caller's performance.now). Without it the budget is the personality's candidate count. */
  now?: () => number;
  /**
   * Fog of war (the default): the AI decides on what its side knows, the enemy it cannot see imagined by the rule set
   * (`Ruleset.imagine`) with dice from the AI's seed. False: on the open table, every unit as it stands.
   */
  fog?: boolean;
  /** Word the reason (the default); without it the decision's reason is empty and the search skips the loss tallies. */
  explain?: boolean;
  /** The side's battle plan as the last decision left it (`AiDecision.plan`); absent, a plan is formed now. */
  plan?: BattlePlan;
  /** Who commands the side (`commanderFor` with the game's seed); absent, drawn from `seed`. */
  commander?: Commander;
}

export interface AiDecision<A extends BaseAction> {
  action: A;
  /** One line for the battle report (empty when the caller asked for no explanation). */
  reason: string;
  /** Candidates simulated (1 when there was nothing to choose). */
  considered: number;
  /** Under fog of war, when the true state refused the action chosen on the imagined one: that action (see `fallBack`). */
  imagined?: A;
  /** The side's battle plan after this decision: the caller hands it to the side's next one (`AiSettings.plan`). None while the side sets up. */
  plan?: BattlePlan;
  /**
   * The reason without the plan (neither its statement nor the part the decision serves): what a human side under fog
   * of war may be told before the battle is over.
   */
  reasonWithoutPlan: string;
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
  if (!offersAny(ruleset, state.game)) throw new Error(`chooseAction: the rule set offers ${side} no option for "${due.prompt}"`);
  // Under fog of war the AI decides on the position as its side knows it, the enemy it cannot see imagined.
  const known = settings.fog === false ? state : knownState(ruleset, state, side, settings.seed);
  const explain = settings.explain ?? true;
  if (known === state) {
    const decided = decide(ruleset, state, scenario, side, settings);
    return planned(decided.decision!, decided, side, explain);
  }
  const unknown = unknownEnemies(ruleset, state.game, side);
  const decided = decide(ruleset, known, scenario, side, settings, unknown);
  if (decided.decision && acceptedBy(ruleset, state, decided.decision.action)) return planned(decided.decision, decided, side, explain);
  const fallen = fallBack(ruleset, state, side, decided, unknown, explain);
  return planned(decided.decision ? { ...fallen, imagined: decided.decision.action } : fallen, decided, side, explain);
}

/** A decision with its plan: the plan's statement before the reason when it was formed or changed, and the part the decision serves after it. */
function planned<A extends BaseAction>(decision: Unplanned<A>, decided: Decided<A>, side: SideId, explain: boolean): AiDecision<A> {
  const { plan, formed, revision } = decided.planNow;
  const { unitId: _unit, ...rest } = decision;
  if (!plan) return { ...rest, reasonWithoutPlan: rest.reason };
  if (!explain) return { ...rest, plan, reasonWithoutPlan: '' };
  const unitId = decision.unitId !== undefined && decided.before.bySide[side].some((u) => u.unit.id === decision.unitId) ? decision.unitId : undefined;
  const part = partWords(plan, unitId);
  const said = part ? `${decision.reason} — ${part}` : decision.reason;
  const span = decided.planSpan;
  const statement = formed ? planWords(plan, decided.before, span) : revision ? revisionWords(plan, revision, decided.before, span) : null;
  return { ...rest, reason: statement ? `${statement} Now: ${said}` : said, plan, reasonWithoutPlan: decision.reason };
}

/** A decision before its plan is put into words, with the unit of its choice. */
type Unplanned<A extends BaseAction> = Omit<AiDecision<A>, 'plan' | 'reasonWithoutPlan'> & { unitId?: string | undefined };

/** A decision (none when the imagined state offers no option) and the actions it would take instead, best first. */
interface Decided<A extends BaseAction> {
  decision: Unplanned<A> | null;
  others: A[];
  before: TableReading;
  context: EvalContext;
  planNow: PlanNow;
  /** A distance in the rule set's unit, for the plan's words. */
  planSpan: (inches: number) => string;
}

/**
 * The chosen action, imagined, is refused by the true state (it ran into a unit the side could not see, say): the
 * best of the others that the true state accepts, by the search's scores; failing them, the true state's options
 * as the side's table ranks them, those naming an enemy unit it does not know last.
 */
function fallBack<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, truth: GameState<S>, side: SideId, decided: Decided<A>, unknown: ReadonlySet<string>, explain: boolean,
): Unplanned<A> {
  const word = (choice: Choice<A>) => (explain ? describeDecision({ context: decided.context, side, choice, before: decided.before, ...rulesetWords(ruleset) }) : '');
  const options = ruleset.options(truth.game);
  for (const action of decided.others) {
    if (!acceptedBy(ruleset, truth, action)) continue;
    const choice = options.find((o) => sameAction(o.action, action));
    return { action, reason: choice ? word(choice) : '', considered: decided.decision?.considered ?? 0, unitId: choice?.unitId };
  }
  const knowing = options.filter((o) => !namesAny(o.action, unknown));
  const best = prerank(knowing.length > 0 ? knowing : options, decided.before, decided.context, side)[0]!.choice;
  return { action: best.action, reason: word(best), considered: decided.decision?.considered ?? 0, unitId: best.unitId };
}

const sameAction = (a: BaseAction, b: BaseAction) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The decision on `state` as given (the true one, or the one the side imagines). Options that name an enemy unit of
 * `unknown` (a shot at it, a charge on it) are not the side's to take, for it does not know the unit is there; unless
 * nothing else is offered.
 */
function decide<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, scenario: Scenario, side: SideId, settings: AiSettings, unknown: ReadonlySet<string> = new Set(),
): Decided<A> {
  const offered = ruleset.options(state.game);
  const knowing = unknown.size === 0 ? offered : offered.filter((o) => !namesAny(o.action, unknown));
  const options = knowing.length > 0 ? knowing : offered;
  const personality = personalityFor(settings.difficulty, ruleset.aiTuning);
  const table = evalContext(scenario, ruleset.troopTypes, ruleset.sightRules);
  const before = readTable(ruleset.view(state.game), table);
  // The side's battle plan, revised by what the table now shows (the enemy it cannot see left out), and its term in every evaluation of this decision.
  const ground = groundFor(table, side, ruleset.distanceUnit ?? 'in');
  const planNow = planFor(settings.plan, { table: before, side, unknown }, ground, settings.commander ?? commanderFor(scenario, side, settings.seed));
  const context = planNow.plan ? withPlan(table, planNow.plan, ground) : table;
  const planSpan = ground.span;
  if (options.length === 0) return { decision: null, others: [], before, context, planNow, planSpan };
  const explain = settings.explain ?? true;
  const decided = (choice: Choice<A>, reason: string, considered: number, others: A[]): Decided<A> => ({
    decision: { action: choice.action, reason, considered, unitId: choice.unitId }, others: others.filter((a) => a !== choice.action), before, context, planNow, planSpan,
  });
  if (options.length === 1) {
    const only = options[0]!;
    return decided(only, explain ? describeDecision({ context, side, choice: only, before, ...rulesetWords(ruleset) }) : '', 1, []);
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
    return decided(choice, reason, 0, candidates.map((c) => c.ranked.choice.action));
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
  return decided(choice, reason, candidates.filter((c) => c.shallow !== null).length, byScore(candidates).map((c) => c.ranked.choice.action));
}

/** The candidates best first: those sampled by their mean score, then those only looked at, then the rest as ranked. */
function byScore<A extends BaseAction>(candidates: readonly Candidate<A>[]): Candidate<A>[] {
  const value = (c: Candidate<A>) => (c.illegal ? -Infinity : c.scores.length > 0 ? meanScore(c) : c.shallow ?? -Infinity);
  return [...candidates].sort((a, b) => value(b) - value(a) || a.ranked.index - b.ranked.index);
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
