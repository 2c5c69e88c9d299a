import type { Scenario } from '../../../shared/scenario/schema.ts';
import { TerrainIndex } from '../../../shared/geometry/terrain-index.ts';
import { hillHeightAt } from '../../../shared/geometry/elevation.ts';
import type { IndexedHill } from '../../../shared/geometry/terrain-shapes.ts';
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
  const sorted = [...levels].sort((a, b) => a - b);
  const contours: Contour[] = sorted.map((level) => ({ level, lines: [] }));
  // Sample only around the hills, one cluster of touching hills at a time: the rest of the table is flat.
  for (const { bounds, hills } of hillClusters(terrain, cell)) {
    // Only this cluster's hills can raise the ground inside its box; asking them directly skips the index.
    // Where hills overlap the higher ground wins, as in the table's own elevation.
    const heightAt = (x: number, y: number) => {
      let best = 0;
      for (const hill of hills) best = Math.max(best, hillHeightAt(hill, x, y));
      return best;
    };
    const found = contourLines(heightAt, bounds, cell, sorted);
    found.forEach((c, i) => contours[i]!.lines.push(...c.lines));
  }
  return { terrain, contours };
}

type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** Groups of hills whose boxes (padded by a cell) overlap, merged until no two groups overlap, with their box. */
function hillClusters(terrain: TerrainIndex, pad: number): { bounds: Box; hills: IndexedHill[] }[] {
  let groups = terrain.hills.map((h) => ({
    bounds: { minX: h.bounds.minX - pad, minY: h.bounds.minY - pad, maxX: h.bounds.maxX + pad, maxY: h.bounds.maxY + pad },
    hills: [h],
  }));
  const overlap = (a: Box, b: Box) => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
  for (let merged = true; merged;) {
    merged = false;
    const next: typeof groups = [];
    for (const group of groups) {
      const into = next.find((n) => overlap(n.bounds, group.bounds));
      if (!into) { next.push({ bounds: { ...group.bounds }, hills: [...group.hills] }); continue; }
      const b = into.bounds;
      b.minX = Math.min(b.minX, group.bounds.minX); b.minY = Math.min(b.minY, group.bounds.minY);
      b.maxX = Math.max(b.maxX, group.bounds.maxX); b.maxY = Math.max(b.maxY, group.bounds.maxY);
      into.hills.push(...group.hills);
      merged = true;
    }
    groups = next;
  }
  return groups;
}
