#!/usr/bin/env node
// The import rules of docs/ARCHITECTURE.md ("Floors"), checked by `npm run lint`: walks the relative imports of every
// source file under shared/, main/ and renderer/ of the package (or of the folder given) and fails, naming file and
// import, when one runs back up the floors, reaches across to another area of its own floor, or closes a circle.
// Every import counts: `import type` and `export type` too (a type that two modules need belongs in a module both
// import), and `import('…')`, lazy or in a type. A plain walk rather than an ESLint plugin: none is installed, and
// this takes well under a second, each file read once and each circle found in one pass (Tarjan's components).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The floors, bottom first: a file imports its own area and the floors below it, never a floor above nor another
 * area of its own floor. `*` stands for one folder name (each rule set is an area of its own).
 */
const FLOORS = [
  ['shared/core/', 0],
  ['shared/scenario/', 1],
  ['shared/geometry/', 2],
  ['shared/engine/', 3],
  ['shared/scenario-checks/', 3],
  ['shared/table-orders/', 4],
  ['shared/rulesets/*/', 5],
  ['shared/ai/', 5],
  ['shared/testing/', 5],
  ['shared/rulesets/registry.ts', 6],
  ['shared/api.ts', 6],
  ['main/', 7],
  ['renderer/', 7],
];

/** Code that is not a test yet may import shared/testing: the registry lists the duel rule set the tests play through the Api. */
const TESTING_IMPORTERS = new Set(['shared/rulesets/registry.ts']);

const TEST_FILE = /\.(test|spec)\.ts$/;
/** Tests' helpers: files named test-….ts, …-fixture.ts or …-fixtures.ts, and everything under a testing/ or bench/ folder. */
const TEST_HELPER = /(^|\/)(test-[^/]*|[^/]*-fixtures?\.ts)$|(^|\/)(testing|bench)\//;

/** The area a repo-relative path belongs to (its folder, or a rule set's as `rule set <id>`) and its floor; null if none. */
export function areaOf(path) {
  for (const [pattern, floor] of FLOORS) {
    const star = pattern.indexOf('*');
    if (star < 0) {
      if (pattern.endsWith('/') ? path.startsWith(pattern) : path === pattern) return { name: nameOf(pattern), floor };
      continue;
    }
    const head = pattern.slice(0, star);
    if (!path.startsWith(head)) continue;
    const slash = path.indexOf('/', head.length);
    if (slash > head.length) return { name: `rule set ${path.slice(head.length, slash)}`, floor };
  }
  return null;
}

const nameOf = (pattern) => pattern.replace(/^shared\//, '').replace(/\/$/, '').replace(/^rulesets\//, '').replace(/\.ts$/, '');

export const isTestFile = (path) => TEST_FILE.test(path);
export const isTestCode = (path) => TEST_FILE.test(path) || TEST_HELPER.test(path);

/** What is wrong with `from` importing `to` (repo-relative paths), or null when the floors allow it. */
export function importProblem(from, to) {
  const at = `${from} imports ${to}`;
  if (isTestFile(to)) return `${at}: nothing imports a test file`;
  if (isTestFile(from)) return null;
  const a = areaOf(from);
  const b = areaOf(to);
  if (!a) return null;
  const helper = isTestCode(from);
  // A file of shared/ on no floor is named once as such; outside shared/ lie bundled scenarios and scripts.
  if (!b) return from.startsWith('shared/') && !to.startsWith('shared/') && !helper ? `${at}: shared/ imports only shared/ (bundled scenarios are for tests)` : null;
  if (b.name === 'testing' && a.name !== 'testing') {
    return helper || TESTING_IMPORTERS.has(from) ? null : `${at}: shared/testing is for tests and their helpers`;
  }
  if (a.name === b.name || b.floor < a.floor) return null;
  const floors = `${a.name} (floor ${a.floor}) may not import ${b.name} (floor ${b.floor})`;
  if (b.floor > a.floor) return `${at}: ${floors}`;
  if (a.name.startsWith('rule set ') && b.name.startsWith('rule set ')) return `${at}: ${floors}: a rule set imports only its own folder and the floors below`;
  return `${at}: ${floors}: the areas of one floor stand apart`;
}

// A statement at the start of a line: `import … from '…'`, `import '…'`, `export … from '…'`, type-only or not.
const STATEMENT = /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]*?\s*from\s*)?['"]([^'"\n]+)['"]/gm;
// `import('…')`: a lazy import, or a type written `import('…').Name`.
const EXPRESSION = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The relative specifiers a source's text imports, comments left out. */
export function specifiersIn(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[ \t])\/\/.*$/gm, '$1');
  const out = [];
  for (const pattern of [STATEMENT, EXPRESSION]) {
    for (const m of code.matchAll(pattern)) if (m[1].startsWith('.')) out.push(m[1]);
  }
  return out;
}

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

/** The file a specifier names: among the sources walked (`known`) without asking the disk, else on disk (a scenario's JSON). */
function resolveImport(from, spec, known) {
  const base = resolve(from, spec);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.svelte.ts`, join(base, 'index.ts')];
  for (const candidate of candidates) if (known.has(candidate)) return candidate;
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every circle of imports in `graph` (file -> files it imports): one per strongly connected component, as a path back to its start. */
export function circlesIn(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  const enter = (node) => { index.set(node, counter); low.set(node, counter); counter++; stack.push(node); onStack.add(node); };
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = (graph.get(node) ?? [])[i];
      if (next !== undefined) {
        frame[1]++;
        if (!graph.has(next)) continue;
        if (!index.has(next)) { enter(next); work.push([next, 0]); }
        else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
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
  return components.map((component) => ({ size: component.length, path: circleThrough(graph, component) }));
}

/** One circle through the component, by a breadth-first walk back to its first file. */
function circleThrough(graph, component) {
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

/** The problems of the tree under `root`: imports against the floors, files on no floor, and circles. */
export function checkTree(root) {
  const rel = (file) => relative(root, file).split(sep).join('/');
  const files = ['shared', 'main', 'renderer'].filter((f) => existsSync(join(root, f))).flatMap((f) => sourcesUnder(join(root, f)));
  const known = new Set(files);
  const graph = new Map();
  const problems = [];
  for (const file of files) {
    const from = rel(file);
    if (from.startsWith('shared/') && !isTestFile(from) && !areaOf(from)) problems.push(`${from} is on no floor: give its folder one in scripts/check-imports.mjs and docs/ARCHITECTURE.md`);
    const targets = [];
    for (const spec of specifiersIn(readFileSync(file, 'utf8'))) {
      const target = resolveImport(dirname(file), spec, known);
      if (!target) continue;
      targets.push(target);
      const problem = importProblem(from, rel(target));
      if (problem) problems.push(problem);
    }
    graph.set(file, targets);
  }
  for (const circle of circlesIn(graph)) problems.push(`Import circle (${circle.size} files): ${circle.path.map(rel).join(' -> ')}`);
  return { files: files.length, problems };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const root = resolve(process.argv[2] ?? join(dirname(new URL(import.meta.url).pathname), '..'));
  const { files, problems } = checkTree(root);
  if (problems.length === 0) console.log(`Imports keep the floors and close no circle (${files} files).`);
  else {
    for (const problem of problems) console.error(problem);
    process.exitCode = 1;
  }
}
