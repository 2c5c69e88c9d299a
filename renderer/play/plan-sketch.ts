import type { PlanArrow, PlanDrawing } from '../../shared/api.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';

/** How each part of a plan is drawn: the main effort bold, the holding part dashed, the reserve dotted. */
export const PART_STROKES: Record<PlanArrow['part'], { width: number; dash: string; words: string }> = {
  main: { width: 1.4, dash: '', words: 'main effort' },
  holding: { width: 0.9, dash: '2.4 1.4', words: 'holding part' },
  reserve: { width: 0.9, dash: '0.6 1.2', words: 'reserve' },
};

export interface SketchArrow {
  part: PlanArrow['part'];
  label: string;
  /** The SVG path through the arrow's points, north up. */
  path: string;
  /** The arrowhead at its last point, a closed triangle. */
  head: string;
}

/** The plan's arrows on a map of the table, in SVG units of one inch with north up (table y runs north, SVG y down). */
export function sketchArrows(drawing: PlanDrawing, table: Scenario['table']): SketchArrow[] {
  const flip = (p: { x: number; y: number }) => ({ x: p.x, y: table.height - p.y });
  return drawing.arrows.map((a) => {
    const points = a.points.map(flip);
    const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ');
    return { part: a.part, label: a.label, path, head: arrowHead(points.at(-2) ?? points[0]!, points.at(-1)!) };
  });
}

/** The table's areas for the map behind the arrows: polygons in the same flipped units. */
export function sketchAreas(scenario: Scenario): { id: string; type: string; points: string }[] {
  return scenario.terrain.flatMap((f) => (f.kind === 'area' || f.kind === 'hill')
    ? [{ id: f.id, type: f.kind === 'hill' ? 'hill' : f.type, points: f.polygon.map((p) => `${round(p.x)},${round(scenario.table.height - p.y)}`).join(' ') }]
    : []);
}

const HEAD_LENGTH = 2.2;
const HEAD_HALF_WIDTH = 1.1;

function arrowHead(from: { x: number; y: number }, to: { x: number; y: number }): string {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const ux = (to.x - from.x) / length, uy = (to.y - from.y) / length;
  const back = { x: to.x - ux * HEAD_LENGTH, y: to.y - uy * HEAD_LENGTH };
  const left = { x: back.x - uy * HEAD_HALF_WIDTH, y: back.y + ux * HEAD_HALF_WIDTH };
  const right = { x: back.x + uy * HEAD_HALF_WIDTH, y: back.y - ux * HEAD_HALF_WIDTH };
  return [to, left, right].map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
}

const round = (n: number): number => Math.round(n * 100) / 100;
