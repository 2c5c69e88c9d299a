import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { removeStaleTempFiles, writeFileAtomic } from '../main/services/atomic-write.ts';
import { FuzzRandom } from './fuzzer.ts';
import { saveContents } from './save-contents.ts';

/**
 * The process `kill-during-save.fuzz.ts` kills: on start it cleans its folder as a program does, says "ready",
 * and on "go" saves one file over and over through the real atomic write, until it is killed.
 */
const [dir, seedText] = process.argv.slice(2);
if (!dir || !seedText) throw new Error('usage: save-child.ts <folder> <seed>');
const random = new FuzzRandom(Number(seedText));
const target = join(dir, 'game.tachanka.json');

await removeStaleTempFiles(dir);
process.stdout.write('ready\n');
let go = false;
for await (const line of createInterface({ input: process.stdin })) {
  go = line === 'go';
  if (go) break;
}
// The fuzzer went away without a word: nothing to save.
if (!go) process.exit(0);
for (let n = 1; ; n++) {
  // From a few bytes to 1.5 MB, so a kill lands in small and large writes alike.
  await writeFileAtomic(target, saveContents(n, random.chance(0.3) ? random.int(0, 2_000) : random.int(2_000, 1_500_000)));
}
