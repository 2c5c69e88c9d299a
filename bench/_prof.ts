import { TerrainIndex, lineOfSight, type LosRules } from '/work/main/shared/geometry/index.ts';
import { generateTerrain } from '/work/main/bench/geometry.bench.ts';
let s = 1917; const rand = () => { s = (s * 16807) % 2147483647; return s / 2147483647; };
const T = { width: 72, height: 48 };
const index = new TerrainIndex(generateTerrain(rand, 200, T), T);
const pairs = Array.from({ length: 4096 }, () => ({ from: { x: rand() * 72, y: rand() * 48 }, to: { x: rand() * 72, y: rand() * 48 } }));
const variants: Record<string, LosRules> = {
  none: { areas: {}, buildings: 'ignore', hills: false },
  areas: { areas: { woods: { blocksAfter: 4 }, 'dense-woods': { blocksAfter: 2 }, scrub: { blocksAfter: 4 }, 'built-up': { blocksAfter: 3, roadExempt: true } }, buildings: 'ignore', hills: false },
  buildings: { areas: {}, buildings: 'block', hills: false },
  hills: { areas: {}, buildings: 'ignore', hills: true },
  lines: { areas: {}, buildings: 'ignore', hills: false, lines: { hedge: 'block', wall: 'block' } },
};
let cands = 0; for (const p of pairs) cands += index.along(p.from, p.to).length; console.log('avg candidates', cands / 4096);
for (const [name, rules] of Object.entries(variants)) {
  for (let i = 0; i < 20000; i++) lineOfSight(index, pairs[i & 4095]!.from, pairs[i & 4095]!.to, rules);
  const t0 = performance.now(); let b = 0;
  for (let i = 0; i < 100000; i++) if (!lineOfSight(index, pairs[i & 4095]!.from, pairs[i & 4095]!.to, rules).clear) b++;
  console.log(name, Math.round(100000 / ((performance.now() - t0) / 1000)), 'qps blocked', b / 1000, '%');
}
