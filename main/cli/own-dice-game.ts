import { chooseAction, commanderFor, DEFAULT_MAX_ACTIONS, type BattlePlan, type Player } from '../../shared/ai/index.ts';
import { AiRandom, mixSeed } from '../../shared/ai/own-dice.ts';
import type { BaseAction, Outcome, Ruleset } from '../../shared/engine/ruleset.ts';
import { DieOutOfRange } from '../../shared/engine/entered-dice.ts';
import { GameSession } from '../../shared/engine/session.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import { aiSeed } from '../services/games.ts';
import { diceAsked, diceRefusal } from '../services/own-dice.ts';

/** Asks the person at the table one question and gives back the line typed, or null when the input has ended. */
export type AskLine = (question: string) => Promise<string | null>;

export interface OwnDiceGame {
  session: GameSession<unknown, BaseAction>;
  reasons: string[];
  outcome: Outcome | null;
  /** Why the game ended without a result (the input ended, too many actions). */
  stopped?: string;
}

/**
 * A whole game between two automatic players in which every die the rules roll is thrown at the table and typed
 * in, as table mode asks for it: the same words (`diceAsked`), the same checks (`diceRefusal`), and a log that
 * records the entered dice so `replay --verify` checks it.
 */
export async function playWithOwnDice(
  ruleset: Ruleset<unknown, BaseAction>, scenario: Scenario, seed: number, players: Readonly<Record<SideId, Player>>,
  ask: AskLine, tell: (line: string) => void,
): Promise<OwnDiceGame> {
  const session = GameSession.start(ruleset, scenario, seed, 50, true);
  const random: Record<SideId, AiRandom> = { red: new AiRandom(mixSeed(seed, 0x7ed)), white: new AiRandom(mixSeed(seed, 0x3417e)) };
  const reasons: string[] = [];
  // Each AI side's battle plan, carried from one of its decisions to the next.
  const plans: Partial<Record<SideId, BattlePlan>> = {};
  const end = (outcome: Outcome | null, stopped?: string): OwnDiceGame => ({ session, reasons, outcome, ...(stopped ? { stopped } : {}) });
  for (;;) {
    const outcome = ruleset.outcome(session.state.game);
    if (outcome) return end(outcome);
    if (session.length >= DEFAULT_MAX_ACTIONS) return end(null, `stopped after ${DEFAULT_MAX_ACTIONS} actions without a result`);
    const due = ruleset.pending(session.state.game);
    if (!due) return end(null, 'no decision is due and the game has no result');
    const choices = ruleset.options(session.state.game);
    if (choices.length === 0) return end(null, `the rule set offers ${due.side} no option for "${due.prompt}"`);
    const player = players[due.side];
    const decided: { action: typeof choices[number]['action']; reason: string; plan?: BattlePlan } = player.kind === 'random'
      ? (({ action, label }) => ({ action, reason: `${label} (at random)` }))(choices[random[due.side].index(choices.length)]!)
      : chooseAction(ruleset, session.state, scenario, due.side, {
        difficulty: player.difficulty, seed: aiSeed(seed, session.length), commander: commanderFor(scenario, due.side, seed), ...(plans[due.side] ? { plan: plans[due.side] } : {}),
      });
    if (decided.plan) plans[due.side] = decided.plan;
    const entered = await enterDice(session, decided.action, ask, tell);
    if (entered === null) return end(null, `the input ended at action ${session.length + 1}, before its dice were entered`);
    reasons.push(decided.reason);
  }
}

/**
 * Asks for the rolls `action` needs until the rules take it; a die that cannot be (a 7 on a d6) is refused with the
 * table's words and asked again. Returns the dice entered, or null when the input ends first.
 */
async function enterDice(session: GameSession<unknown, BaseAction>, action: BaseAction, ask: AskLine, tell: (line: string) => void): Promise<number[] | null> {
  let entered: number[] = [];
  for (;;) {
    const result = session.act(action, entered);
    if (result.ok) return entered;
    const asked = diceAsked(session, action, entered, result.error);
    if (asked) {
      const left = asked.count - (entered.length - asked.index);
      const wanted = left < asked.count ? `${left} more` : left === 1 ? 'the die' : `${left} dice`;
      const line = await ask(`${asked.text}: enter ${wanted} (1 to ${asked.sides}) `);
      if (line === null) return null;
      const values = line.split(/[\s,]+/).filter((w) => w !== '');
      const bad = values.find((w) => !/^\d+$/.test(w));
      if (bad !== undefined) { tell(`"${bad}" is not a die's value: type the numbers the dice show, separated by spaces`); continue; }
      const numbers = values.map(Number);
      const wrong = numbers.findIndex((v) => v < 1 || v > asked.sides);
      if (wrong >= 0) {
        tell(`entered die ${entered.length + wrong + 1}: ${new DieOutOfRange(entered.length + wrong, asked.sides, numbers[wrong]!).message}; type the roll again`);
        continue;
      }
      entered = [...entered, ...numbers];
      continue;
    }
    const refused = diceRefusal(session, action, entered, result.error);
    if (!refused || result.error.dieIndex === undefined) throw new Error(`the rules refused the automatic player's own option (${result.error.reason})`);
    tell(`${refused.message}; the dice from entry ${result.error.dieIndex + 1} on are dropped`);
    entered = entered.slice(0, result.error.dieIndex);
  }
}
