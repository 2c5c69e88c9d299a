import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';
import { SIDE_IDS, type SideId } from '../../../scenario/terrain-kinds.ts';

/**
 * Section 14 "Planned Fire" as scenario options: `plannedFire.<area id>` the move the fire falls on the area's centre,
 * `plannedFireSide.<area id>` the side whose battery fires, `plannedFireCalibre.<area id>` its calibre (76 mm unless
 * given). "Such fire is resolved at the start of each move, before any other elements are moved."
 */
export interface FirePlan { areaId: string; move: number; side: SideId; calibreMm: number }

const MOVE = 'plannedFire.', SIDE = 'plannedFireSide.', CALIBRE = 'plannedFireCalibre.';
const PREFIXES = [MOVE, SIDE, CALIBRE] as const;
export const DEFAULT_CALIBRE = 76;
const CALIBRES = { min: 50, max: 420 } as const;

export const isPlannedFireKey = (key: string): boolean => PREFIXES.some((p) => key.startsWith(p));

export function checkPlannedFireOption(scenario: Scenario, key: string, value: unknown): Problem[] {
  const at = ['ruleset', 'options', key];
  const prefix = PREFIXES.find((p) => key.startsWith(p))!;
  const areaId = key.slice(prefix.length);
  const problems: Problem[] = [];
  if (!scenario.terrain.some((f) => f.id === areaId && f.kind === 'area')) problems.push(error(at, `planned fire is aimed at an area; there is no area "${areaId}" on the table`));
  if (prefix === MOVE && (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > scenario.turnLimit)) problems.push(error(at, `the move planned fire falls on is a whole number from 1 to ${scenario.turnLimit} (the move limit)`));
  if (prefix === SIDE && !(SIDE_IDS as readonly unknown[]).includes(value)) problems.push(error(at, `the side that fires is one of: ${SIDE_IDS.join(', ')}`));
  if (prefix === CALIBRE && (typeof value !== 'number' || !Number.isInteger(value) || value < CALIBRES.min || value > CALIBRES.max)) problems.push(error(at, `a battery's calibre is a whole number of millimetres from ${CALIBRES.min} to ${CALIBRES.max}`));
  if (prefix !== SIDE && scenario.ruleset.options[`${SIDE}${areaId}`] === undefined) problems.push(error(at, `planned fire needs "${SIDE}${areaId}": the side whose battery fires`));
  if (prefix !== MOVE && scenario.ruleset.options[`${MOVE}${areaId}`] === undefined) problems.push(error(at, `"${key}" needs "${MOVE}${areaId}": the move it falls on`));
  return problems;
}

export function readFirePlans(scenario: Scenario): FirePlan[] {
  const out: FirePlan[] = [];
  const o = scenario.ruleset.options;
  for (const [key, value] of Object.entries(o)) {
    if (!key.startsWith(MOVE) || typeof value !== 'number') continue;
    const areaId = key.slice(MOVE.length);
    const side = o[`${SIDE}${areaId}`];
    const calibre = o[`${CALIBRE}${areaId}`];
    if (side !== 'red' && side !== 'white') continue;
    out.push({ areaId, move: value, side, calibreMm: typeof calibre === 'number' ? calibre : DEFAULT_CALIBRE });
  }
  return out;
}
