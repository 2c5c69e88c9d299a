import { describe, expect, it } from 'vitest';
import { duelRuleset, type DuelAction, type DuelState } from '../testing/duel-ruleset.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { applyAction, replay, startGame } from './game.ts';
import { GameSession } from './session.ts';
import { verifyGameLog } from './log-chain.ts';
import { askForDice } from './dice-request.ts';
import { EnteredDice } from './entered-dice.ts';
import type { Ruleset } from './ruleset.ts';
import { rngFromSeed } from './dice.ts';

const scenario = scenarioFixture({ turnLimit: 200 });
const fire = (side: 'red' | 'white'): DuelAction => ({ type: 'fire', side });

/** A duel whose volley rolls 2d6 and then draws a d3 for the target (a draw, not a table die) and a d6 save. */
const volleyDuel: Ruleset<DuelState, DuelAction> = {
  ...duelRuleset,
  step(state, action, dice) {
    if (action.type !== 'fire') return duelRuleset.step(state, action, dice);
    const volley = dice.roll(2, 6);
    const figure = dice.d(3);
    const save = dice.d(6);
    const stepped = duelRuleset.step(state, { ...action, type: 'rest' }, dice);
    if (!stepped.ok) return stepped;
    const events = [
      { kind: 'shot' as const, text: 'volley', roll: { table: 'volley', dice: volley, modifiers: [], total: volley[0]! + volley[1]!, target: '8 or more', result: 'hit', rule: 'Duel: volleys' } },
      { kind: 'save' as const, text: `figure ${figure} saves`, roll: { table: 'save', dice: [save], modifiers: [], total: save, target: '5+', result: 'saved', rule: 'Duel: saves' } },
    ];
    return { ok: true, value: { ...stepped.value, events } };
  },
};

