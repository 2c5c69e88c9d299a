import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { packageRoot } from '../services/package-root.ts';
import { applyAction, startGame } from '../../shared/engine/game.ts';
import { firstFormat2Link } from '../../shared/engine/log-chain.ts';
import { duelRuleset } from '../../shared/testing/duel-ruleset.ts';
import { asFormat1Log } from '../../shared/testing/format-1-log.ts';

// The CLI as users run it: `node bin/tachanka.mjs …` in a child process, judged by exit code and output.
const root = packageRoot();
let dir: string;
let scenarioPath: string;

function tachanka(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(root, 'bin', 'tachanka.mjs'), ...args], { cwd: dir, timeout: 110_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Runs several command lines, three at a time (each starts a whole Node, and CI's two cores are shared with the
 * other test files), and pairs each with its exit code, so a failure names the line.
 */
async function exitCodes(cases: readonly (readonly [string[], number])[]) {
  const codes: number[] = new Array<number>(cases.length);
  let next = 0;
  const runner = async (): Promise<void> => {
    for (let i = next++; i < cases.length; i = next++) codes[i] = (await tachanka(...cases[i]![0])).code;
  };
  await Promise.all([runner(), runner(), runner()]);
  return { actual: cases.map(([args], i) => [args.join(' '), codes[i]]), expected: cases.map(([args, code]) => [args.join(' '), code]) };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tachanka-cli-'));
  scenarioPath = join(dir, 'fixture.tachanka.json');
  await writeFile(scenarioPath, JSON.stringify(scenarioFixture({ turnLimit: 3 }), null, 2));
  await writeFile(join(dir, 'broken.tachanka.json'), JSON.stringify({ ...scenarioFixture(), turnLimit: 0 }));
});
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

