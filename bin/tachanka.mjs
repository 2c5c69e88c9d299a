#!/usr/bin/env node
// `npx tachanka …`: the command line runs the TypeScript sources through tsx, so it needs no build step.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

/**
 * V8 flags for a command, or none. `balance` keeps every core busy with a worker thread of its own, so V8's
 * background helpers (parallel garbage collection, compiling optimised code) can only take turns with the games.
 * Doing that work on each worker's own thread is faster: 1,000 Komuch games on two workers took 121 s as they
 * were and 103 s with the collection alone moved; moving the compiling as well saved another 3–9% in five paired
 * runs. Other commands play one game at a time and keep the defaults. V8 reads flags only when the process starts.
 */
function v8FlagsFor(command) {
  return command === 'balance' ? ['--single-threaded'] : [];
}

/** Runs this script again in a Node started with `flags`, passing signals on; resolves to its exit code. */
function relaunch(flags, args) {
  const child = spawn(process.execPath, [...process.execArgv, ...flags, fileURLToPath(import.meta.url), ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => {
    child.on('error', (e) => { console.error(`tachanka: could not start Node: ${e.message}`); resolve(1); });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

// A reader that stops early (`tachanka play … | head`) closes the pipe: end quietly, as Unix tools do.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const args = process.argv.slice(2);
const missing = v8FlagsFor(args[0]).filter((flag) => !process.execArgv.includes(flag));
if (missing.length > 0) {
  process.exitCode = await relaunch(missing, args);
} else {
  register();
  const { main } = await import('../main/cli/main.ts');
  process.exitCode = await main(args);
}
