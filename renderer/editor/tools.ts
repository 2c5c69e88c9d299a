import type { AreaType, BuildingType, LineType, PointType, SideId } from '../../shared/scenario/terrain-kinds.ts';
import { RAIL_LINES, WATER_LINES, joiningLineTypes, type SnapOptions } from './snapping.ts';

/** What a click on the table does. */
export type Tool =
  | { kind: 'select' }
  | { kind: 'area'; type: AreaType }
  | { kind: 'hill' }
  | { kind: 'zone'; side: SideId }
  | { kind: 'line'; type: LineType }
  | { kind: 'building'; type: BuildingType }
  | { kind: 'point'; type: PointType }
  | { kind: 'unit'; side: SideId; troopType: string }
  | { kind: 'entry'; unitId: string };

export const SELECT: Tool = { kind: 'select' };

export const AREA_LABELS: Readonly<Record<AreaType, string>> = {
  woods: 'Woods', 'dense-woods': 'Dense woods', scrub: 'Scrub', 'built-up': 'Built-up area', fields: 'Fields', marsh: 'Marsh', rough: 'Rough ground',
};
export const LINE_LABELS: Readonly<Record<LineType, string>> = {
  road: 'Road', track: 'Track', railway: 'Railway', 'stream-small': 'Small stream', 'stream-big': 'Large stream', river: 'River',
  hedge: 'Hedge', wall: 'Wall', trench: 'Trench', wire: 'Wire',
};
export const POINT_LABELS: Readonly<Record<PointType, string>> = {
  ford: 'Ford', bridge: 'Bridge', objective: 'Objective', station: 'Train start', entry: 'Entry point',
  train: 'Armoured train (off table)',
};
export const BUILDING_LABELS: Readonly<Record<BuildingType, string>> = { stone: 'Stone building', wood: 'Wooden building' };

/** Default footprint of a new building, inches (width, depth). */
export const BUILDING_SIZE: Readonly<Record<BuildingType, { width: number; depth: number }>> = {
  stone: { width: 4, depth: 3 },
  wood: { width: 3, depth: 2 },
};

/** Tools that draw a closed outline vertex by vertex. */
export const drawsPolygon = (t: Tool): t is Extract<Tool, { kind: 'area' | 'hill' | 'zone' }> => t.kind === 'area' || t.kind === 'hill' || t.kind === 'zone';
export const drawsLine = (t: Tool): t is Extract<Tool, { kind: 'line' }> => t.kind === 'line';
export const drawsShape = (t: Tool): boolean => drawsPolygon(t) || drawsLine(t);

export function toolLabel(t: Tool): string {
  switch (t.kind) {
    case 'select': return 'Select';
    case 'area': return AREA_LABELS[t.type];
    case 'hill': return 'Hill';
    case 'zone': return `${t.side === 'red' ? 'Red' : 'White'} deployment zone`;
    case 'line': return LINE_LABELS[t.type];
    case 'building': return BUILDING_LABELS[t.type];
    case 'point': return POINT_LABELS[t.type];
    case 'unit': return `Place a unit (${t.troopType})`;
    case 'entry': return 'Pick the entry point';
  }
}

/** What to tell the user while a tool is armed. */
export function toolHint(t: Tool): string {
  if (drawsPolygon(t)) return 'Click to add corners; click the first corner or press Enter to finish; Backspace removes the last; Esc cancels.';
  if (drawsLine(t)) return 'Click to add points (they snap onto nearby lines and the table edge); double-click or Enter to finish; Esc cancels.';
  switch (t.kind) {
    case 'building': return 'Click to place; [ and ] turn the selected building.';
    case 'point': return t.type === 'ford' || t.type === 'bridge' ? 'Click on a stream or river.' : t.type === 'station' ? 'Click on the railway.' : t.type === 'train' ? 'Click on the railway the train fires from; it stands beyond the table edge.' : 'Click to place.';
    case 'unit': return 'Click in the deployment zone to place the unit (or drag it from the roster).';
    case 'entry': return 'Click where the reinforcement comes on, usually at the table edge.';
    default: return 'Click to select; drag to move; [ and ] turn; Delete removes; Shift+arrows nudge.';
  }
}

/** How a tool's clicks snap. */
export function snapOptionsFor(t: Tool, grid: SnapOptions['grid'], excludeId?: string): SnapOptions {
  const base = { grid, radius: 1, lineTypes: [] as SnapOptions['lineTypes'], edges: false, ...(excludeId ? { excludeId } : {}) };
  switch (t.kind) {
    case 'line': return { ...base, lineTypes: joiningLineTypes(t.type), edges: true };
    case 'point':
      if (t.type === 'ford' || t.type === 'bridge') return { ...base, lineTypes: WATER_LINES, radius: 3 };
      if (t.type === 'station' || t.type === 'train') return { ...base, lineTypes: RAIL_LINES, radius: 3 };
      return { ...base, edges: t.type === 'entry' };
    case 'entry': return { ...base, edges: true, radius: 2 };
    case 'area':
    case 'hill':
    case 'zone': return { ...base, edges: true };
    case 'select':
    case 'building':
    case 'unit': return base;
  }
}
