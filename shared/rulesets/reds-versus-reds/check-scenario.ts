import type { Scenario } from '../../scenario/schema.ts';
import { type Problem, error, warning } from '../../scenario/problems.ts';
import { rulesetOptionProblems } from '../../scenario/ruleset-options.ts';
import { BASE_WEAPONS, troopDefinition, TROOPS } from './troops/troops.ts';
import type { Weapon } from './tables/tables.ts';
import { nounFor } from '../../engine/agreement.ts';

/** Reds versus Reds checks on a scenario: no options, known troop types, one figure a base, weapons a base may carry. */
export function checkScenario(scenario: Scenario): Problem[] {
  const problems = rulesetOptionProblems(scenario, { title: 'Reds versus Reds', specs: {} });
  let observers = 0;
  for (const side of ['red', 'white'] as const) {
    scenario.sides[side].units.forEach((unit, i) => {
      const at = ['sides', side, 'units', i];
      const troop = troopDefinition(unit.troopType);
      if (!troop) {
        problems.push(error([...at, 'troopType'], `unknown troop type "${unit.troopType}" for Reds versus Reds; known: ${TROOPS.map((t) => t.id).join(', ')}`));
        return;
      }
      if (troop.troopClass === 'observer') observers += 1;
      if (unit.bases.length < troop.figures.min || unit.bases.length > troop.figures.max) {
        const severity = troop.role === 'independent' || troop.figures.max === 1 ? error : warning;
        problems.push(severity([...at, 'bases'], `${troop.name} units have ${troop.figures.min === troop.figures.max ? troop.figures.min : `${troop.figures.min} to ${troop.figures.max}`} ${nounFor(troop.figures.max, 'figure')}; this one has ${unit.bases.length}`));
      }
      unit.bases.forEach((base, j) => {
        if (base.figures !== 1) problems.push(error([...at, 'bases', j, 'figures'], 'Reds versus Reds is played figure by figure: give each figure its own base (figures: 1)'));
        if (base.weapon !== undefined && (troop.weapon === null || troop.role !== 'unit' || !BASE_WEAPONS.includes(base.weapon as Weapon))) {
          problems.push(error([...at, 'bases', j, 'weapon'], `a ${troop.name} figure cannot carry "${base.weapon}"; infantry figures may carry: ${BASE_WEAPONS.join(', ')}`));
        }
      });
      if (unit.reinforcement) problems.push(error([...at, 'reinforcement'], 'Reds versus Reds has no reinforcement rules; deploy the unit on the table'));
      if (unit.hidden) problems.push(warning([...at, 'hidden'], 'Reds versus Reds has no hidden deployment; the unit will be seen from the start'));
    });
  }
  scenario.specialRules.forEach((rule, i) => {
    const b = rule.behaviour.type;
    if (b === 'reveal' || b === 'reinforce' || b === 'advance') problems.push(warning(['specialRules', i, 'behaviour', 'type'], `Reds versus Reds does not enforce "${b}"; the AI may still read it`));
    if (b === 'artillery-strikes' && observers === 0) problems.push(warning(['specialRules', i], 'artillery strikes need an artillery observer (troop type czech-observer) on the table'));
  });
  return problems;
}
