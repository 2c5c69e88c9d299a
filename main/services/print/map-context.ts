import type { Scenario } from '../../../shared/scenario/schema.ts';
import { TerrainIndex } from '../../../shared/geometry/terrain-index.ts';
import { heightAtXY } from '../../../shared/geometry/elevation.ts';
import { contourLines, type Contour } from './contours.ts';
import type { MapFrame } from './map-frame.ts';

/** Contour interval, in the scenario's hill heights (levels of about an inch of model height). */
export const CONTOUR_INTERVAL = 0.5;

/** What every map drawing needs: the scenario, where the table sits on the page, and the look asked for. */
export interface MapContext {
  scenario: Scenario;
  frame: MapFrame;
  inkSaving: boolean;
  /** Multiplies pattern spacing: 1 on an overview, larger on a full-size mat. */
  patternScale: number;
  terrain: TerrainIndex;
  contours: Contour[];
}

/** The terrain work shared by every page of one export: the spatial index and the contour lines. */
export interface PreparedTerrain {
  terrain: TerrainIndex;
  contours: Contour[];
}

/**
 * Contours every half level up to the highest crest, plus each hill's crest. The crest is traced a hair below
 * the plateau: exactly at it, the grid would snap the line to sample points and draw it in steps.
 */
export function prepareTerrain(scenario: Scenario, cell = 0.1): PreparedTerrain {
  const terrain = TerrainIndex.fromScenario(scenario);
  const crests = [...new Set(terrain.hills.map((h) => h.feature.height - Math.min(0.05, h.feature.height * 0.05)))];
  const top = Math.max(0, ...crests);
  const levels = new Set<number>(crests);
  for (let level = CONTOUR_INTERVAL; level < top; level += CONTOUR_INTERVAL) levels.add(Math.round(level * 1000) / 1000);
  if (terrain.hills.length === 0) return { terrain, contours: [] };
  // Sample only around the hills: the rest of the table is flat.
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const h of terrain.hills) {
    minX = Math.min(minX, h.bounds.minX); minY = Math.min(minY, h.bounds.minY);
    maxX = Math.max(maxX, h.bounds.maxX); maxY = Math.max(maxY, h.bounds.maxY);
  }
  const bounds = { minX: minX - cell, minY: minY - cell, maxX: maxX + cell, maxY: maxY + cell };
  const contours = contourLines((x, y) => heightAtXY(terrain, x, y), bounds, cell, [...levels].sort((a, b) => a - b));
  return { terrain, contours };
}
