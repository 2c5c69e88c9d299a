import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FuzzRandom, type FuzzCounts, type FuzzOptions } from './fuzzer.ts';
import { isWholeSave } from './save-contents.ts';

const childScript = fileURLToPath(new URL('./save-child.ts', import.meta.url));
const TEMP_FILE = /^\..*\.tmp$/;

/**
 * Starts a process that saves one file over and over through the real atomic write, kills it with SIGKILL at a
 * random moment, and starts the next one: after each start (which cleans the folder) the target and its `.bak`
 * must be whole saves, and no temporary file may be left. `count` is the number of kills.
 */
export async function run(opts: FuzzOptions): Promise<FuzzCounts> {
  const random = new FuzzRandom(opts.seed);
  const dir = await mkdtemp(join(tmpdir(), 'tachanka-fuzz-kill-'));
  const counts = { kills: 0, 'partial files': 0, 'debris files': 0 };
  try {
    let child = await startChild(dir, random.int(0, 2 ** 31 - 1));
    for (let i = 0; i < opts.count; i++) {
      child.stdin!.write('go\n');
      // Up to 300 ms: several saves of up to 1.5 MB each, so the kill lands anywhere in one of them.
      await delay(random.int(0, 300));
      await kill(child);
      counts.kills++;
      child = await startChild(dir, random.int(0, 2 ** 31 - 1));
      const found = await inspect(dir);
      counts['partial files'] += found.partial;
      counts['debris files'] += found.debris;
    }
    await kill(child);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return counts;
}

/** The folder as a started program leaves it before it saves again. */
async function inspect(dir: string): Promise<{ partial: number; debris: number }> {
  const names = await readdir(dir);
  let partial = 0;
  for (const name of ['game.tachanka.json', 'game.tachanka.json.bak']) {
    if (!names.includes(name)) continue;
    if (!isWholeSave(await readFile(join(dir, name), 'utf8'))) partial++;
  }
  return { partial, debris: names.filter((n) => TEMP_FILE.test(n)).length };
}

function startChild(dir: string, seed: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, dir, String(seed)], { stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready\n')) resolve(child);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the saving process exited (${code}) before it was ready`)));
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
