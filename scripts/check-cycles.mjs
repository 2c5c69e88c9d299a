#!/usr/bin/env node
// Import cycles (the house rule "no import cycles", docs/ARCHITECTURE.md): walks the relative imports of every
// source file under the folders named (shared/ main/ renderer/ by default) and prints each cycle found, exiting 1.
// Imports written `import type` / `export type` are erased by TypeScript and load nothing, so they do not count;
// an `import { type A }` does (with verbatimModuleSyntax it still loads its module). Dynamic import() is lazy and
// does not count either. A plain walk rather than an ESLint plugin: none is installed, and this takes well under a second.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['shared', 'main', 'renderer'];
// Folders are read from the package root (an absolute path stands as it is).
const SOURCE = /\.(ts|mts|mjs|js|svelte)$/;
const SKIP = new Set(['node_modules', 'out', 'dist', 'test-results', 'playwright-report']);

function sourcesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourcesUnder(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

// A statement at the start of a line: `import … from '…'`, `import '…'`, `export … from '…'`; `type` after the keyword marks it erased.
const STATEMENT = /^[ \t]*(import|export)\s+(type\s+(?![\s,]*from\b))?(?:[\w$*{}\s,]*?\s*from\s*)?['"]([^'"\n]+)['"]/gm;

/** The files a source loads when it runs: its static, non-type imports and re-exports of relative paths. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const out = [];
  for (const m of text.matchAll(STATEMENT)) {
    if (m[2] || !m[3].startsWith('.')) continue;
    const target = resolveImport(dirname(file), m[3]);
    if (target) out.push(target);
  }
  return out;
}

function resolveImport(from, spec) {
  const base = resolve(from, spec);
  for (const candidate of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.svelte.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const files = folders.flatMap((f) => sourcesUnder(resolve(root, f)));
const graph = new Map(files.map((f) => [f, importsOf(f)]));

// Tarjan's strongly connected components, iteratively: every component of more than one file holds a cycle.
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const components = [];
let counter = 0;
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, counter); low.set(start, counter); counter++; stack.push(start); onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, i] = frame;
    const next = (graph.get(node) ?? [])[i];
    if (next !== undefined) {
      frame[1]++;
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        index.set(next, counter); low.set(next, counter); counter++; stack.push(next); onStack.add(next);
        work.push([next, 0]);
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
      continue;
    }
    work.pop();
    if (work.length > 0) { const parent = work[work.length - 1][0]; low.set(parent, Math.min(low.get(parent), low.get(node))); }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do { member = stack.pop(); onStack.delete(member); component.push(member); } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  }
}

/** One cycle through the component, by a breadth-first walk back to its first file, for the message. */
function cycleIn(component) {
  const members = new Set(component);
  const first = [...component].sort()[0];
  const previous = new Map([[first, null]]);
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (next === first) {
        const path = [];
        for (let at = node; at !== null; at = previous.get(at)) path.unshift(at);
        return [...path, first];
      }
      if (members.has(next) && !previous.has(next)) { previous.set(next, node); queue.push(next); }
    }
  }
  return [first];
}

if (components.length === 0) {
  console.log(`No import cycles among ${files.length} files (${folders.join(', ')}).`);
} else {
  for (const component of components) {
    console.error(`Import cycle (${component.length} files): ${cycleIn(component).map((f) => relative(root, f)).join(' -> ')}`);
  }
  process.exitCode = 1;
}
