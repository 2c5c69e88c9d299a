import type { Scenario, Unit } from '../../scenario/schema.ts';
import { type Problem, error, warning } from '../../scenario/problems.ts';
import { terrainIndexFor } from '../../engine/terrain-cache.ts';
import { troopTypeCheck } from '../../engine/troop-type-check.ts';
import { TROOPS } from './troops.ts';
import { SPECIALISTS, SPECIALISTS_AT_MOST, SPECIALIST_LABELS, type SpecialistKind, type TroopDefinition, isBlue } from './troop-kinds.ts';
import { chekaRefusal } from './options/cheka-bodyguard.ts';
import { FORMATIONS } from './state.ts';
import { checkOptions } from './option-checks.ts';
import { along, railways, ON_RAILS } from './movement/rails.ts';
import { checkAboardTags } from './transport/check-aboard.ts';
import { STARTING_WORKS, WORKS_TAG } from './options/works-depths.ts';

/** Specialists only some armies field (section 9, section 18's Cheka option and section 12 "Flame-throwers. Used only by Blue armies"). */
function specialistRefusal(kind: SpecialistKind, troop: TroopDefinition, chekaOption: boolean): string | null {
  const { army, kind: troopKind } = troop;
  if (kind === 'officer-cadre' && army !== 'whites') return 'Officer Cadre serve only the Whites';
  if (kind === 'cheka') { const why = chekaRefusal(army, troop.grade, chekaOption); if (why) return why; }
  if (kind === 'flamethrower' && !isBlue(army)) return 'flame-throwers are used only by Blue armies';
  if (troopKind !== 'rifles' && troopKind !== 'cavalry') return `${SPECIALIST_LABELS[kind]} figures join companies and squadrons`;
  return null;
}

const knownTroop = troopTypeCheck(TROOPS, 'Ten Rounds Rapid');

/**
 * Ten Rounds Rapid checks on a scenario: known troop types, each unit within its size (a company 6-10 figures,
 * weapons and vehicles by models), known specialists and formations, trains on a railway, and the options in range.
 */
export function checkScenario(scenario: Scenario): Problem[] {
  const problems: Problem[] = [...checkOptions(scenario)];
  const rails = railways(terrainIndexFor(scenario));
  for (const side of ['red', 'white'] as const) {
    scenario.sides[side].units.forEach((unit, i) => {
      const at = ['sides', side, 'units', i];
      const troop = knownTroop(unit.troopType, at, problems);
      if (!troop) return;
      if (troop.sniper && scenario.ruleset.options.snipers !== true) problems.push(error([...at, 'troopType'], `a ${troop.name} takes the field only with the option "snipers" (section 18 "Snipers")`));
      const counted = troop.kind === 'rifles' || troop.kind === 'cavalry';
      let size = 0, specialists = 0;
      unit.bases.forEach((b, j) => {
        if (!b.weapon) { size += counted ? b.figures : 1; return; }
        if (!(SPECIALISTS as readonly string[]).includes(b.weapon)) {
          problems.push(error([...at, 'bases', j, 'weapon'], `unknown specialist "${b.weapon}"; known: ${SPECIALISTS.join(', ')}`));
          return;
        }
        const why = specialistRefusal(b.weapon as SpecialistKind, troop, scenario.ruleset.options.chekaForWhitesAndGreens === true);
        if (why) problems.push(error([...at, 'bases', j, 'weapon'], why));
        specialists += b.figures;
      });
      const what = counted ? 'figures' : 'models';
      if (size < troop.size.min || size > troop.size.max) {
        problems.push(error([...at, 'bases'], `a ${troop.name} has ${troop.size.min === troop.size.max ? troop.size.min : `${troop.size.min} to ${troop.size.max}`} ${what}${counted ? ' besides its specialists' : ''}; this one has ${size}`));
      }
      if (specialists > SPECIALISTS_AT_MOST) problems.push(error([...at, 'bases'], `a unit carries at most ${SPECIALISTS_AT_MOST} specialist figures; this one has ${specialists}`));
      unit.tags.forEach((tag, j) => {
        if (tag.startsWith(WORKS_TAG)) problems.push(...worksTagProblems(unit, troop, tag, [...at, 'tags', j]));
        if (!tag.startsWith('formation.')) return;
        const f = tag.slice('formation.'.length);
        if (!(FORMATIONS as readonly string[]).includes(f)) problems.push(error([...at, 'tags', j], `unknown formation "${f}"; known: ${FORMATIONS.join(', ')}`));
        else if (troop.kind !== 'rifles') problems.push(error([...at, 'tags', j], `only companies choose a formation; ${troop.name} do not`));
      });
      if (troop.kind === 'train') {
        unit.bases.forEach((b, j) => {
          if (!rails.some((line) => along(line, b).off <= ON_RAILS * 2)) problems.push(error([...at, 'bases', j], 'an armoured train\'s cars stand on a railway line'));
        });
      }
      if (unit.reinforcement) problems.push(warning([...at, 'reinforcement'], 'Ten Rounds Rapid sets every unit up at the start; the reinforcement is on the table from move 1'));
      if (unit.hidden) problems.push(warning([...at, 'hidden'], 'Ten Rounds Rapid hides units by concealment and the location test, not by hidden set-up'));
    });
  }
  problems.push(...checkAboardTags(scenario));
  scenario.specialRules.forEach((rule, i) => {
    problems.push(warning(['specialRules', i, 'behaviour', 'type'], `Ten Rounds Rapid does not enforce "${rule.behaviour.type}"; the AI may still read it`));
  });
  return problems;
}

/**
 * A unit started in works (`works.trench`, `works.overhead`, `works.camouflaged`): only what could dig them, "any
 * element who move at foot rate" (section 18 "Entrenching"), on the table from the start, in one kind of works.
 */
function worksTagProblems(unit: Unit, troop: TroopDefinition, tag: string, at: (string | number)[]): Problem[] {
  const level = tag.slice(WORKS_TAG.length);
  if (!Object.hasOwn(STARTING_WORKS, level)) return [error(at, `unknown works "${level}"; known: ${Object.keys(STARTING_WORKS).join(', ')}`)];
  const foot = troop.movement === 'infantry' || (troop.kind === 'cavalry' && unit.tags.includes('dismounted'));
  if (!foot) return [error(at, `only troops moving at foot rate dig works (section 18 "Entrenching"); ${troop.name} do not`)];
  if (unit.tags.filter((t) => t.startsWith(WORKS_TAG)).length > 1) return [error(at, 'a unit starts in one kind of works')];
  return [];
}
