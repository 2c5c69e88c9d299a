#!/usr/bin/env node
// That package.json's engines.node is true, checked by `npm run lint`: every Node it admits is one that every locked
// package admits (each engines.node in package-lock.json), and the Node that .ci/run installs (each pin under
// .ci/node/) is one it admits. A dependency moved to a version that wants a newer Node fails here, naming it, rather
// than as EBADENGINE warnings from `npm ci` on the oldest Node declared.
import semver from 'semver';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The Node range the package at `root` declares, how many locked packages name one, and the problems in words. */
export function checkEngines(root) {
  const declared = readJson(join(root, 'package.json')).engines?.node;
  if (!declared) return { declared, locked: 0, problems: ['package.json declares no engines.node'] };
  const problems = new Set();
  let locked = 0;
  for (const [path, entry] of Object.entries(readJson(join(root, 'package-lock.json')).packages ?? {})) {
    const wanted = entry.engines?.node;
    if (path === '' || !wanted) continue;
    locked += 1;
    if (semver.subset(declared, wanted)) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    problems.add(`${name}@${entry.version} wants Node "${wanted}", but package.json's engines.node "${declared}" admits Nodes outside it`);
  }
  const pins = join(root, '.ci', 'node');
  for (const platform of existsSync(pins) ? readdirSync(pins) : []) {
    for (const [name, version] of Object.entries(readJson(join(pins, platform, 'package.json')).dependencies ?? {})) {
      if (!semver.satisfies(version, declared)) problems.add(`.ci/node/${platform} pins ${name} ${version}, which package.json's engines.node "${declared}" does not admit`);
    }
  }
  return { declared, locked, problems: [...problems] };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const root = resolve(process.argv[2] ?? join(dirname(new URL(import.meta.url).pathname), '..'));
  const { declared, locked, problems } = checkEngines(root);
  if (problems.length === 0) console.log(`Every Node that engines.node "${declared}" admits, the ${locked} locked packages naming one admit too, and it admits the CI's pinned Node.`);
  else {
    for (const problem of problems) console.error(problem);
    process.exitCode = 1;
  }
}
