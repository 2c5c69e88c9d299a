import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Result } from '../../shared/core/result.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import { GAME_LOG_FORMAT } from '../../shared/engine/game.ts';
import { parseJsonText } from '../../shared/scenario/index.ts';
import { writeFileAtomic } from './atomic-write.ts';

/** The file in main's data folder holding the install's secret: 32 random bytes as 64 hex digits. */
export const SEAL_KEY_FILE = 'log-seal.key';
const KEY_TEXT = /^[0-9a-f]{64}$/;
const SEALED_VERSION = 1;

const b64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected base64url text');

/**
 * A game saved under fog of war, as a file: the game-log format's name, and in `sealed` the exported game's text
 * (its log and final hash) encrypted with AES-256-GCM under the install's secret. `install` names that secret (not
 * the secret itself), so a file sealed elsewhere is told apart from one altered.
 */
export const SealedGameFile = z.object({
  format: z.literal(GAME_LOG_FORMAT),
  sealed: z.object({
    version: z.literal(SEALED_VERSION),
    install: z.string().regex(/^[0-9a-f]{16}$/, 'expected 16 hex digits'),
    iv: b64url.length(16),
    tag: b64url.length(22),
    text: b64url.max(16_000_000),
  }).strict(),
}).strict();
export type SealedGameFile = z.infer<typeof SealedGameFile>;

/** Whether a document's text is a sealed game (it holds `sealed`), whether or not it is a well-formed one. */
export function looksSealed(text: string): boolean {
  const json = parseJsonText(text);
  return json.ok && typeof json.value === 'object' && json.value !== null && 'sealed' in json.value;
}

/**
 * The install's secret, which keeps from the player's side what fog of war hides from it while the renderer still
 * holds the game: the log of a fogged game is handed out sealed (the renderer stores and exports it, and `resume`
 * opens it), and a fogged snapshot's hash is keyed, so that a guess at the hidden state cannot be checked against it.
 */
export class LogSeal {
  /** Names the secret in a sealed file: a keyed hash of a fixed word, which does not give the key away. */
  readonly install: string;

  private constructor(private readonly key: Buffer) {
    this.install = this.mac('tachanka install').slice(0, 16);
  }

  /**
   * The secret kept in `dataDir`, made there the first time (written atomically, readable by its owner only, never
   * replaced: a second process starting at the same moment keeps the first one's). A file there that is not a key is
   * refused rather than replaced, as games sealed under it would no longer open.
   */
  static async inDataDir(dataDir: string): Promise<LogSeal> {
    const path = join(dataDir, SEAL_KEY_FILE);
    const existing = await readKey(path);
    if (existing) return new LogSeal(existing);
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    try {
      await writeFileAtomic(path, `${randomBytes(32).toString('hex')}\n`, { backup: false, mode: 0o600, replace: false });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const made = await readKey(path);
    if (!made) throw new Error(`${path} was not written`);
    return new LogSeal(made);
  }

  /**
   * `inDataDir`, or in one line why main cannot start without it (the hosts show it and stop): games under fog of war
   * are saved sealed, so the app must not run on with no key, nor make a new one over a file it cannot read.
   */
  static async openOrExplain(dataDir: string): Promise<Result<LogSeal, string>> {
    try {
      return { ok: true, value: await LogSeal.inDataDir(dataDir) };
    } catch (e) {
      return { ok: false, error: `cannot read or make the key that seals games saved under fog of war (${join(dataDir, SEAL_KEY_FILE)}): ${e instanceof Error ? e.message : String(e)}` };
    }
  }

  /** A secret of this process only (the bench, tests of other things): what it seals opens only while it runs. */
  static forThisRun(): LogSeal {
    return new LogSeal(randomBytes(32));
  }

  /** The state hash as a fogged side is sent it: unique per state and side, and checkable only with the secret. */
  keyedHash(stateHash: string, side: SideId): string {
    return this.mac(`state ${side} ${stateHash}`).slice(0, 16);
  }

  /** The sealed game file's text for a game file's plain text. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(aad(this.install));
    const text = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const file: SealedGameFile = {
      format: GAME_LOG_FORMAT,
      sealed: { version: SEALED_VERSION, install: this.install, iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), text: text.toString('base64url') },
    };
    return `${JSON.stringify(file, null, 2)}\n`;
  }

  /** The plain text of a sealed game file, or why it cannot be opened here. */
  unseal(sealedText: string): Result<string, string> {
    const json = parseJsonText(sealedText);
    const file = json.ok ? SealedGameFile.safeParse(json.value) : null;
    if (!file?.success) {
      const why = file ? file.error.issues.map((i) => `${i.path.join('.') || 'the file'}: ${i.message}`).slice(0, 3).join('; ') : 'it is not JSON';
      return { ok: false, error: `the sealed game is not well formed (${why})` };
    }
    const { install, iv, tag, text } = file.data.sealed;
    if (install !== this.install) {
      return { ok: false, error: 'the game was sealed by another Tachanka install (saved under fog of war, it opens only in the install that saved it)' };
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(install));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return { ok: true, value: Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8') };
    } catch {
      return { ok: false, error: 'the sealed game was tampered with: it is not what this install sealed' };
    }
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('hex');
  }
}

const aad = (install: string): Buffer => Buffer.from(`tachanka sealed game ${SEALED_VERSION} ${install}`);

/** The key in `path`, or null when there is no file; a file holding anything else is refused. */
async function readKey(path: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  const hex = text.trim();
  if (!KEY_TEXT.test(hex)) throw new Error(`${path} does not hold a Tachanka log-seal key (64 hex digits); move it away to make a new one (games sealed under the old one will no longer open)`);
  return Buffer.from(hex, 'hex');
}
