import type { Vec } from '../../../geometry/vec.ts';
import { segmentIntersection } from '../../../geometry/segments.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import type { RaState, RaUnit } from '../state.ts';
import { unitCentre } from '../troops/units.ts';
import { moveClassOf } from '../movement/movement.ts';
import { legGoing } from '../movement/going.ts';
import { indexOf } from '../terrain/visibility.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * A straight move that meets a line its troops may not cross (a stream for an armoured car, a wall for
 * cavalry) goes nowhere; the move candidates then head for the nearest way over or round it instead.
 */

const STREAMS = new Set<string>(['stream-small', 'stream-big', 'river']);
const ROADS = new Set<string>(['road', 'track']);
/** How far past a crossing or a line's end the detour aims, so the next leg starts clear of the line. */
const PAST = 1.5;

const byScenario = new WeakMap<Scenario, Vec[]>();

/** Fords, bridges, roads over streams, and just past the ends of lines that stop short of the table edge. */
export function detourPoints(scenario: Scenario): Vec[] {
  const known = byScenario.get(scenario);
  if (known) return known;
  const out: Vec[] = [];
  const { width, height } = scenario.table;
  const lines = scenario.terrain.filter((f) => f.kind === 'line');
  for (const f of scenario.terrain) if (f.kind === 'point' && (f.type === 'ford' || f.type === 'bridge')) out.push({ x: f.x, y: f.y });
  for (const road of lines) {
    if (!ROADS.has(road.type)) continue;
    for (const stream of lines) {
      if (!STREAMS.has(stream.type)) continue;
      for (let i = 1; i < road.points.length; i++) {
        for (let j = 1; j < stream.points.length; j++) {
          const hit = segmentIntersection(road.points[i - 1]!, road.points[i]!, stream.points[j - 1]!, stream.points[j]!);
          if (hit) out.push(hit);
        }
      }
    }
  }
  for (const f of lines) {
    if (ROADS.has(f.type) || f.type === 'railway' || f.points.length < 2) continue;
    const ends: [Vec, Vec][] = [[f.points[0]!, f.points[1]!], [f.points[f.points.length - 1]!, f.points[f.points.length - 2]!]];
    for (const [end, next] of ends) {
      const len = hypot(end.x - next.x, end.y - next.y);
      if (len < 1e-6) continue;
      const p = { x: end.x + ((end.x - next.x) / len) * PAST, y: end.y + ((end.y - next.y) / len) * PAST };
      if (p.x > 0 && p.y > 0 && p.x < width && p.y < height) out.push(p);
    }
  }
  byScenario.set(scenario, out);
  return out;
}

/**
 * Where to head when the straight way to `aim` is barred: the detour point that adds least to the way and
 * can itself be reached in a straight line, aimed a little past it. Null when the straight way is open.
 */
export function detourToward(s: RaState, u: RaUnit, aim: Vec): Vec | null {
  const from = unitCentre(u);
  const index = indexOf(s);
  const moveClass = moveClassOf(s, u);
  if (legGoing(s, index, moveClass, from, aim, false).impassable === null) return null;
  let best: { point: Vec; way: number } | null = null;
  for (const d of detourPoints(s.scenario)) {
    const len = hypot(d.x - from.x, d.y - from.y);
    if (len < 0.5) continue;
    const way = len + hypot(aim.x - d.x, aim.y - d.y);
    if (best && way >= best.way) continue;
    const past = { x: d.x + ((d.x - from.x) / len) * PAST, y: d.y + ((d.y - from.y) / len) * PAST };
    if (legGoing(s, index, moveClass, from, past, false).impassable !== null) continue;
    best = { point: past, way };
  }
  return best?.point ?? null;
}
