import type { Vec } from '../../shared/geometry/vec.ts';

/** A name to letter on the top-down map: its text, where it would go, and how strongly it wants that spot. */
export interface MapLabel {
  text: string;
  /** The spot it names, in the map's own units (SVG: y down). */
  at: Vec;
  /** Units go first (-1), then points and houses name one spot (0); lines, then areas, have room to move. */
  rank: number;
  /** Lettering of its own (a unit's label is smaller than the terrain's names), and how many lines it has (`text` the longest). */
  font?: MapFont;
  lines?: number;
}

/** The map's lettering: the font size, and a character's mean width as a share of it (a sans serif's). */
export interface MapFont {
  size: number;
  perCharacter: number;
}

interface Box { x: number; y: number; half: number; tall: number }

/** Something drawn on the map that names must not cover: a unit's base, as the box round it (SVG units). */
export interface MapObstacle {
  x: number;
  y: number;
  half: number;
  tall: number;
}

/** A base's box on the map: its footprint turned to its facing, boxed square to the map (SVG: y down). */
export function baseObstacle(at: Vec, size: { width: number; depth: number }, facing: number): MapObstacle {
  const r = (facing * Math.PI) / 180, c = Math.abs(Math.cos(r)), s = Math.abs(Math.sin(r));
  return { x: at.x, y: at.y, half: (size.width * c + size.depth * s) / 2, tall: size.width * s + size.depth * c };
}

/** Steps tried away from a label's spot, in label heights: below, above, then further, then sideways. */
const STEPS: readonly (readonly [number, number])[] = [
  [0, 0], [0, 1], [0, -1], [0, 2], [0, -2], [1, 0], [-1, 0], [1, 1], [-1, 1], [1, -1], [-1, -1], [0, 3], [0, -3],
  [2, 0], [-2, 0], [0, 4], [0, -4], [2, 2], [-2, 2], [2, -2], [-2, -2], [0, 6], [0, -6],
];

/** Where a crowd leaves none of those clear: further rings round the spot, nearest first (x in half widths, y in heights). */
const FAR_STEPS: readonly (readonly [number, number])[] = (() => {
  const steps: [number, number][] = [];
  for (let sx = -6; sx <= 6; sx++) for (let sy = -12; sy <= 12; sy++) if (!STEPS.some(([x, y]) => x === sx && y === sy)) steps.push([sx, sy]);
  return steps.sort((p, q) => Math.hypot(2 * p[0], p[1]) - Math.hypot(2 * q[0], q[1]));
})();
const ALL_STEPS = [...STEPS, ...FAR_STEPS];

/** Covering another name is worse than covering a unit's base: a word over a word cannot be read at all. */
const WORDS_OVER_WORDS = 4;

/**
 * Where each label goes (its centre), in the order given: points and houses first, then lines, then areas, each at
 * the first of a few places round its spot whose box is on the map and clear of every label placed before it (in a
 * crowd, further rings round it), or, where none is, the one overlapping least. So "the Red line" and "the Red trench", named at nearly the same
 * middle, stand one above the other instead of on top of each other. Names keep off the units' bases (`units`) the
 * same way, so a railway's name is not lettered over the train standing on it.
 */
export function placeMapLabels(labels: readonly MapLabel[], font: MapFont, map: { width: number; height: number }, units: readonly MapObstacle[] = []): Vec[] {
  const placed: Box[] = [];
  const out: Vec[] = new Array<Vec>(labels.length);
  const order = labels.map((l, i) => ({ l, i })).sort((a, b) => a.l.rank - b.l.rank || a.i - b.i);
  for (const { l, i } of order) {
    const { half, tall } = labelBox(l, font, map.width);
    const size = (l.font ?? font).size;
    let best: { box: Box; overlap: number } | null = null;
    for (const [sx, sy] of ALL_STEPS) {
      const box = {
        x: clamp(l.at.x + sx * (half + size * 0.5), half, map.width - half),
        y: clamp(l.at.y + sy * tall, tall / 2, map.height - tall / 2),
        half, tall,
      };
      const overlap = placed.reduce((sum, q) => sum + WORDS_OVER_WORDS * overlapArea(box, q), 0) + units.reduce((sum, u) => sum + overlapArea(box, u), 0);
      if (!best || overlap < best.overlap - 1e-9) best = { box, overlap };
      if (overlap === 0) break;
    }
    placed.push(best!.box);
    out[i] = { x: best!.box.x, y: best!.box.y };
  }
  return out;
}

/** A terrain name longer than this many letters is lettered on more lines, so that it never spans the table. */
export const LINE_LETTERS = 24;

/** A name to letter as lines of at most `LINE_LETTERS` letters (a longer word keeps its own line). */
export function wrappedLabel(text: string, at: Vec, rank: number): MapLabel & { wrapped: string[] } {
  const wrapped: string[] = [];
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const last = wrapped.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= LINE_LETTERS) wrapped[wrapped.length - 1] = `${last} ${word}`;
    else wrapped.push(word);
  }
  const longest = wrapped.reduce((a, w) => (w.length > a.length ? w : a), '');
  return { text: longest, at, rank, lines: Math.max(1, wrapped.length), wrapped };
}

/** A label's half width and height on the map: its longest line in its lettering, and its lines. */
export function labelBox(l: MapLabel, font: MapFont, mapWidth = Infinity): { half: number; tall: number } {
  const f = l.font ?? font;
  return { half: Math.min(mapWidth / 2, (l.text.length * f.perCharacter * f.size) / 2 + f.size * 0.2), tall: f.size * 1.25 * (l.lines ?? 1) };
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.half, b.x + b.half) - Math.max(a.x - a.half, b.x - b.half);
  const h = Math.min(a.y + a.tall / 2, b.y + b.tall / 2) - Math.max(a.y - a.tall / 2, b.y - b.tall / 2);
  return w > 0 && h > 0 ? w * h : 0;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
