import type { Vec } from '../../shared/geometry/vec.ts';
import { type TableSize, worldX, worldZ } from './coordinates.ts';
import { CAMERA_FOV, type CameraPose, defaultPose, projectPoint } from './camera-math.ts';

/** A floating label: its text, the table point it names, and its height above the table (inches). */
export interface FloatingLabel {
  text: string;
  p: Vec;
  height: number;
}

/** Something standing on the table that a label should float clear of: a unit, its top in inches. */
export interface LabelObstacle {
  p: Vec;
  top: number;
  /** How far it reaches round its centre, inches. */
  reach: number;
}

/** A label's height on screen as a share of the view's (as `labelBillboards` draws it). */
const LABEL_SHARE = 0.028;
/** Width of a label per character of its text, in label heights (the label canvas's 26 px font in 40 px). */
const PER_CHARACTER = 0.375;
const PADDING = 0.45;
/** The windows a label must clear its neighbours in at the opening view: square, and a wide screen's 16:10. */
const ASPECTS = [1, 1.6] as const;
/** Lines north (+) or south (−), label widths east or west, and half-lines of rise a label may take to clear the others. */
const LINES = [0, -1, 1, -2, 2, -3, 3, -4, 4] as const;
const ACROSS = [0, -0.5, 0.5, -1, 1, -1.5, 1.5] as const;
const RISES = 14;
/** What a half-line of rise costs against a line's move on the table: a label kept near its ground reads as its ground's. */
const RISE_COST = 1.6;

/** A place a label may take: moved on the table by `dx`, `dy` inches and raised `rise` inches, at a cost. */
interface Shift { dx: number; dy: number; rise: number; cost: number }

/** The shifts worth trying for labels `tall` inches high, cheapest first. */
function shiftsFor(tall: number): Shift[] {
  const out: Shift[] = [];
  for (const k of LINES) for (const j of ACROSS) for (let m = 0; m <= RISES; m++) {
    const dy = k * tall * 1.1, dx = j * tall * 6, rise = m * tall * 0.55;
    out.push({ dx, dy, rise, cost: Math.hypot(dx, dy) + rise * RISE_COST });
  }
  return out.sort((a, b) => a.cost - b.cost);
}

/** A label on the screen of one opening view: its middle (normalised device units) and half its size there. */
interface OnScreen { x: number; y: number; halfW: number; halfH: number }

/**
 * Places labels so that, seen from above and in the table's opening view (in a square window and a wide one: the
 * farthest a player usually looks from, so the largest labels are against the table), each lies on the table, floats
 * above the units beneath it, and clears the labels placed before it. A label that would cover one takes the cheapest
 * way clear: a line or two north or south, aside along the table, or up a little, preferring to stay near its ground,
 * so a crowded edge does not stack its words high in the air. Labels keep their screen size as the camera comes
 * nearer, so what clears at the opening view clears nearer too; measured in perspective, a far label takes as much
 * of the screen as a near one. `avoid` are labels another layer has placed already (they stay where they are).
 */
export function placeLabels(labels: readonly FloatingLabel[], obstacles: readonly LabelObstacle[], table: TableSize, avoid: readonly FloatingLabel[] = []): FloatingLabel[] {
  // with no limit on the distance every label finds a place (the nearest, if none clears)
  return placeWithin(labels, obstacles, table, avoid, Infinity) as FloatingLabel[];
}

/**
 * Places labels as `placeLabels` does, but none further from the point it names than `reach` label heights: on the
 * table, the gap between the label's box and its point; above it, the label's rise. A label with no clear place that
 * near (nor risen more than that) is left out (null): the words are on the unit card, and a label standing far
 * from its figure reads as another's.
 */
export function placeLabelsNear(labels: readonly FloatingLabel[], obstacles: readonly LabelObstacle[], table: TableSize, avoid: readonly FloatingLabel[], reach: number): (FloatingLabel | null)[] {
  return placeWithin(labels, obstacles, table, avoid, reach);
}

/** How far a placed label stands from the table point it names, in label heights `tall`: the gap between its box and the point. */
export function labelDistance(placed: FloatingLabel, given: FloatingLabel, tall: number, table: TableSize): number {
  const half = labelHalfWidth(placed.text, tall, table);
  const across = Math.max(0, Math.abs(placed.p.x - given.p.x) - half);
  const along = Math.max(0, Math.abs(placed.p.y - given.p.y) - tall / 2);
  return Math.hypot(across, along) / tall;
}

