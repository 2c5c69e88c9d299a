import type { Vec } from '../../shared/geometry/vec.ts';
import type { TableSize } from './coordinates.ts';
import { CAMERA_FOV, defaultPose } from './camera-math.ts';

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
/** Lines a label may move north (+) or south (−) to clear the labels already placed, seen from above. */
const PLAN_STEPS = [0, -1, 1, -2, 2, -3, 3] as const;

/**
 * Places labels so that, seen from above and in the table's opening view in a square window (the farthest a player usually looks from, so
 * the largest labels are against the table), each lies on the table, floats above the units beneath it,
 * and clears the labels placed before it, which are raised until they do. Labels keep their screen size
 * as the camera comes nearer, so what clears at the opening view clears nearer too.
 */
export function placeLabels(labels: readonly FloatingLabel[], obstacles: readonly LabelObstacle[], table: TableSize, aspect = 1): FloatingLabel[] {
  const pose = defaultPose(table, aspect, 'orbit');
  const tall = labelHeight(table, aspect);
  const sin = Math.sin(pose.polar), cos = Math.cos(pose.polar);
  // where a point shows on the screen's up axis, in inches of the view seen from the south
  const row = (l: FloatingLabel) => l.height * sin + l.p.y * cos;
  const placed: { l: FloatingLabel; half: number }[] = [];
  // Seen from above (the top view) a label's height does not move it: one that would lie on another from there moves a
  // line or a few north or south, the least way that clears them all, before it is raised for the slanted view.
  const clearFromAbove = (p: Vec, half: number): Vec => {
    for (const k of PLAN_STEPS) {
      const y = clamp(p.y + k * tall * 1.1, 0, table.height);
      if (placed.every((q) => Math.abs(q.l.p.x - p.x) >= q.half + half || Math.abs(q.l.p.y - y) >= tall * 1.05)) return { x: p.x, y };
    }
    return p;
  };
  for (const label of labels) {
    const half = labelHalfWidth(label.text, tall, table);
    const p = clearFromAbove({ x: clamp(label.p.x, half, table.width - half), y: clamp(label.p.y, 0, table.height) }, half);
    let height = label.height;
    for (const o of obstacles) {
      if (Math.abs(o.p.x - p.x) < half + o.reach && Math.abs(o.p.y - p.y) < o.reach + tall) height = Math.max(height, o.top + 0.4);
    }
    let l: FloatingLabel = { text: label.text, p, height };
    // raise it over every placed label it would cover; a raise can meet another, so look again
    for (let pass = 0; pass < placed.length + 1; pass++) {
      const hit = placed.find((q) => Math.abs(q.l.p.x - l.p.x) < q.half + half && Math.abs(row(q.l) - row(l)) < tall * 1.1);
      if (!hit) break;
      l = { ...l, height: (row(hit.l) + tall * 1.15 - l.p.y * cos) / sin };
    }
    placed.push({ l, half });
  }
  return placed.map((q) => q.l);
}

/** A label's height in table inches at the distance of the table's middle, seen in the opening view. */
export function labelHeight(table: TableSize, aspect = 1): number {
  return LABEL_SHARE * 2 * Math.tan((CAMERA_FOV * Math.PI) / 360) * defaultPose(table, aspect, 'orbit').distance;
}

/** Half a label's width in table inches, for a label `tall` inches high (never wider than the table). */
export const labelHalfWidth = (text: string, tall: number, table: TableSize): number =>
  Math.min(table.width / 2, ((text.length * PER_CHARACTER + PADDING) * tall) / 2);

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The units standing on the table, as obstacles for labels. */
export function unitObstacles(anchors: ReadonlyMap<string, { centre: Vec; ground: number; top: number; rearReach: number }>): LabelObstacle[] {
  return [...anchors.values()].map((a) => ({ p: a.centre, top: a.ground + a.top, reach: Math.max(1, a.rearReach) }));
}