describe('tachanka (usage)', { timeout: 240_000 }, () => {
  it('prints the usage and exits 2 without a command or with an unknown one', async () => {
    const none = await tachanka();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('usage: tachanka <command>');
    const unknown = await tachanka('conquer');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "conquer"');
  });

  it('answers --help with exit 0', async () => {
    const help = await tachanka('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('tachanka balance <scenario>');
    expect((await tachanka('play', '--help')).stdout).toContain('usage: tachanka play');
  });
});

describe('tachanka validate', { timeout: 240_000 }, () => {
  it('accepts a sound file', async () => {
    const result = await tachanka('validate', scenarioPath);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^ok +.*"Fixture" \(duel-test/);
  });

  it('lists problems by JSON path and exits 1 when any file is bad', async () => {
    const result = await tachanka('validate', scenarioPath, 'broken.tachanka.json', 'absent.tachanka.json');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('error at $.turnLimit');
    expect(result.stdout).toContain('bad  absent.tachanka.json');
    expect(result.stdout).toContain('1 of 3 files are sound');
  });

  it('needs at least one file', async () => {
    expect((await tachanka('validate')).code).toBe(2);
    expect((await tachanka('validate', '--strict', scenarioPath)).code).toBe(2);
  });
});

describe('tachanka play and replay', { timeout: 240_000 }, () => {
  it('plays to the end with a turn-by-turn report, rolls and result, and writes a log that verifies', async () => {
    const played = await tachanka('play', scenarioPath, '--seed', '3', '--red', 'random', '--white', 'easy', '--log', 'game.json');
    expect(played.code).toBe(0);
    expect(played.stdout).toContain('Fixture — Duel (engine test rule set) 1.0.0, seed 3');
    expect(played.stdout).toContain('== Turn 1 ==');
    expect(played.stdout).toMatch(/roll: rolled \d against 4\+ → (hit|miss) \(Duel: firing\)/);
    expect(played.stdout).toMatch(/^(Red wins|White wins|Draw): /m);
    const hash = /final hash ([0-9a-f]{16})/.exec(played.stdout)?.[1];
    const log = JSON.parse(await readFile(join(dir, 'game.json'), 'utf8'));
    expect(log).toMatchObject({ format: 'tachanka-game', seed: 3, finalHash: hash });

    const verified = await tachanka('replay', 'game.json', '--verify');
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain(`final hash ${hash}`);
    expect(verified.stdout).toContain(`verified: every action and its dice match the recorded chain (${log.actions.length + 1} links)`);
    // A format-1 log replays to its final hash but has no chain to verify it link by link: exit 3, never 0.
    await writeFile(join(dir, 'format-1.json'), JSON.stringify(asFormat1Log(log, hash)));
    const older = await tachanka('replay', 'format-1.json', '--verify');
    expect(older.code).toBe(3);
    expect(older.stdout).toContain(`final hash ${hash}\nnot verifiable: a format-1 log has no chain; its replay ends in the recorded final state`);
    expect(older.stdout).not.toContain('verified:');
    // The same game relabelled as format 1 with its chain deleted and an action edited: refused as it is read.
    const edited = log.actions.map((a: { type: string }, i: number) => (i === 0 ? { ...a, type: a.type === 'fire' ? 'rest' : 'fire' } : a));
    const { chain: _chain, ...unchained } = log;
    await writeFile(join(dir, 'downgraded.json'), JSON.stringify({ ...unchained, formatVersion: 1, actions: edited }));
    const downgraded = await tachanka('replay', 'downgraded.json', '--verify');
    expect(downgraded.code).toBe(1);
    expect(downgraded.stderr).toContain('$.scenario.formatVersion: a format-1 log holds a scenario of format 2 or older; this one is format 3');
    // A format-2 log written with the first kind of link (its inputs joined as text) verifies against those links.
    let state = startGame(duelRuleset, log.scenario, log.seed).state;
    const firstKind = [log.chain[0]];
    for (const action of log.actions) {
      const next = applyAction(duelRuleset, state, action);
      if (!next.ok) throw new Error(next.error.reason);
      firstKind.push(firstFormat2Link(firstKind.at(-1), action, next.value));
      state = next.value.state;
    }
    await writeFile(join(dir, 'format-2.json'), JSON.stringify({ ...log, formatVersion: 2, chain: firstKind }));
    const format2 = await tachanka('replay', 'format-2.json', '--verify');
    expect(format2.stdout).toContain('verified: every action and its dice match the recorded chain');
    expect(format2.code).toBe(0);

    const report = await tachanka('replay', 'game.json');
    expect(report.code).toBe(0);
    expect(report.stdout).toContain('== Turn 1 ==');
  });

  it('prints each decision as an order for the miniatures on the mat with --table-orders', async () => {
    const komuch = join(root, 'scenarios', 'komuch-village.tachanka.json');
    const played = await tachanka('play', komuch, '--seed', '7', '--red', 'random', '--white', 'random', '--table-orders');
    expect(played.code).toBe(0);
    expect(played.stdout).toContain('Table orders use the printed mat\'s grid (6" squares');
    // The decision line with its reason, then its order: unit name, verb, inches, compass point, square, facing,
    // then the marker the move leaves by the unit.
    expect(played.stdout).toMatch(/^(Red|White): .+\n {4}at the table: .+: (advance|fall back|move) \d+" [a-z-]+, ending in square [A-Z]+\d+.*, facing [a-z-]+; put a moved marker by it$/m);
    const plain = await tachanka('play', komuch, '--seed', '7', '--red', 'random', '--white', 'random');
    expect(plain.stdout).not.toContain('at the table:');
  });

  it('plays the same game again from the same seed', async () => {
    const a = await tachanka('play', scenarioPath, '--seed', '99');
    const b = await tachanka('play', scenarioPath, '--seed', '99');
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
  });

  it('exits 1 when a log does not replay to its recorded hash, or diverges', async () => {
    await tachanka('play', scenarioPath, '--seed', '5', '--log', 'five.json');
    const log = JSON.parse(await readFile(join(dir, 'five.json'), 'utf8'));
    await writeFile(join(dir, 'tampered.json'), JSON.stringify({ ...log, finalHash: '0123456789abcdef' }));
    const mismatch = await tachanka('replay', 'tampered.json', '--verify');
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain('MISMATCH');
    await writeFile(join(dir, 'diverging.json'), JSON.stringify({ ...log, actions: [{ type: 'rest', side: 'white' }], chain: log.chain.slice(0, 2) }));
    const diverging = await tachanka('replay', 'diverging.json', '--verify');
    expect(diverging.code).toBe(1);
    expect(diverging.stderr).toContain('diverges at action 0');
    const { finalHash: _dropped, ...unhashed } = log;
    await writeFile(join(dir, 'unhashed.json'), JSON.stringify(asFormat1Log(unhashed)));
    const unverifiable = await tachanka('replay', 'unhashed.json', '--verify');
    expect(unverifiable.code).toBe(3);
    expect(unverifiable.stdout).toContain('not verifiable: a format-1 log has no chain, and this one records no final hash');
    // One action edited: the chain names it.
    const edited = log.actions.map((a: { type: string }, i: number) => (i === 2 ? { ...a, type: a.type === 'fire' ? 'rest' : 'fire' } : a));
    await writeFile(join(dir, 'edited.json'), JSON.stringify({ ...log, actions: edited }));
    const edit = await tachanka('replay', 'edited.json', '--verify');
    expect(edit.code).toBe(1);
    expect(edit.stderr).toContain('MISMATCH: the replay diverges at action 2');
    await writeFile(join(dir, 'garbage.json'), '{"format": "tachanka-game"');
    expect((await tachanka('replay', 'garbage.json')).code).toBe(1);
  });

  it('exits 2 for usage mistakes and 1 for bad input', async () => {
    const { actual, expected } = await exitCodes([
      [['play'], 2],
      [['play', 'x.json', '--seed', 'abc'], 2],
      [['play', 'x.json', '--seed', '-4'], 2],
      [['play', 'x.json', '--red', 'genius'], 2],
      [['play', 'x.json', '--as', 'blue'], 2],
      [['play', 'x.json', 'y.json'], 2],
      [['play', 'no-such-scenario'], 1],
      [['play', 'broken.tachanka.json'], 1],
      [['replay'], 2],
      [['export'], 2],
    ]);
    expect(actual).toEqual(expected);
  });
});

describe('tachanka rules', { timeout: 240_000 }, () => {
  it('lists a rule set tables', async () => {
    const listed = await tachanka('rules', 'duel-test', '--list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('Duel (engine test rule set) 1.0.0: 0 tables');
  });

  it('exits 2 for usage mistakes and 1 for bad input', async () => {
    const { actual, expected } = await exitCodes([
      [['rules'], 2],
      [['rules', 'duel-test'], 2],
      [['rules', 'no-such-rules', '--list'], 1],
      [['rules', 'duel-test', 'firing', 'range=3'], 1],
    ]);
    expect(actual).toEqual(expected);
  });
});

describe('tachanka balance', { timeout: 240_000 }, () => {
  it('plays games in workers and reports win rates with 95% intervals', async () => {
    const result = await tachanka('balance', scenarioPath, '--games', '8', '--workers', '2', '--seed', '1', '--red', 'random', '--white', 'random');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('8 games from seed 1 on 2 workers');
    expect(result.stdout).toMatch(/Red wins +\d+ +[\d.]+% +\(95% interval [\d.]+% to [\d.]+%\)/);
    expect(result.stdout).toMatch(/White wins/);
    expect(result.stdout).toMatch(/Draws +\d+/);
    expect(result.stdout).toMatch(/Mean length [\d.]+ turns/);
    expect(result.stderr).toContain('8/8 games');
    const counts = [...result.stdout.matchAll(/^ {2}(?:Red wins|White wins|Draws|Unfinished) +(\d+)/gm)].map((m) => Number(m[1]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(8);
  });

  it('exits 2 for usage mistakes and 1 for bad input', async () => {
    const { actual, expected } = await exitCodes([
      [['balance', 'x.json'], 2],
      [['balance', 'x.json', '--games', '0'], 2],
      [['balance', 'x.json', '--games', '5', '--workers', '99'], 2],
      [['balance', 'no-such-scenario', '--games', '5'], 1],
    ]);
    expect(actual).toEqual(expected);
  });
});

describe('tachanka with the bundled Komuch village battle (Reds versus Reds)', { timeout: 180_000 }, () => {
  const komuch = join(root, 'scenarios', 'komuch-village.tachanka.json');

  it('validates the bundled scenario', async () => {
    const result = await tachanka('validate', komuch);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('"The Komuch village" (reds-versus-reds');
  });

  it('plays it by its id to a result, with the rule set rolls in the report, and the log verifies', async () => {
    const played = await tachanka('play', 'komuch-village', '--seed', '7', '--red', 'random', '--white', 'random', '--log', 'komuch.json');
    expect(played.code).toBe(0);
    expect(played.stdout).toContain('The Komuch village — Reds versus Reds');
    expect(played.stdout).toMatch(/^== Turn 1\b/m);
    expect(played.stdout).toMatch(/roll: .*\(Reds versus Reds: [^)]+\)/);
    expect(played.stdout).toMatch(/^(Red wins|White wins|Draw): /m);
    const verified = await tachanka('replay', 'komuch.json', '--verify');
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain('verified');
  });

  it('looks up a rules table the way the rule explainer does', async () => {
    expect((await tachanka('rules', 'reds-versus-reds', '--list')).stdout).toMatch(/^ {2}shooting: Shooting procedure/m);
    const lookup = await tachanka('rules', 'reds-versus-reds', 'morale', 'figures=10', 'casualties=4');
    expect(lookup.code).toBe(0);
    expect(JSON.parse(lookup.stdout)).toBeTypeOf('object');
    const { actual, expected } = await exitCodes([
      [['rules', 'reds-versus-reds', 'shooting', 'total=99'], 1],
      [['rules', 'reds-versus-reds', 'shooting', 'no-equals-sign'], 2],
      [['rules', 'reds-versus-reds', 'shooting', 'total=1', 'total=2'], 2],
      [['rules', 'reds-versus-reds', '--list', 'shooting'], 2],
    ]);
    expect(actual).toEqual(expected);
  });

  it('balances a few games in two workers', async () => {
    const result = await tachanka('balance', 'komuch-village', '--games', '4', '--workers', '2', '--seed', '3', '--red', 'random', '--white', 'random');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('4 games from seed 3 on 2 workers');
    expect(result.stdout).toMatch(/Mean length [\d.]+ turns/);
  });
});
