import type { Vec } from '../../shared/geometry/vec.ts';

/** Something on the table a ring's words should not lie on: a unit (and the label floating over it), round its centre. */
export interface RingObstacle {
  p: Vec;
  reach: number;
}

/** A label's size in table inches: half its width, and its height. */
export type LabelSize = (text: string) => { half: number; tall: number };

/** Words already on the table (a terrain name, an objective's flag): the box round their centre, inches. */
export interface TakenWords {
  p: Vec;
  half: number;
  tall: number;
}

/** Places tried round each ring, counted from the preferred direction outward both ways. */
const STEPS = 36;

/**
 * Where on its ring each ring's words go: of the places round the ring on the table (a label slid along the edge
 * as the scene shows it, when it is wider than the room left there), the one
 * covering the fewest units and words (the terrain's names in `taken`, and earlier rings' words), nearest the
 * preferred direction (toward the table's middle, where most of a command lies) among equals. Pure, so the placement
 * is tested without a scene.
 */
export function ringLabelPoints(
  centre: Vec, rings: readonly { radius: number; label: string }[], toward: Vec, obstacles: readonly RingObstacle[],
  table: { width: number; height: number }, size: LabelSize, taken: readonly TakenWords[] = [],
): Vec[] {
  const start = Math.atan2(toward.y, toward.x);
  const angles = [0];
  for (let k = 1; k <= STEPS / 2; k++) angles.push((k * 2 * Math.PI) / STEPS, (-k * 2 * Math.PI) / STEPS);
  const placed: TakenWords[] = [...taken];
  for (const ring of rings) {
    const { half, tall } = size(ring.label);
    let best: { p: Vec; score: number } | null = null;
    for (const a of angles) {
      const on = { x: centre.x + Math.cos(start + a) * ring.radius, y: centre.y + Math.sin(start + a) * ring.radius };
      if (on.x < 0 || on.x > table.width || on.y < tall / 2 || on.y > table.height - tall / 2) continue;
      // Judged where the scene will show it: a label wider than the ring's place near an edge slides onto the table.
      const p = { x: Math.min(table.width - half, Math.max(half, on.x)), y: on.y };
      const units = obstacles.filter((o) => boxMeetsCircle(p, half, tall / 2, o.p, o.reach)).length;
      const words = placed.filter((q) => Math.abs(q.p.x - p.x) < q.half + half && Math.abs(q.p.y - p.y) < (q.tall + tall) / 2).length;
      const score = units + 2 * words;
      if (!best || score < best.score) best = { p, score };
      if (score === 0) break;
    }
    // A ring wholly off the table keeps the preferred direction (the scene clamps its words onto the table).
    const p = best?.p ?? { x: centre.x + Math.cos(start) * ring.radius, y: centre.y + Math.sin(start) * ring.radius };
    placed.push({ p, half, tall });
  }
  return placed.slice(taken.length).map((q) => q.p);
}

/** Whether a box (centre, half width, half height) and a circle meet. */
function boxMeetsCircle(b: Vec, halfW: number, halfH: number, c: Vec, r: number): boolean {
  const dx = Math.max(Math.abs(c.x - b.x) - halfW, 0), dy = Math.max(Math.abs(c.y - b.y) - halfH, 0);
  return dx * dx + dy * dy < r * r;
}
