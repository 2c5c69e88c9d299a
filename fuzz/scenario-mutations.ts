import type { SeededRandom } from './seeded-random.ts';

/**
 * Structure-aware mutations of a scenario document, each the kind of thing a hostile or damaged file holds:
 * piles of bases, zones and terrain at the size limits, wrong types, deep nesting, relabelled versions, and
 * at the text level truncation and stray bytes.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = { [key: string]: Json };
type Mutation = (doc: Doc, r: SeededRandom) => void;

const obj = (v: Json | undefined): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const arr = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);
const sideUnits = (doc: Doc, side: string): Json[] => {
  const sides = doc.sides;
  const s = obj(sides) ? sides[side] : undefined;
  return obj(s) && Array.isArray(s.units) ? s.units : [];
};
const anySide = (r: SeededRandom) => r.pick(['red', 'white']);

/** Points of a shape that costs the checks: a ring, a zigzag spanning its whole height, a star, or a tight cluster. */
function outline(r: SeededRandom, n: number): Json[] {
  const kind = r.int(0, 3), cx = r.float(0, 100), cy = r.float(0, 100), size = r.float(0.001, 80);
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    if (kind === 0) return { x: cx + size * Math.cos(a), y: cy + size * Math.sin(a) };
    if (kind === 1) return { x: cx + (size * i) / n, y: i % 2 ? cy : cy + size };
    if (kind === 2) return { x: cx + size * (i % 2) * Math.cos(a), y: cy + size * (i % 2) * Math.sin(a) };
    return { x: cx + r.float(0, 1e-6), y: cy + r.float(0, 1e-6) };
  });
}

const stackBases: Mutation = (doc, r) => {
  const side = anySide(r);
  const units = sideUnits(doc, side);
  const model = units[0];
  if (!obj(model)) return;
  const spot = { x: r.float(0, 60), y: r.float(0, 40) };
  const perUnit = r.pick([1, 4, 6, 64, 65]);
  for (let i = 0, n = r.sized(2, 520); i < n; i++) {
    units.push({ ...model, id: `stack-${side}-${i}`, bases: Array.from({ length: perUnit }, () => ({ ...spot })) });
  }
};

const hugeZones: Mutation = (doc, r) => {
  const zones = Array.from({ length: r.sized(1, 33) }, (_, i) => ({ id: `fz${i}`, side: anySide(r), polygon: outline(r, r.sized(3, 2001)) }));
  doc.deployment = r.chance(0.5) ? zones : [...arr(doc.deployment), ...zones];
};

const manyTerrain: Mutation = (doc, r) => {
  const terrain = arr(doc.terrain);
  const n = r.sized(1, 5001), points = r.sized(2, 2001);
  for (let i = 0; i < n; i++) {
    const kind = r.int(0, 4), id = `ft${i}`, x = r.float(0, 60), y = r.float(0, 40);
    if (kind === 0) terrain.push({ id, kind: 'area', type: r.pick(['woods', 'fields', 'marsh', 'built-up']), polygon: outline(r, Math.max(3, Math.min(points, 50))) });
    else if (kind === 1) terrain.push({ id, kind: 'line', type: r.pick(['railway', 'road', 'hedge']), points: outline(r, Math.max(2, Math.min(points, 2000))) });
    else if (kind === 2) terrain.push({ id, kind: 'building', type: 'stone', x, y, width: r.float(0.1, 48), depth: r.float(0.1, 48), rotation: r.float(-360, 720) });
    else if (kind === 3) terrain.push({ id, kind: 'hill', height: r.float(0.1, 24), polygon: outline(r, 12) });
    else terrain.push({ id, kind: 'point', type: 'objective', x, y });
    if (i > 20 && points > 200) break; // long shapes: a few of them reach the size limit
  }
  doc.terrain = terrain;
};

const hideAndTag: Mutation = (doc, r) => {
  for (const side of ['red', 'white']) {
    const units = sideUnits(doc, side);
    const ids = units.map((u) => (obj(u) && typeof u.id === 'string' ? u.id : 'x'));
    for (const u of units) {
      if (!obj(u)) continue;
      if (r.chance(0.5)) u.hidden = true;
      if (r.chance(0.3)) u.tags = [r.pick(['train-1', 'train-2', `aboard-${r.pick(ids)}`, 'aboard-nowhere'])];
      if (r.chance(0.2)) u.reinforcement = { turn: r.int(1, 200), entry: { x: r.float(-10, 500), y: r.float(-10, 500) } };
    }
  }
};

const relabelVersion: Mutation = (doc, r) => {
  doc.formatVersion = r.pick<Json>([0, 1, 2, 3, 99, '2', 2.5, -1, null]);
  if (r.chance(0.3) && obj(doc.table)) doc.table = { widthInches: doc.table.width ?? 72, heightInches: doc.table.height ?? 48 };
};

