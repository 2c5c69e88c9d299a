import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliIo } from './cli-io.ts';
import { runPlay } from './play-command.ts';
import { runReplay } from './replay-command.ts';
import { parseGameLogText } from '../services/game-log-file.ts';

/** A terminal that answers each question from `answer` and keeps everything written, questions included. */
function terminal(answer: (question: string, asked: number) => string | null) {
  const out: string[] = [];
  const err: string[] = [];
  const questions: string[] = [];
  const io: CliIo = {
    out: (t) => { out.push(t); }, err: (t) => { err.push(t); }, errIsTty: false,
    ask: async (q) => { questions.push(q); return answer(q, questions.length); },
  };
  return { io, out, err, questions };
}

describe('tachanka play --own-dice: every roll typed in at the terminal, as table mode asks for it', () => {
  it('asks for each roll by its rule and unit, refuses a die no die shows, and writes a log replay --verify checks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'own-dice-cli-'));
    try {
      // The third answer is a 9 where a d6 is asked for: refused in the table's words, then asked again.
      const t = terminal((_, n) => (n === 3 ? '9' : String((n % 6) + 1)));
      const logPath = join(dir, 'game.json');
      const code = await runPlay(['station-raid', '--seed', '11', '--own-dice', '--red', 'easy', '--white', 'easy', '--log', logPath], t.io);
      expect(code).toBe(0);
      expect(t.questions[0]).toMatch(/^Roll 1d6: Red Actions!: Initiative .*: enter the die \(1 to 6\) $/);
      expect(t.err.join('\n')).toContain('entered die 1: a d6 shows 1 to 6; 9 was entered; type the roll again');
      expect(t.questions[3]).toBe(t.questions[2]);
      expect(t.out.join('\n')).toMatch(/^(Red|White) wins: /m);
      const parsed = parseGameLogText(readFileSync(logPath, 'utf8'));
      expect(parsed.ok).toBe(true);
      const entered = parsed.ok ? parsed.value.log.enteredDice!.flat() : [];
      // Every die the rules read came from the terminal: as many as the questions answered with a good die, one each.
      expect(entered.length).toBe(t.questions.length - 1);
      const verify = terminal(() => null);
      expect(await runReplay([logPath, '--verify'], verify.io)).toBe(0);
      expect(verify.out.join('\n')).toContain('verified: every action and its dice match the recorded chain');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('stops with no result when the input ends, and says at which action', async () => {
    const t = terminal((_, n) => (n > 5 ? null : '4'));
    expect(await runPlay(['station-raid', '--seed', '11', '--own-dice'], t.io)).toBe(0);
    expect(t.out.join('\n')).toMatch(/the input ended at action \d+, before its dice were entered/);
  }, 60_000);
});
