import { TerrainIndex } from '/work/main/shared/geometry/index.ts';
import { generateTerrain } from '/work/main/bench/geometry.bench.ts';
let s = 1917; const rand = () => { s = (s * 16807) % 2147483647; return s / 2147483647; };
const T = { width: 72, height: 48 };
const index = new TerrainIndex(generateTerrain(rand, 200, T), T);
const pairs = Array.from({ length: 4096 }, () => ({ from: { x: rand() * 72, y: rand() * 48 }, to: { x: rand() * 72, y: rand() * 48 } }));
// eslint-disable-next-line
const tree = (index as any).tree;
let n = 0;
const f = () => { n++; };
for (const [name, fn] of [
  ['search-nofilter', (p: typeof pairs[0]) => { n += tree.search(Math.min(p.from.x, p.to.x), Math.min(p.from.y, p.to.y), Math.max(p.from.x, p.to.x), Math.max(p.from.y, p.to.y)).length; }],
  ['visitAlong', (p: typeof pairs[0]) => { index.visitAlong(p.from.x, p.from.y, p.to.x, p.to.y, f); }],
] as const) {
  for (let i = 0; i < 20000; i++) fn(pairs[i & 4095]!);
  n = 0;
  const t0 = performance.now();
  for (let i = 0; i < 100000; i++) fn(pairs[i & 4095]!);
  console.log(name, Math.round(100000 / ((performance.now() - t0) / 1000)), n / 100000);
}
