import type { Scenario } from '../../scenario/schema.ts';
import { type Problem, error } from '../../scenario/problems.ts';
import type { Vec } from '../../geometry/vec.ts';

/**
 * "Game and Move Sequence": "In a big game with multiple players divide the table into sectors, and assign at least
 * one battalion sized unit to each sector. Check to see who moves first in each sector. Both sides should use the
 * same sectors, and are restricted to operating only in that sector." The option `sectors` cuts the table into that
 * many equal strips running from one baseline to the other; a unit belongs to the strip its centre sets up in
 * (README: "Sectors").
 */

export const SECTORS_AT_MOST = 4;

/** Whether the strips divide the table's width (baselines north and south) rather than its depth. */
const acrossWidth = (scenario: Scenario): boolean => {
  const b = scenario.sides[scenario.attacker].baseline;
  return b === 'north' || b === 'south';
};

/** The strip (0 first, counted from the west or the south) a point of the table stands in. */
export function sectorAt(scenario: Scenario, count: number, p: Vec): number {
  if (count <= 1) return 0;
  const wide = acrossWidth(scenario);
  const along = wide ? p.x : p.y;
  const size = (wide ? scenario.table.width : scenario.table.height) / count;
  return Math.min(count - 1, Math.max(0, Math.floor(along / size)));
}

/** "sector 2 of 3 (from the west)", as a person reads it. */
export function sectorName(scenario: Scenario, count: number, index: number): string {
  return `sector ${index + 1} of ${count} (from the ${acrossWidth(scenario) ? 'west' : 'south'})`;
}

/** Why a unit may not move its centre to `to`: out of the sector it operates in ("restricted to operating only in that sector"); null when it may. */
export function sectorMoveRefusal(scenario: Scenario, count: number, u: { name: string; sector: number }, to: Vec): string | null {
  if (count <= 1 || sectorAt(scenario, count, to) === u.sector) return null;
  return `${u.name} operate only in ${sectorName(scenario, count, u.sector)}`;
}

/** Whether a unit may act against another: both in the same sector, or no sectors. */
export const sameSector = (a: { sector: number }, b: { sector: number }): boolean => a.sector === b.sector;

/** Every sector holds at least one unit of each side ("assign at least one battalion sized unit to each sector"). */
export function checkSectors(scenario: Scenario, count: number): Problem[] {
  if (count <= 1) return [];
  const problems: Problem[] = [];
  for (const side of ['red', 'white'] as const) {
    const held = new Set<number>();
    for (const u of scenario.sides[side].units) {
      if (u.bases.length === 0) continue;
      let x = 0, y = 0;
      for (const b of u.bases) { x += b.x; y += b.y; }
      held.add(sectorAt(scenario, count, { x: x / u.bases.length, y: y / u.bases.length }));
    }
    for (let i = 0; i < count; i++) {
      if (!held.has(i)) problems.push(error(['ruleset', 'options', 'sectors'], `${sectorName(scenario, count, i)} has no unit of the ${scenario.sides[side].name}: each side sets up at least one unit in every sector`));
    }
  }
  return problems;
}

/** How a map draws the sectors: the borders between strips, and each strip's name at both of its baseline ends. */
export interface SectorLayout {
  /** Each border from one baseline to the other. */
  borders: [Vec, Vec][];
  /** Each strip's name, and where it is written: `inset` in from each baseline, in the middle of the strip. */
  strips: { label: string; at: [Vec, Vec] }[];
}

/**
 * The sectors as the 3D table and the printed briefing map and mat draw them; none unless the scenario plays Ten
 * Rounds Rapid with its `sectors` option at 2 or more.
 */
export function sectorLayout(scenario: Scenario, inset: number): SectorLayout {
  const option = scenario.ruleset.id === 'ten-rounds-rapid' ? scenario.ruleset.options.sectors : undefined;
  const count = typeof option === 'number' ? Math.min(SECTORS_AT_MOST, Math.floor(option)) : 1;
  if (count <= 1) return { borders: [], strips: [] };
  const wide = acrossWidth(scenario);
  const { width, height } = scenario.table;
  const size = (wide ? width : height) / count;
  // (along the strips' cut, across them): x and y for strips cut across the width, swapped for the depth
  const at = (cut: number, across: number): Vec => (wide ? { x: cut, y: across } : { x: across, y: cut });
  const depth = wide ? height : width;
  return {
    borders: Array.from({ length: count - 1 }, (_, i): [Vec, Vec] => [at((i + 1) * size, 0), at((i + 1) * size, depth)]),
    strips: Array.from({ length: count }, (_, i) => ({ label: `Sector ${i + 1}`, at: [at((i + 0.5) * size, inset), at((i + 0.5) * size, depth - inset)] })),
  };
}