function placeWithin(labels: readonly FloatingLabel[], obstacles: readonly LabelObstacle[], table: TableSize, avoid: readonly FloatingLabel[], reach: number): (FloatingLabel | null)[] {
  const tall = labelHeight(table);
  const views = ASPECTS.map((aspect) => ({ pose: openingPose(table, aspect), aspect }));
  const onScreen = (l: FloatingLabel, half: number): (OnScreen | null)[] => views.map(({ pose, aspect }) => {
    const at = projectPoint(pose, aspect, [worldX(l.p.x, table), l.height, worldZ(l.p.y, table)]);
    return at && { x: at[0], y: at[1], halfW: (half / tall) * LABEL_SHARE / aspect, halfH: LABEL_SHARE };
  });
  const placed: { l: FloatingLabel; half: number; screen: (OnScreen | null)[] }[] = [];
  const put = (l: FloatingLabel) => {
    const half = labelHalfWidth(l.text, tall, table);
    placed.push({ l, half, screen: onScreen(l, half) });
  };
  for (const l of avoid) put(l);
  const shifts = shiftsFor(tall);
  const clears = (l: FloatingLabel, half: number): boolean => {
    const screen = onScreen(l, half);
    return placed.every((q) => {
      // from above a label's height does not move it
      if (Math.abs(q.l.p.x - l.p.x) < q.half + half && Math.abs(q.l.p.y - l.p.y) < tall * 1.05) return false;
      return screen.every((s, i) => {
        const o = q.screen[i];
        return !s || !o || Math.abs(s.x - o.x) >= s.halfW + o.halfW || Math.abs(s.y - o.y) >= (s.halfH + o.halfH) * 1.1;
      });
    });
  };
  const out: (FloatingLabel | null)[] = [];
  for (const label of labels) {
    const half = labelHalfWidth(label.text, tall, table);
    const at = (s: Shift): FloatingLabel => {
      const p = { x: clamp(label.p.x + s.dx, half, table.width - half), y: clamp(label.p.y + s.dy, Math.min(label.p.y, tall * 0.6), Math.max(label.p.y, table.height - tall * 0.6)) };
      let height = label.height;
      for (const o of obstacles) {
        if (Math.abs(o.p.x - p.x) < half + o.reach && Math.abs(o.p.y - p.y) < o.reach + tall) height = Math.max(height, o.top + 0.4);
      }
      return { text: label.text, p, height: height + s.rise };
    };
    let chosen: FloatingLabel | null = null;
    for (const s of shifts) {
      const l = at(s);
      if (reach !== Infinity && (s.rise > reach * tall || labelDistance(l, label, tall, table) > reach)) continue;
      if (clears(l, half)) { chosen = l; break; }
    }
    if (chosen) put(chosen);
    // nowhere clear: with no limit, leave it where it belongs rather than across the table; with one, leave it out
    else if (reach === Infinity) put(at(shifts[0]!));
    out.push(chosen ?? (reach === Infinity ? placed[placed.length - 1]!.l : null));
  }
  return out;
}

/** A label's height in table inches at the distance of the table's middle, seen in the opening view. */
export function labelHeight(table: TableSize): number {
  return LABEL_SHARE * 2 * Math.tan((CAMERA_FOV * Math.PI) / 360) * openingPose(table, 1).distance;
}

/** The opening view's pose, kept per table size and window shape: finding it tries many, and labels are placed often. */
const poses = new Map<string, CameraPose>();
function openingPose(table: TableSize, aspect: number): CameraPose {
  const key = `${table.width}x${table.height}:${aspect}`;
  let pose = poses.get(key);
  if (!pose) { pose = defaultPose(table, aspect, 'orbit'); poses.set(key, pose); }
  return pose;
}

/** Half a label's width in table inches, for a label `tall` inches high (never wider than the table). */
export const labelHalfWidth = (text: string, tall: number, table: TableSize): number =>
  Math.min(table.width / 2, ((text.length * PER_CHARACTER + PADDING) * tall) / 2);

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The units standing on the table, as obstacles for labels. */
export function unitObstacles(anchors: ReadonlyMap<string, { centre: Vec; ground: number; top: number; rearReach: number }>): LabelObstacle[] {
  return [...anchors.values()].map((a) => ({ p: a.centre, top: a.ground + a.top, reach: Math.max(1, a.rearReach) }));
}
