import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';
import { MINEFIELD_KINDS, type MinefieldKind } from '../fire/special/mines.ts';

/**
 * Section 18 "Minefields" as scenario options: `minefield.<area id>` lays a field of that density (1-10) over the
 * area, and `minefieldKind.<area id>` says what it holds (mixed, the default, anti-personnel or anti-tank).
 */
export interface Minefield { areaId: string; density: number; kind: MinefieldKind }

const DENSITY = 'minefield.';
const KIND = 'minefieldKind.';

export const isMinefieldKey = (key: string): boolean => key.startsWith(DENSITY) || key.startsWith(KIND);

export function checkMinefieldOption(scenario: Scenario, key: string, value: unknown): Problem[] {
  const at = ['ruleset', 'options', key];
  const density = key.startsWith(DENSITY);
  const areaId = key.slice(density ? DENSITY.length : KIND.length);
  const problems: Problem[] = [];
  if (!scenario.terrain.some((f) => f.id === areaId && f.kind === 'area')) problems.push(error(at, `a minefield is laid over an area; there is no area "${areaId}" on the table`));
  if (density) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 10) problems.push(error(at, `a minefield's density is a whole number from 1 to 10 ("this number or less must be rolled on a D10")`));
  } else {
    if (!(MINEFIELD_KINDS as readonly unknown[]).includes(value)) problems.push(error(at, `a minefield is one of: ${MINEFIELD_KINDS.join(', ')}`));
    if (scenario.ruleset.options[`${DENSITY}${areaId}`] === undefined) problems.push(error(at, `"${key}" needs "${DENSITY}${areaId}": the field's density`));
  }
  return problems;
}

/** The minefields the scenario lays, in the order its options list them (checkScenario has refused bad ones). */
export function readMinefields(scenario: Scenario): Minefield[] {
  const out: Minefield[] = [];
  for (const [key, value] of Object.entries(scenario.ruleset.options)) {
    if (!key.startsWith(DENSITY) || typeof value !== 'number') continue;
    const areaId = key.slice(DENSITY.length);
    const kind = scenario.ruleset.options[`${KIND}${areaId}`];
    out.push({ areaId, density: value, kind: (MINEFIELD_KINDS as readonly unknown[]).includes(kind) ? (kind as MinefieldKind) : 'mixed' });
  }
  return out;
}
