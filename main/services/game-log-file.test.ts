import { describe, expect, it } from 'vitest';
import { GameSession } from '../../shared/engine/session.ts';
import { duelRuleset } from '../../shared/testing/duel-ruleset.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { asFormat1Log } from '../../shared/testing/format-1-log.ts';
import { gameLogText, parseGameLogText } from './game-log-file.ts';

function playedLog() {
  const session = GameSession.start(duelRuleset, scenarioFixture(), 7);
  session.act({ type: 'fire', side: 'red' });
  session.act({ type: 'rest', side: 'white' });
  return { log: session.log, hash: session.hash() };
}

const withField = (field: string, value: unknown) => JSON.stringify({ ...playedLog().log, [field]: value });

function problemsOf(text: string) {
  const result = parseGameLogText(text);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

describe('parseGameLogText', () => {
  it('reads back what gameLogText wrote, final hash included', () => {
    const { log, hash } = playedLog();
    const result = parseGameLogText(gameLogText(log, hash));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.log).toEqual(log);
    expect(result.value.finalHash).toBe(hash);
    expect(result.value.ruleset.id).toBe('duel-test');
    expect(result.value.warnings).toEqual([]);
  });

  it('refuses something that is not a game log', () => {
    expect(problemsOf('[1,2]')[0]!.message).toMatch(/one JSON object/);
    expect(problemsOf(JSON.stringify(scenarioFixture()))[0]!.path).toBe('$.format');
  });

  it('refuses a log from a newer Tachanka', () => {
    expect(problemsOf(withField('formatVersion', 4))[0]).toMatchObject({ path: '$.formatVersion' });
  });

  it('reads a format-2 log as a game of the app\'s dice, and refuses entered dice in it', () => {
    const { log } = playedLog();
    const result = parseGameLogText(JSON.stringify({ ...log, formatVersion: 2 }));
    expect(result.ok && result.value).toMatchObject({ migratedFrom: 2, log: { formatVersion: 3, chain: log.chain } });
    expect(result.ok && 'enteredDice' in result.value.log).toBe(false);
    expect(problemsOf(JSON.stringify({ ...log, formatVersion: 2, enteredDice: log.actions.map(() => []) }))[0]!.path).toBe('$');
  });

  it('refuses entered dice that are not one list per action, or not whole numbers a table die shows', () => {
    const { log } = playedLog();
    const lists = log.actions.map(() => [] as number[]);
    expect(problemsOf(JSON.stringify({ ...log, enteredDice: lists.slice(1) }))[0]).toMatchObject({ path: '$.enteredDice' });
    const bad = lists.map((d, i) => (i === 1 ? [3, 0] : d));
    expect(problemsOf(JSON.stringify({ ...log, enteredDice: bad }))[0]).toMatchObject({ path: '$.enteredDice[1][1]' });
    const parsed = parseGameLogText(JSON.stringify({ ...log, enteredDice: lists }));
    expect(parsed.ok && parsed.value.log.enteredDice).toEqual(lists);
  });

  it('reads a format-1 log (no hash chain) with an empty chain and says it was migrated', () => {
    const { log, hash } = playedLog();
    const result = parseGameLogText(JSON.stringify(asFormat1Log(log, hash)));
    expect(result.ok && result.value).toMatchObject({ migratedFrom: 1, finalHash: hash, log: { formatVersion: 3, chain: [], actions: log.actions } });
  });

  it('refuses a log relabelled as format 1 that holds what only later formats hold, by path', () => {
    const { log, hash } = playedLog();
    const older = asFormat1Log(log, hash);
    const relabelled = (doc: Record<string, unknown>) => problemsOf(JSON.stringify(doc)).map((p) => p.path);
    expect(problemsOf(JSON.stringify({ ...older, chain: log.chain }))).toEqual([
      expect.objectContaining({ path: '$.chain', message: expect.stringMatching(/^a format-1 log has no chain \(format 2 brought it\), so this log was written by a later Tachanka/) }),
    ]);
    expect(relabelled({ ...older, enteredDice: log.actions.map(() => []) })).toEqual(['$.enteredDice']);
    // Chain deleted, but its scenario is of a format that came after log format 1.
    expect(relabelled({ ...older, scenario: log.scenario })).toEqual(['$.scenario.formatVersion']);
    expect(relabelled({ ...older, rulesetId: 'forward-comrades' })).toEqual(['$.rulesetId']);
  });

  it('refuses a format-2 log whose chain is missing, malformed or of the wrong length', () => {
    const { log } = playedLog();
    const { chain, ...unchained } = log;
    expect(problemsOf(JSON.stringify(unchained))[0]!.path).toBe('$.chain');
    expect(problemsOf(withField('chain', [...chain.slice(0, 2), 'xyz']))[0]!.path).toBe('$.chain[2]');
    expect(problemsOf(withField('chain', chain.slice(1)))[0]).toMatchObject({ path: '$.chain', message: expect.stringMatching(/expected 3 hashes .* found 2/) });
  });

  it('refuses an action the rule set does not know, at its index', () => {
    const { log } = playedLog();
    const text = JSON.stringify({ ...log, actions: [log.actions[0], { type: 'charge', side: 'white' }] });
    expect(problemsOf(text)[0]!.path).toBe('$.actions[1].type');
  });

  it('points scenario problems into $.scenario', () => {
    const { log } = playedLog();
    const text = JSON.stringify({ ...log, scenario: { ...log.scenario, turnLimit: 0 } });
    expect(problemsOf(text)[0]!.path).toBe('$.scenario.turnLimit');
  });

  it('refuses an unknown rule set and a rule set that does not match the scenario', () => {
    expect(problemsOf(withField('rulesetId', 'nope'))[0]!.path).toBe('$.rulesetId');
    const { log } = playedLog();
    const mismatched = JSON.stringify({ ...log, scenario: { ...log.scenario, ruleset: { id: 'nope', options: {} } } });
    expect(problemsOf(mismatched)[0]!.path).toMatch(/^\$\.(rulesetId|scenario\.ruleset\.id)$/);
  });

  it('refuses unknown fields, a bad hash, a negative seed and too many actions', () => {
    expect(problemsOf(withField('cheat', true))[0]!.path).toBe('$');
    expect(problemsOf(withField('finalHash', 'xyz'))[0]!.path).toBe('$.finalHash');
    expect(problemsOf(withField('seed', -1))[0]!.path).toBe('$.seed');
    expect(problemsOf(withField('actions', Array.from({ length: 200_001 }, () => ({}))))[0]!.path).toBe('$.actions');
  });

  it('warns, without refusing, when the log was saved under another rule set version', () => {
    const result = parseGameLogText(withField('rulesetVersion', '0.9.0'));
    expect(result.ok && result.value.warnings[0]!.path).toBe('$.rulesetVersion');
  });
});
