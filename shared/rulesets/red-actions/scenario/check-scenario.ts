import type { Scenario } from '../../../scenario/schema.ts';
import type { Problem } from '../../../scenario/problems.ts';
import { problemError, problemWarning } from '../../../scenario/index.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { SegmentIndex } from '../../../geometry/segment-index.ts';
import type { IndexedFeature } from '../../../geometry/terrain-shapes.ts';
import { optionProblems } from './options.ts';
import { ARMIES, troopCard } from '../troops/troops.ts';
import { UNIT_TRAITS, isTrainKind } from '../troops/troop-card.ts';
import { fixedToken } from '../officers/officer-tokens.ts';
import { railsOf } from '../vehicles/rails.ts';
import { AMBUSH_AREAS } from '../terrain/terrain.ts';
import { ABOARD_TAG } from '../vehicles/riding.ts';
import { inferFormation } from '../troops/units.ts';
import { nounFor } from '../../../engine/agreement.ts';

/** Checks a scenario against Red Actions!: known cards and tokens, unit sizes, trains on rails, ambushes in cover. */

const SCENARIO_TRAITS = new Set<string>([...UNIT_TRAITS, 'white-officer-base']);

export function checkScenario(scenario: Scenario): Problem[] {
  const problems: Problem[] = [...optionProblems(scenario)];
  const railLines = new SegmentIndex([...railsOf(scenario).values()].map((r) => r.points));
  const index = terrainIndexFor(scenario);
  const trains = new Map<string, { engines: number; path: (string | number)[] }>();
  for (const side of ['red', 'white'] as const) {
    const army = scenario.sides[side].army;
    if (army && !(army in ARMIES)) problems.push(problemError(['sides', side, 'army'], `unknown army "${army}"; known: ${Object.keys(ARMIES).join(', ')}`));
    scenario.sides[side].units.forEach((unit, i) => {
      const at = ['sides', side, 'units', i];
      const card = troopCard(unit.troopType);
      if (!card) { problems.push(problemError([...at, 'troopType'], `Red Actions! has no troop type "${unit.troopType}"`)); return; }
      const n = unit.bases.length;
      const sized = n >= card.bases.min && n <= card.bases.max;
      if (!sized) problems.push(problemError([...at, 'bases'], `${card.name} units have ${card.bases.min}${card.bases.max > card.bases.min ? `-${card.bases.max}` : ''} ${nounFor(card.bases.max, 'base')}, not ${n}`));
      unit.officers.forEach((o, j) => {
        if (o.characteristic && !fixedToken(o.characteristic)) problems.push(problemError([...at, 'officers', j, 'characteristic'], `unknown officer token or characteristic "${o.characteristic}"`));
      });
      unit.characteristics.forEach((c, j) => {
        if (!SCENARIO_TRAITS.has(c)) problems.push(problemError([...at, 'characteristics', j], `unknown characteristic "${c}"; known: ${[...SCENARIO_TRAITS].join(', ')}`));
        if (c === 'white-officer-base' && unit.troopType !== 'white-conscripts') problems.push(problemWarning([...at, 'characteristics', j], 'a White Officer base stiffens White Conscripts only'));
      });
      if (inferFormation(unit.bases) === 'loose') {
        problems.push(problemWarning([...at, 'bases'], 'the bases face different ways: the unit starts out of formation and spends its first move forming up where it stands'));
      }
      if (isTrainKind(card.kind)) {
        const tag = unit.tags.find((t) => t.startsWith('train'));
        if (!tag) problems.push(problemWarning([...at, 'tags'], 'train cars share a "train-…" tag to run as one train; this car runs alone'));
        const key = `${side}:${tag ?? unit.id}`;
        const entry = trains.get(key) ?? { engines: 0, path: at };
        if (card.kind === 'train-engine') entry.engines++;
        trains.set(key, entry);
        const base = unit.bases[0];
        if (base && !railLines.anyWithin(base, 1.5)) problems.push(problemError([...at, 'bases', 0], 'a train car must stand on a railway line'));
      }
      // A unit of the wrong size is refused above; measuring all its bases (up to 64) for cover would only cost time.
      if (unit.hidden && sized) {
        const hiddenOk = unit.bases.every((b) => index.someAt(b, inAmbushCover));
        if (!hiddenOk) problems.push(problemWarning([...at, 'hidden'], 'ambushes lie in woods, buildings, fields, scrub or on hills'));
      }
    });
  }
  problems.push(...aboardProblems(scenario));
  for (const [key, t] of trains) {
    if (t.engines !== 1) problems.push(problemError(t.path, `train ${key.split(':')[1]} needs exactly one engine, has ${t.engines}`));
  }
  return problems;
}

const inAmbushCover = (f: IndexedFeature): boolean => f.kind === 'building' || (f.kind === 'area' && AMBUSH_AREAS.includes(f.feature.type)) || f.kind === 'hill';

/** `aboard-<wagon id>`: the wagon must be a train-car of the same side, the unit infantry, one unit a wagon. */
function aboardProblems(scenario: Scenario): Problem[] {
  const problems: Problem[] = [];
  for (const side of ['red', 'white'] as const) {
    const units = scenario.sides[side].units;
    const byId = new Map(units.map((u) => [u.id, u]));
    const taken = new Set<string>();
    units.forEach((unit, i) => {
      unit.tags.forEach((tag, j) => {
        if (!tag.startsWith(ABOARD_TAG)) return;
        const path = ['sides', side, 'units', i, 'tags', j];
        const carId = tag.slice(ABOARD_TAG.length);
        const car = byId.get(carId);
        const kind = troopCard(unit.troopType)?.kind;
        if (!car || troopCard(car.troopType)?.kind !== 'train-car') problems.push(problemError(path, `"${carId}" is not a wagon (train car) of this side`));
        else if (kind !== 'riflemen' && kind !== 'mg' && kind !== 'mortar') problems.push(problemError(path, 'only infantry ride in a wagon'));
        else if (taken.has(carId)) problems.push(problemError(path, `wagon "${carId}" already carries a unit`));
        else if (unit.reinforcement) problems.push(problemError(path, 'a reinforcement cannot start aboard a train'));
        taken.add(carId);
      });
    });
  }
  return problems;
}
