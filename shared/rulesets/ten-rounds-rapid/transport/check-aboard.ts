import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';
import { troopDefinition } from '../troops.ts';
import { WHO_RIDES, mayRide } from './passengers.ts';
import { ABOARD_TAG } from './set-up.ts';

/**
 * A unit tagged `aboard-<transport id>` starts aboard: the id must name a soft transport of its own side, the unit must
 * be foot that may ride or a battery to tow, and a transport carries one unit. Each refusal names the tag's JSON path.
 */
export function checkAboardTags(scenario: Scenario): Problem[] {
  const problems: Problem[] = [];
  for (const side of ['red', 'white'] as const) {
    const units = scenario.sides[side].units;
    const byId = new Map(units.map((u) => [u.id, u]));
    const taken = new Map<string, string>();
    units.forEach((unit, i) => {
      let aboard = 0;
      unit.tags.forEach((tag, j) => {
        if (!tag.startsWith(ABOARD_TAG)) return;
        const at = ['sides', side, 'units', i, 'tags', j];
        const id = tag.slice(ABOARD_TAG.length);
        const t = byId.get(id);
        if (++aboard > 1) problems.push(error(at, 'a unit starts aboard one transport at most'));
        else if (!t || troopDefinition(t.troopType)?.kind !== 'transport') problems.push(error(at, `"${id}" is not a soft transport of this side`));
        else if (!mayRide(unit)) problems.push(error(at, WHO_RIDES));
        else if (taken.has(id)) problems.push(error(at, `"${id}" already carries "${taken.get(id)}": one unit a transport`));
        else taken.set(id, unit.id);
      });
    });
  }
  return problems;
}