describe('dice the players roll themselves', () => {
  it('serves the entered values in order and asks for the roll still needed, naming its size and count', () => {
    const start = startGame(volleyDuel, scenario, 3).state;
    const red = fire(start.game.toAct);
    const none = applyAction(volleyDuel, start, red, []);
    expect(none).toMatchObject({ ok: false, error: { dice: { count: 2, sides: 6, index: 0 }, reason: 'roll 2d6 and enter them' } });
    const half = applyAction(volleyDuel, start, red, [5, 6]);
    expect(half).toMatchObject({ ok: false, error: { dice: { count: 1, sides: 6, index: 2 } } });
    const done = applyAction(volleyDuel, start, red, [5, 6, 2]);
    expect(done.ok && done.value.events.map((e) => e.roll?.dice)).toEqual([[5, 6], [2]]);
  });

  it('words the request from the rule that reads the die: table, rule and score needed', () => {
    const start = startGame(volleyDuel, scenario, 3).state;
    const red = fire(start.game.toAct);
    expect(askForDice(volleyDuel, start, red, [], { count: 2, sides: 6, index: 0 }).text).toBe('Roll 2d6: Duel: volleys (the volley table): needs 8 or more');
    // The d3 between them is a draw the app makes, so the third table die is the save.
    expect(askForDice(volleyDuel, start, red, [5, 6], { count: 1, sides: 6, index: 2 }).text).toBe('Roll 1d6: Duel: saves (the save table): needs 5+');
  });

  it('never says a score to beat that comes from a die not rolled yet: the stand-in\'s value is not the player\'s', () => {
    // Initiative by opposed dice: Red's die is asked first, and the score it must beat is White's die, rolled after it.
    const opposed: Ruleset<DuelState, DuelAction> = {
      ...duelRuleset,
      step(state, action, dice) {
        if (action.type !== 'fire') return duelRuleset.step(state, action, dice);
        const red = dice.d(6);
        const white = dice.d(6);
        const stepped = duelRuleset.step(state, { ...action, type: 'rest' }, dice);
        if (!stepped.ok) return stepped;
        const roll = (die: number, target: string) => ({ table: 'initiative', dice: [die], modifiers: [] as never[], total: die, target, result: '', rule: 'Duel: initiative' });
        const events = [
          { kind: 'phase' as const, text: 'Red', roll: roll(red, `higher than White's ${white}`) },
          { kind: 'phase' as const, text: 'White', roll: roll(white, `lower than Red's ${red}`) },
        ];
        return { ok: true, value: { ...stepped.value, events: [...events, ...stepped.value.events] } };
      },
    };
    const start = startGame(opposed, scenario, 3).state;
    const red = fire(start.game.toAct);
    expect(askForDice(opposed, start, red, [], { count: 1, sides: 6, index: 0 }).text)
      .toBe('Roll 1d6: Duel: initiative (the initiative table): the score to beat comes from a roll still to be made');
    // Once Red's die is entered, White's roll is asked against it: that score is the player's own.
    expect(askForDice(opposed, start, red, [4], { count: 1, sides: 6, index: 1 }).text).toBe('Roll 1d6: Duel: initiative (the initiative table): needs lower than Red\'s 4');
  });

  it('asks for a roll-off repeated on a tie without rolling for ever: the stand-in\'s dice stay random', () => {
    // Red and White roll a die each until they differ: a stand-in that always showed one face would tie for ever.
    const rollOff: Ruleset<DuelState, DuelAction> = {
      ...duelRuleset,
      step(state, action, dice) {
        if (action.type !== 'fire') return duelRuleset.step(state, action, dice);
        let red = 0;
        let white = 0;
        while (red === white) { red = dice.d(6); white = dice.d(6); }
        const stepped = duelRuleset.step(state, { ...action, type: 'rest' }, dice);
        if (!stepped.ok) return stepped;
        const event = { kind: 'phase' as const, text: 'roll-off', roll: { table: 'initiative', dice: [red], modifiers: [] as never[], total: red, target: `higher than White's ${white}`, result: '', rule: 'Duel: initiative' } };
        return { ok: true, value: { ...stepped.value, events: [event, ...stepped.value.events] } };
      },
    };
    const start = startGame(rollOff, scenario, 3).state;
    expect(askForDice(rollOff, start, fire(start.game.toAct), [], { count: 1, sides: 6, index: 0 }).text).not.toMatch(/White's \d/);
  });

  it('refuses a value the die cannot show and dice left over, naming the entered die', () => {
    const start = startGame(duelRuleset, scenario, 3).state;
    const red = fire(start.game.toAct);
    expect(applyAction(duelRuleset, start, red, [7])).toMatchObject({ ok: false, error: { dieIndex: 0, reason: 'entered die 1: a d6 shows 1 to 6; 7 was entered' } });
    expect(applyAction(duelRuleset, start, red, [0])).toMatchObject({ ok: false, error: { dieIndex: 0 } });
    expect(applyAction(duelRuleset, start, red, [4, 4])).toMatchObject({ ok: false, error: { dieIndex: 1, reason: 'this action rolls 1; 1 more was entered' } });
    expect(applyAction(duelRuleset, start, { type: 'rest', side: red.side }, [4])).toMatchObject({ ok: false, error: { dieIndex: 0, reason: 'this action rolls no dice; 1 more was entered' } });
  });

  it('leaves draws of other sizes to the game generator', () => {
    const dice = new EnteredDice([4], rngFromSeed(9));
    expect(dice.d(3)).toBeGreaterThanOrEqual(1);
    expect(dice.d(6)).toBe(4);
    expect(dice.used).toBe(1);
  });

  it('records the entered dice in the log, and a resumed game, a replay and a verify give the same game', () => {
    const session = GameSession.start(volleyDuel, scenario, 5, 50, true);
    const rolls = [[6, 6, 1], [], [2, 3, 4], [1, 1, 6]];
    for (const [i, entered] of rolls.entries()) {
      const side = session.state.game.toAct;
      const r = session.act(entered.length === 0 ? { type: 'rest', side } : fire(side), entered);
      if (!r.ok) throw new Error(`action ${i}: ${r.error.reason}`);
    }
    const log = JSON.parse(JSON.stringify(session.log)) as typeof session.log;
    expect(log.formatVersion).toBe(3);
    expect(log.enteredDice).toEqual(rolls);
    expect(verifyGameLog(volleyDuel, log, session.hash())).toMatchObject({ ok: true, hash: session.hash() });
    const replayed = replay(volleyDuel, log);
    expect(replayed.ok && replayed.value.hash).toBe(session.hash());
    const resumed = GameSession.resume(volleyDuel, log);
    expect(resumed.ok && resumed.value.hash()).toBe(session.hash());
    session.undo(1);
    expect(session.log.enteredDice).toEqual(rolls.slice(0, 3));
  });

  it('names the first action whose entered dice were edited, and where in the file', () => {
    const session = GameSession.start(volleyDuel, scenario, 5, 50, true);
    session.act(fire(session.state.game.toAct), [6, 6, 1]);
    session.act(fire(session.state.game.toAct), [2, 3, 4]);
    const log = session.log;
    const edited = { ...log, enteredDice: [[6, 6, 1], [2, 3, 5]] };
    expect(verifyGameLog(volleyDuel, edited)).toMatchObject({ ok: false, actionIndex: 1 });
    const outOfRange = { ...log, enteredDice: [[6, 6, 1], [2, 9, 4]] };
    expect(verifyGameLog(volleyDuel, outOfRange)).toMatchObject({ ok: false, actionIndex: 1, reason: 'the rules refuse it: $.enteredDice[1][1]: entered die 2: a d6 shows 1 to 6; 9 was entered' });
    const short = { ...log, enteredDice: [[6, 6, 1], [2, 3]] };
    expect(verifyGameLog(volleyDuel, short)).toMatchObject({ ok: false, actionIndex: 1, reason: expect.stringContaining('$.enteredDice[1]: the dice entered run out') });
  });
});
