import { describe, expect, it } from 'vitest';
import { startGame } from '../engine/game.ts';
import { withOwnDice } from './own-dice.ts';
import { ok } from '../core/result.ts';
import type { BaseAction, Choice, Ruleset } from '../engine/ruleset.ts';
import { otherSide, type SideId } from '../scenario/terrain-kinds.ts';
import { duelRuleset } from '../testing/duel-ruleset.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { chooseAction } from './commander.ts';
import { evalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import { prerank } from './prerank.ts';
import { simulateChoice } from './simulate.ts';
import { readTable } from './table-reading.ts';
import { tableView, unitView } from './test-views.ts';

/**
 * A side's turn takes two decisions when it shoots: it aims (the decision stays its own), then fires, which always
 * hits; or it rests, which hands the turn over at once. So a look-ahead that tried the opponent's answer only where the
 * turn had passed would weigh resting against the opponent's answer and aiming against nothing.
 */
interface AimState { points: Record<SideId, number>; toAct: SideId; aimed: boolean }
interface AimAction extends BaseAction { type: 'aim' | 'fire' | 'rest'; side: SideId }

const aimRuleset: Ruleset<AimState, AimAction> = {
  ...(duelRuleset as unknown as Ruleset<AimState, AimAction>),
  setup: () => ({ state: { points: { red: 4, white: 4 }, toAct: 'red', aimed: false }, events: [] }),
  pending: (s) => ({ side: s.toAct, kind: 'act', prompt: 'aim, fire or rest', unitIds: [] }),
  options: (s): Choice<AimAction>[] => (s.aimed
    ? [{ action: { type: 'fire', side: s.toAct }, label: 'Fire' }]
    : [{ action: { type: 'aim', side: s.toAct }, label: 'Aim' }, { action: { type: 'rest', side: s.toAct }, label: 'Rest' }]),
  step(s, a) {
    if (a.type === 'aim') return ok({ state: { ...s, aimed: true }, events: [] });
    const target = otherSide(a.side);
    const points = a.type === 'fire' ? { ...s.points, [target]: s.points[target] - 1 } : s.points;
    return ok({ state: { points, toAct: target, aimed: false }, events: [] });
  },
  outcome: () => null,
  view: (s) => tableView([unitView('r', 'red', 5, 5, { figures: s.points.red, start: 4 }), unitView('w', 'white', 5, 30, { figures: s.points.white, start: 4 })]),
};

describe('the look-ahead of a commander who tries the opponent\'s replies', () => {
  const scenario = scenarioFixture();
  const context = evalContext(scenario);
  const state = startGame(aimRuleset, scenario, 1).state;
  const root = readTable(aimRuleset.view(state.game), context);
  const [aim, rest] = prerank(aimRuleset.options(state.game), root, context, 'red').sort((a, b) => a.index - b.index);
  const look = (depth: { followUps: number; followUpWidth: number; replies: number }) => ({
    aim: simulateChoice(aimRuleset, withOwnDice(state, 1), aim!, 'red', context, depth, root)!.score,
    rest: simulateChoice(aimRuleset, withOwnDice(state, 1), rest!, 'red', context, depth, root)!.score,
  });

  /** Red's score of the table with these figures left. */
  const after = (points: AimState['points']) => evaluateReading(readTable(aimRuleset.view({ points, toAct: 'red', aimed: false }), context), null, context, 'red').total;

  it('plays each line on to the opponent\'s decision and each reply through its own follow-ups, so aiming is seen to pay', () => {
    const seen = look({ followUps: 0, followUpWidth: 1, replies: 1 });
    // Resting: White aims and fires, a Red figure lost. Aiming: Red fires, then White does: a figure each.
    expect(seen.rest).toBeLessThan(after({ red: 4, white: 4 }));
    expect(seen.rest).toBeCloseTo(after({ red: 3, white: 4 }), 6);
    expect(seen.aim).toBeCloseTo(after({ red: 3, white: 3 }), 6);
    expect(seen.aim).toBeGreaterThan(seen.rest);
  });

  it('without replies, judges the candidate and its own follow-ups alone', () => {
    const seen = look({ followUps: 1, followUpWidth: 1, replies: 0 });
    expect(seen.aim).toBeCloseTo(after({ red: 4, white: 3 }), 6);
    expect(seen.rest).toBeCloseTo(after({ red: 4, white: 4 }), 6);
  });
});

describe('a rule set that asks the AI not to try the opponent\'s replies', () => {
  const scenario = scenarioFixture();
  /** How many of the opponent's acts the hard AI plays while it decides Red's first act. */
  const repliesTried = (ruleset: Ruleset<AimState, AimAction>): number => {
    let tried = 0;
    const counting: Ruleset<AimState, AimAction> = { ...ruleset, step: (s, a, dice) => { if (a.side === 'white') tried++; return ruleset.step(s, a, dice); } };
    chooseAction(counting, startGame(counting, scenario, 1).state, scenario, 'red', { difficulty: 'hard', seed: 1, explain: false });
    return tried;
  };

  it('is answered: the hard AI then judges its candidates and its own follow-ups alone', () => {
    expect(repliesTried(aimRuleset)).toBeGreaterThan(0);
    expect(repliesTried({ ...aimRuleset, aiTuning: { hard: { replies: 0 } } })).toBe(0);
  });
});
