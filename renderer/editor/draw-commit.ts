import type { Point, Scenario, TerrainFeature } from '../../shared/scenario/schema.ts';
import type { TroopType } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { LIMITS } from '../../shared/scenario/limits.ts';
import { addFeature, addZone, tidyPoint } from './feature-edits.ts';
import { addUnit, facingFromBaseline, newUnit, placeInZone, updateUnit } from './unit-edits.ts';
import { takenIds, uniqueId } from './ids.ts';
import type { Selection } from './selection.ts';
import { BUILDING_SIZE, drawsLine, drawsPolygon, type Tool } from './tools.ts';

/** An edit a click or a finished drawing makes: the new scenario and what to select in it. */
export interface Placed {
  scenario: Scenario;
  selection: Selection | null;
}

/** Two clicks closer than this (inches) count as the same point (a double-click's second click). */
const SAME_POINT = 0.05;

/** Drops repeated points, as a double-click leaves behind. */
export function withoutRepeats(points: readonly Vec[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const last = out.at(-1);
    if (!last || Math.hypot(last.x - p.x, last.y - p.y) > SAME_POINT) out.push(tidyPoint(p));
  }
  if (out.length > 2 && Math.hypot(out[0]!.x - out.at(-1)!.x, out[0]!.y - out.at(-1)!.y) <= SAME_POINT) out.pop();
  return out;
}

/** Whether a drawing has enough points to be finished. */
export function canFinish(tool: Tool, points: readonly Vec[]): boolean {
  const n = withoutRepeats(points).length;
  return drawsPolygon(tool) ? n >= 3 : drawsLine(tool) ? n >= 2 : false;
}

/** Turns a finished drawing into a feature or a deployment zone; null when it has too few points. */
export function finishShape(s: Scenario, tool: Tool, drawn: readonly Vec[]): Placed | null {
  if (!canFinish(tool, drawn)) return null;
  const points = withoutRepeats(drawn).slice(0, LIMITS.pointsPerShape);
  const taken = takenIds(s);
  switch (tool.kind) {
    case 'area': {
      const id = uniqueId(tool.type, taken);
      return { scenario: addFeature(s, { id, kind: 'area', type: tool.type, polygon: points }), selection: { kind: 'feature', id } };
    }
    case 'hill': {
      const id = uniqueId('hill', taken);
      return { scenario: addFeature(s, { id, kind: 'hill', polygon: points, height: 2, steepness: 'gentle' }), selection: { kind: 'feature', id } };
    }
    case 'zone': {
      const id = uniqueId(`${tool.side}-deployment`, taken);
      return { scenario: addZone(s, { id, side: tool.side, polygon: points }), selection: { kind: 'zone', id } };
    }
    case 'line': {
      const id = uniqueId(tool.type, taken);
      return { scenario: addFeature(s, { id, kind: 'line', type: tool.type, points }), selection: { kind: 'feature', id } };
    }
    default: return null;
  }
}

/** What a single click places with a placing tool (a building, a point feature, a unit, an entry point). */
export function placeAt(s: Scenario, tool: Tool, at: Vec, troopTypes: readonly TroopType[]): Placed | null {
  const p = tidyPoint(at);
  const taken = takenIds(s);
  switch (tool.kind) {
    case 'building': {
      const id = uniqueId(tool.type === 'stone' ? 'stone-building' : 'house', taken);
      const f: TerrainFeature = { id, kind: 'building', type: tool.type, x: p.x, y: p.y, ...BUILDING_SIZE[tool.type], rotation: 0 };
      return { scenario: addFeature(s, f), selection: { kind: 'feature', id } };
    }
    case 'point': {
      const id = uniqueId(tool.type === 'station' ? 'train-start' : tool.type === 'train' ? 'armoured-train' : tool.type, taken);
      return { scenario: addFeature(s, { id, kind: 'point', type: tool.type, x: p.x, y: p.y }), selection: { kind: 'feature', id } };
    }
    case 'unit': {
      const type = troopTypes.find((t) => t.id === tool.troopType);
      if (!type) return null;
      const side = s.sides[tool.side];
      const id = uniqueId(type.id, taken);
      const count = side.units.filter((u) => u.troopType === type.id).length + 1;
      const unit = newUnit({ id, name: `${type.name} ${count}`, type, centre: placeInZone(s, tool.side, p), facing: facingFromBaseline(side.baseline) });
      return { scenario: addUnit(s, tool.side, unit), selection: { kind: 'unit', side: tool.side, id } };
    }
    case 'entry': {
      const scenario = updateUnit(s, tool.unitId, (u) => ({ ...u, reinforcement: { turn: u.reinforcement?.turn ?? 2, entry: p } }));
      const unit = [...s.sides.red.units, ...s.sides.white.units].find((u) => u.id === tool.unitId);
      const side = s.sides.red.units.some((u) => u.id === tool.unitId) ? 'red' : 'white';
      return unit ? { scenario, selection: { kind: 'unit', side, id: unit.id } } : null;
    }
    default: return null;
  }
}