const WRONG: readonly Json[] = [null, true, 0, -1, 1e308, -1e308, 'x', '', [], {}, [1, 2], { x: 1 }, '9'.repeat(30)];

/** Somewhere in the tree, as the container and the key or index to change. */
function randomSpot(doc: Doc, r: SeededRandom): { at: Doc | Json[]; key: string | number } | null {
  let at: Doc | Json[] = doc;
  for (let depth = 0; depth < 12; depth++) {
    const keys: (string | number)[] = Array.isArray(at) ? at.map((_, i) => i) : Object.keys(at);
    if (keys.length === 0) return null;
    const key = r.pick(keys);
    const value: Json | undefined = Array.isArray(at) ? at[key as number] : at[key as string];
    if (depth > 0 && (r.chance(0.3) || typeof value !== 'object' || value === null)) return { at, key };
    if (typeof value !== 'object' || value === null) return { at, key };
    at = value;
  }
  return null;
}

const put = (spot: { at: Doc | Json[]; key: string | number }, value: Json) => {
  if (Array.isArray(spot.at)) spot.at[spot.key as number] = value;
  else spot.at[spot.key as string] = value;
};

const wrongType: Mutation = (doc, r) => {
  const spot = randomSpot(doc, r);
  if (spot) put(spot, structuredClone(r.pick(WRONG)));
};

const dropOrAddKey: Mutation = (doc, r) => {
  const spot = randomSpot(doc, r);
  if (!spot) return;
  if (r.chance(0.5)) {
    if (Array.isArray(spot.at)) spot.at.splice(spot.key as number, 1);
    else delete spot.at[spot.key as string];
  } else if (!Array.isArray(spot.at)) {
    Object.defineProperty(spot.at, r.pick(['__proto__', 'constructor', 'extra', 'toString']), { value: { polluted: true }, enumerable: true, configurable: true, writable: true });
  }
};

const deepNesting: Mutation = (doc, r) => {
  const spot = randomSpot(doc, r);
  if (!spot) return;
  let value: Json = 1;
  for (let i = 0, depth = r.sized(2, 200); i < depth; i++) value = r.chance(0.5) ? [value] : { a: value };
  put(spot, value);
};

const extremeNumber: Mutation = (doc, r) => {
  const spot = randomSpot(doc, r);
  if (spot) put(spot, r.pick([-1e9, 1e9, 1e-320, -0, 480, 960, 961, 0.30000000000000004, Number.MAX_SAFE_INTEGER, -480.0001]));
};

const hugeString: Mutation = (doc, r) => {
  const spot = randomSpot(doc, r);
  if (spot) put(spot, 'ж'.repeat(r.pick([65, 201, 20_001, 1_000_000])));
};

const duplicateIds: Mutation = (doc, r) => {
  const units = [...sideUnits(doc, 'red'), ...sideUnits(doc, 'white')].filter(obj);
  const terrain = arr(doc.terrain).filter(obj);
  const a = r.pick([...units, ...terrain]), b = r.pick([...units, ...terrain]);
  if (a && b) b.id = a.id ?? 'dup';
  if (r.chance(0.5)) doc.victory = [...arr(doc.victory), { type: r.pick(['hold-area', 'destroy-units']), winner: 'red', areaId: 'nowhere', unitIds: ['nobody'] }];
};

const swapRuleset: Mutation = (doc, r) => {
  const options: Doc = {};
  for (let i = 0, n = r.sized(1, 5000); i < n; i++) options[r.chance(0.5) ? `opt${i}` : r.pick(['fog', 'pinning', 'x'])] = r.pick<Json>([true, 'x', 3]);
  doc.ruleset = { id: r.pick(['red-actions', 'reds-versus-reds', 'duel-test', 'nope', '']), ...(r.chance(0.5) ? { options } : {}) };
};

export const DOCUMENT_MUTATIONS: readonly Mutation[] = [
  stackBases, hugeZones, manyTerrain, hideAndTag, relabelVersion, wrongType, wrongType, dropOrAddKey, deepNesting,
  extremeNumber, hugeString, duplicateIds, swapRuleset,
];

/** Damage to the file's text: cut short, stray or missing bytes, numbers JSON cannot hold, a byte-order mark, padding past the limit. */
export function mutateText(text: string, r: SeededRandom): string {
  const at = r.int(0, text.length);
  switch (r.int(0, 5)) {
    case 0: return text.slice(0, at);
    case 1: return text.slice(0, at) + r.pick(['{', ']', '"', '\\', '\u0000', ',', 'ж', '\uD800']) + text.slice(at);
    case 2: return text.slice(0, at) + text.slice(at + r.int(1, 50));
    case 3: return text.replace(/-?\d+(\.\d+)?/, r.pick(['1e999', 'NaN', '-', '0x10', '01']));
    case 4: return `\uFEFF${text}`;
    default: return r.chance(0.1) ? text + ' '.repeat(5 * 1024 * 1024) : text;
  }
}
