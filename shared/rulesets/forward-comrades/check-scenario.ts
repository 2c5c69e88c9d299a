import type { Scenario } from '../../scenario/schema.ts';
import { type Problem, error, warning } from '../../scenario/problems.ts';
import { troopTypeCheck } from '../../engine/troop-type-check.ts';
import { type OptionSpec, rulesetOptionProblems } from '../../scenario/ruleset-options.ts';
import { ATTACHMENTS, SPECIAL_FIGURES, TROOPS, isAttachment, troopDefinition, type Kind } from './troops.ts';
import { CHARACTERS } from './tables/tables-command.ts';
import { MOVEMENT_SYSTEMS } from './tables/tables-move.ts';
import { leaderTagOf } from './state.ts';

/** Scenario options of Forward Comrades and what each accepts. */
export const OPTIONS: Readonly<Record<string, OptionSpec>> = {
  movement: { kind: 'enum', values: MOVEMENT_SYSTEMS },
  indirectFire: { kind: 'boolean' },
};

/** Which kinds of unit carry which attached weapon (`weapon` on a base). */
const CARRIERS: Readonly<Record<keyof typeof ATTACHMENTS, readonly Kind[]>> = {
  lmg: ['infantry'], hmg: ['infantry'], tachanka: ['cavalry'], 'light-gun': ['infantry'],
};

const knownTroop = troopTypeCheck(TROOPS, 'Forward Comrades');

function checkOptions(scenario: Scenario, problems: Problem[]): void {
  problems.push(...rulesetOptionProblems(scenario, { title: 'Forward Comrades', specs: OPTIONS }));
}

/**
 * Forward Comrades checks on a scenario: known troop types of the side's own army, stands in range, every unit
 * assigned to a leader of its own side by a tag `leader.<leader id>`, one commander in chief at most, special
 * figures on the side they belong to, attached weapons on units that may carry them, and the options.
 */
export function checkScenario(scenario: Scenario): Problem[] {
  const problems: Problem[] = [];
  checkOptions(scenario, problems);
  for (const side of ['red', 'white'] as const) {
    const units = scenario.sides[side].units;
    const leaders = new Map(units.filter((u) => troopDefinition(u.troopType)?.kind === 'leader').map((u) => [u.id, u]));
    const enemyLeaders = new Set(scenario.sides[side === 'red' ? 'white' : 'red'].units.filter((u) => troopDefinition(u.troopType)?.kind === 'leader').map((u) => u.id));
    let chiefs = 0;
    units.forEach((unit, i) => {
      const at = ['sides', side, 'units', i];
      const troop = knownTroop(unit.troopType, at, problems);
      if (!troop) return;
      if (troop.side !== side) problems.push(error([...at, 'troopType'], `${troop.name} fight for the ${troop.side === 'red' ? 'Reds' : 'Whites'}, not this side`));
      const own = unit.bases.filter((b) => b.weapon === undefined).length;
      if (own < troop.stands.min || own > troop.stands.max) {
        problems.push(error([...at, 'bases'], `a ${troop.name} has ${troop.stands.min === troop.stands.max ? `${troop.stands.min} stand` : `${troop.stands.min} to ${troop.stands.max} stands`} besides attached weapons; this one has ${own}`));
      }
      if (unit.reinforcement) problems.push(error([...at, 'reinforcement'], 'Forward Comrades has no reinforcement rules: every unit starts on the table'));
      if (unit.hidden) problems.push(warning([...at, 'hidden'], 'Forward Comrades has no hidden set-up; the unit will be seen'));
      unit.characteristics.forEach((c, k) => {
        const where = [...at, 'characteristics', k];
        if (troop.kind === 'leader') {
          if (!(CHARACTERS as readonly string[]).includes(c)) problems.push(error(where, `a leader's characteristic is his character, one of: ${CHARACTERS.join(', ')}`));
          return;
        }
        const figure = SPECIAL_FIGURES[c as keyof typeof SPECIAL_FIGURES];
        if (!figure) problems.push(error(where, `unknown characteristic "${c}"; known: ${Object.keys(SPECIAL_FIGURES).join(', ')}`));
        else if (figure.side && figure.side !== side) problems.push(error(where, `a ${c.replace('-', ' ')} goes only with a ${figure.side} unit`));
        else if (c === 'dismounted' && troop.kind !== 'cavalry') problems.push(error(where, 'only cavalry dismount'));
      });
      let lmgs = 0;
      unit.bases.forEach((b, k) => {
        if (b.weapon === undefined) return;
        const where = [...at, 'bases', k, 'weapon'];
        if (!isAttachment(b.weapon)) { problems.push(error(where, `unknown attached weapon "${b.weapon}"; known: ${Object.keys(ATTACHMENTS).join(', ')}`)); return; }
        if (!CARRIERS[b.weapon].includes(troop.kind)) problems.push(error(where, `a ${ATTACHMENTS[b.weapon].name.toLowerCase()} is attached only to ${CARRIERS[b.weapon].join(' or ')} units`));
        if (b.weapon === 'lmg' && ++lmgs > 1) problems.push(error(where, '"Only one light machine gun may be attached to an infantry unit"'));
      });
      if (troop.kind === 'leader') {
        if (troop.role === 'commander-in-chief' && ++chiefs > 1) problems.push(error([...at, 'troopType'], 'a side has one commander in chief'));
        return;
      }
      const named = leaderTagOf(unit.tags);
      const tagAt = [...at, 'tags'];
      if (named.length === 0) problems.push(error(tagAt, 'every unit is assigned to a leader: give it a tag "leader.<leader id>"'));
      else if (named.length > 1) problems.push(error(tagAt, `a unit has one leader; this one names ${named.length}: ${named.join(', ')}`));
      else if (!leaders.has(named[0]!)) {
        const why = enemyLeaders.has(named[0]!) ? 'is a leader of the other side' : units.some((u) => u.id === named[0]) ? 'is not a leader' : 'is no unit of this side';
        problems.push(error([...at, 'tags', unit.tags.indexOf(`leader.${named[0]}`)], `the leader "${named[0]}" ${why}`));
      }
    });
  }
  scenario.specialRules.forEach((rule, i) => problems.push(warning(['specialRules', i, 'behaviour', 'type'], `Forward Comrades does not enforce "${rule.behaviour.type}"`)));
  return problems;
}
