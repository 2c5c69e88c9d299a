import type { UnitSightVerdict } from '../../shared/api.ts';
import type { UnitView } from '../../shared/engine/ruleset.ts';

/** What "Sees" (V) shows of a unit's sight: the enemy units it can see and how many it cannot. Friends are not its business. */
export interface EnemiesInSight {
  inSight: UnitView[];
  outOfSight: number;
}

/**
 * The enemy units among main's sight verdicts for `viewerId`: a unit of the viewer's own side is never ringed
 * nor counted, and a unit the screen does not know (not in `unitsById`) is left out rather than guessed at.
 */
export function enemiesInSight(viewerId: string, verdicts: readonly UnitSightVerdict[], unitsById: ReadonlyMap<string, UnitView>): EnemiesInSight {
  const viewer = unitsById.get(viewerId);
  const inSight: UnitView[] = [];
  let outOfSight = 0;
  if (!viewer) return { inSight, outOfSight };
  for (const verdict of verdicts) {
    const other = unitsById.get(verdict.unitId);
    if (!other || other.side === viewer.side) continue;
    if (verdict.clear) inSight.push(other);
    else outOfSight++;
  }
  return { inSight, outOfSight };
}

/** The unit card's line: the enemy units in sight by name, then how many are out of it; "no enemy unit in sight" only when none is. */
export function sightWords({ inSight, outOfSight }: EnemiesInSight): string {
  const seen = inSight.length === 0 ? 'no enemy unit in sight' : inSight.map((u) => u.name).join(', ');
  return outOfSight > 0 ? `${seen}; ${outOfSight} enemy unit${outOfSight === 1 ? '' : 's'} out of sight` : seen;
}
