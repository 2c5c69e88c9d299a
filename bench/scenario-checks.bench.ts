import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Figure, cpuSeconds, median } from './figure.ts';
import { checkScenarioText } from '../main/services/scenario-check.ts';
import { LIMITS } from '../shared/scenario/limits.ts';
import { type Growth, largeScenario } from '../shared/testing/large-scenarios.ts';

/**
 * Reading a scenario (JSON limits, schema, cross-references, the rule set's checks) as each dimension of the
 * document grows tenfold: near 10 times the time is linear, near 100 quadratic. Then the worst documents the
 * size limit lets through, and the bundled scenarios.
 */
export async function run(): Promise<Figure[]> {
  return [...growthFigures(), worstCaseFigure(), ...bundledFigures()];
}

const RED_ACTIONS = { rulesetId: 'red-actions', troopType: 'red-regulars' } as const;

/** Each dimension at its small size; the large size is ten times it. */
const DIMENSIONS: { name: string; at: (scale: number) => Growth }[] = [
  { name: 'bases, spread', at: (k) => ({ ...RED_ACTIONS, bases: 6400 * k, basesPerUnit: 64 }) },
  { name: 'bases, stacked on one spot', at: (k) => ({ ...RED_ACTIONS, bases: 6400 * k, basesPerUnit: 64, stacked: true }) },
  { name: 'deployment zones (200 points each)', at: (k) => ({ ...RED_ACTIONS, bases: 4000, zones: 3 * k, zonePoints: 200 }) },
  { name: 'zone points (4 zones)', at: (k) => ({ ...RED_ACTIONS, bases: 4000, zones: 4, zonePoints: 200 * k }) },
  { name: 'terrain features (hidden units among them)', at: (k) => ({ ...RED_ACTIONS, bases: 4000, hidden: true, features: 500 * k }) },
  { name: 'line points (20 railways)', at: (k) => ({ ...RED_ACTIONS, bases: 400, lines: 20, linePoints: 200 * k }) },
];

function readMs(text: string, rounds: number): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) times.push(cpuSeconds(() => checkScenarioText(text)).seconds * 1000);
  return median(times);
}

function growthFigures(): Figure[] {
  return DIMENSIONS.map(({ name, at }) => {
    const small = JSON.stringify(largeScenario(at(1)));
    const large = JSON.stringify(largeScenario(at(10)));
    readMs(small, 3);
    const ratio = readMs(large, 5) / readMs(small, 9);
    return { name: `reading a scenario, ${name} ×10: time grows`, value: ratio, unit: '×', limit: { max: 25 } };
  });
}

/**
 * The slowest of documents built to be costly within the 5 MB limit: 64,000 bases on one spot in zones drawn
 * to defeat the zone index; bases spread over 32 detailed zones with 2,000 hidden bases among 3,000 woods; long
 * railways of 2,000 points each.
 */
function worstCaseFigure(): Figure {
  const zigzag = Array.from({ length: 2000 }, (_, i) => ({ x: 1 + (i * 478) / 2000, y: i % 2 ? 1 : 479 }));
  const stacked = largeScenario({ ...RED_ACTIONS, bases: 64_000, basesPerUnit: 64, stacked: true });
  stacked.deployment = Array.from({ length: 32 }, (_, z) => ({ id: `zig${z}`, side: 'red' as const, polygon: zigzag }));
  const docs = [
    stacked,
    largeScenario({ ...RED_ACTIONS, bases: 32_000, basesPerUnit: 64, zones: 32, zonePoints: 2000, features: 3000 }),
    largeScenario({ ...RED_ACTIONS, bases: 2000, basesPerUnit: 4, hidden: true, features: 3000, lines: 60, linePoints: 2000 }),
  ];
  let worst = 0;
  for (const doc of docs) {
    const text = JSON.stringify(doc);
    if (text.length > LIMITS.fileBytes) throw new Error(`a worst-case document is ${text.length} bytes, over the limit: it would be refused unread`);
    readMs(text, 1);
    worst = Math.max(worst, readMs(text, 5));
  }
  return { name: 'reading the costliest 5 MB scenarios', value: worst, unit: 'ms', limit: { max: 1000 } };
}

function bundledFigures(): Figure[] {
  const dir = fileURLToPath(new URL('../scenarios/', import.meta.url));
  return readdirSync(dir).filter((f) => f.endsWith('.tachanka.json')).sort().map((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    readMs(text, 5);
    return { name: `reading ${file}`, value: readMs(text, 21), unit: 'ms', limit: { max: 50 } };
  });
}
