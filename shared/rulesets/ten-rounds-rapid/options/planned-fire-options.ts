import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';
import { SIDE_IDS, type SideId } from '../../../scenario/terrain-kinds.ts';
import { troopDefinition } from '../troops.ts';
import { optionKeys, unless, wholeIn } from './option-keys.ts';

/**
 * Section 14 "Planned Fire" as scenario options: `plannedFire.<area id>` the move the fire falls on the area's centre,
 * `plannedFireSide.<area id>` the side whose battery fires, `plannedFireCalibre.<area id>` its calibre (76 mm unless
 * given). "Such fire is resolved at the start of each move, before any other elements are moved."
 */
export interface FirePlan { areaId: string; move: number; side: SideId; calibreMm: number; ammunition: PlannedAmmunition }

/**
 * `plannedFireAmmunition.<area id>`: "the ammunition to be used". `he-or-shrapnel` (the default) fires HE at a unit in
 * cover and shrapnel at one in the open, as a called battery does; smoke, phosphorus and gas are section 16's and
 * section 14's, for Blue armies' guns of 60 to 160 mm.
 */
export const PLANNED_AMMUNITION = ['he-or-shrapnel', 'he', 'shrapnel', 'smoke', 'phosphorus', 'gas'] as const;
export type PlannedAmmunition = (typeof PLANNED_AMMUNITION)[number];
export const BLUE_AMMUNITION: readonly PlannedAmmunition[] = ['smoke', 'phosphorus', 'gas'];
/** "guns of 60 mm to 160 mm" fire smoke; gas "may be fired by any gun or howitzer with smoke rounds". */
export const SMOKE_CALIBRES = { min: 60, max: 160 } as const;

const MOVE = 'plannedFire.', SIDE = 'plannedFireSide.', CALIBRE = 'plannedFireCalibre.', AMMUNITION = 'plannedFireAmmunition.';
const PREFIXES = [MOVE, SIDE, CALIBRE, AMMUNITION] as const;
export const DEFAULT_CALIBRE = 76;
const CALIBRES = { min: 50, max: 420 } as const;

const plannedFireKeys = optionKeys({
  prefixes: PREFIXES,
  names: { what: 'area', refusal: (k) => `planned fire is aimed at an area; there is no area "${k.suffix}" on the table` },
  values: {
    [MOVE]: (value, k) => unless(wholeIn(value, 1, k.scenario.turnLimit), k, `the move planned fire falls on is a whole number from 1 to ${k.scenario.turnLimit} (the move limit)`),
    [SIDE]: (value, k) => unless((SIDE_IDS as readonly unknown[]).includes(value), k, `the side that fires is one of: ${SIDE_IDS.join(', ')}`),
    [CALIBRE]: (value, k) => unless(wholeIn(value, CALIBRES.min, CALIBRES.max), k, `a battery's calibre is a whole number of millimetres from ${CALIBRES.min} to ${CALIBRES.max}`),
    [AMMUNITION]: (value, k) => ammunitionProblems(k.scenario, k.at, k.suffix, value),
  },
  needs: [
    { prefix: SIDE, refusal: (k) => `planned fire needs "${SIDE}${k.suffix}": the side whose battery fires` },
    { prefix: MOVE, refusal: (k) => `"${k.key}" needs "${MOVE}${k.suffix}": the move it falls on` },
  ],
});
export const isPlannedFireKey = plannedFireKeys.isKey;
export const checkPlannedFireOption = plannedFireKeys.check;

/** Smoke and gas for Blue armies only, from guns of 60-160 mm; gas drifts, so it needs the wind. */
function ammunitionProblems(scenario: Scenario, at: (string | number)[], areaId: string, value: unknown): Problem[] {
  if (!(PLANNED_AMMUNITION as readonly unknown[]).includes(value)) return [error(at, `planned ammunition is one of: ${PLANNED_AMMUNITION.join(', ')}`)];
  if (!BLUE_AMMUNITION.includes(value as PlannedAmmunition)) return [];
  const o = scenario.ruleset.options;
  const problems: Problem[] = [];
  const side = o[`${SIDE}${areaId}`];
  if ((side === 'red' || side === 'white') && !scenario.sides[side].units.some((u) => troopDefinition(u.troopType)?.army === 'interventions')) {
    problems.push(error(at, `${value} "may only be used by Blue Armies": the ${side} side fields no interventionists`));
  }
  const calibre = o[`${CALIBRE}${areaId}`] ?? DEFAULT_CALIBRE;
  if (typeof calibre === 'number' && (calibre < SMOKE_CALIBRES.min || calibre > SMOKE_CALIBRES.max)) problems.push(error(at, `${value} is fired by guns of ${SMOKE_CALIBRES.min} to ${SMOKE_CALIBRES.max} mm; this plan's battery is ${calibre} mm`));
  if (value === 'gas' && o.windToward === undefined) problems.push(error(at, 'gas "moves downwind": the scenario needs "windToward"'));
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
    const ammunition = o[`${AMMUNITION}${areaId}`];
    out.push({ areaId, move: value, side, calibreMm: typeof calibre === 'number' ? calibre : DEFAULT_CALIBRE, ammunition: (PLANNED_AMMUNITION as readonly unknown[]).includes(ammunition) ? ammunition as PlannedAmmunition : 'he-or-shrapnel' });
  }
  return out;
}
