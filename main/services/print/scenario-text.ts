import type { Scenario, SpecialRule, VictoryCondition } from '../../../shared/scenario/schema.ts';
import { otherSide, type SideId } from '../../../shared/scenario/terrain-kinds.ts';
import type { AnyRuleset } from '../../../shared/rulesets/registry.ts';
import type { PrintUnit } from './print-units.ts';
import { sizeText, type DistanceUnit } from '../../../shared/core/distance-units.ts';

/** Sentences the printouts share: victory conditions, orders of battle, the rule set's credit. */

const sideName = (s: Scenario, side: SideId) => s.sides[side].name;

function areaName(s: Scenario, areaId: string): string {
  const f = s.terrain.find((t) => t.id === areaId);
  return f && 'label' in f && f.label ? f.label : areaId;
}

function unitNames(s: Scenario, ids: readonly string[]): string {
  const all = [...s.sides.red.units, ...s.sides.white.units];
  return ids.map((id) => all.find((u) => u.id === id)?.name ?? id).join(', ');
}

export function describeVictory(s: Scenario, v: VictoryCondition): string {
  const winner = sideName(s, v.winner);
  const loser = sideName(s, otherSide(v.winner));
  switch (v.type) {
    case 'clear-area': return `${winner} win if no ${loser} units${v.tags?.length ? ` tagged ${v.tags.join(', ')}` : ''} are left in ${areaName(s, v.areaId)}.`;
    case 'hold-area': return `${winner} win if they hold ${areaName(s, v.areaId)} at the end.`;
    case 'turn-limit': return `${winner} win if neither side has won by the end of turn ${s.turnLimit}.`;
    case 'destroy-units': return `${winner} win by destroying ${unitNames(s, v.unitIds)}.`;
    case 'exit-units': return `${winner} win by taking ${unitNames(s, v.unitIds)} off the ${v.edge} edge.`;
    case 'break-army': return `${winner} win when ${Math.round(v.fraction * 100)}% of the ${loser} force is lost.`;
  }
}

export function describeSpecialRule(rule: SpecialRule): string {
  return rule.description ? `${rule.title}: ${rule.description}` : rule.title;
}

/** "Sailors: Red Sailors, 8 figures; Petrov (commissar); arrives turn 3" */
export const orderOfBattleLine = (u: PrintUnit): string => `${u.name}: ${unitDetails(u)}`;

/** Everything about a unit but its name, in one line. */
export function unitDetails(u: PrintUnit): string {
  const parts = [`${u.troopTypeName}, ${u.strength}`];
  if (u.officers.length > 0) parts.push(u.officers.map((o) => `${o.name} (${o.rank}${o.characteristic ? `, ${o.characteristic}` : ''})`).join(', '));
  const weapons = new Map<string, number>();
  for (const b of u.bases) if (b.weapon) weapons.set(b.weapon, (weapons.get(b.weapon) ?? 0) + 1);
  if (weapons.size > 0) parts.push(`with ${[...weapons].map(([name, n]) => (n > 1 ? `${n} × ${name}` : name)).join(', ')}`);
  if (u.characteristics.length > 0) parts.push(u.characteristics.join(', '));
  if (u.reinforcement) parts.push(`arrives turn ${u.reinforcement.turn}`);
  if (u.hidden) parts.push('deployed hidden');
  return parts.join('; ');
}

/** "1st Rifle Battalion" → "1st Rifle Battalion command"; a name that already says so is kept. */
export const commandHeading = (name: string): string => (/\bcommand\b/i.test(name) ? name : `${name} command`);

export function sideHeading(s: Scenario, side: SideId): string {
  const role = s.attacker === side ? 'attacker' : 'defender';
  return `${sideName(s, side)} (${role}, ${s.sides[side].baseline} edge)`;
}

export function rulesetCredit(s: Scenario, ruleset: AnyRuleset | undefined): string {
  if (!ruleset) return `Rule set: ${s.ruleset.id} (not known to this copy of Tachanka)`;
  return `Rules: ${ruleset.title}${ruleset.author ? ` by ${ruleset.author}` : ''}`;
}

/** The scenario's table, length and sides in one line; the table's size in the rule set's unit (`unit`). */
export function scenarioFacts(s: Scenario, unit: DistanceUnit = 'in'): string {
  const facts = [`Table ${sizeText(s.table.width, s.table.height, unit)}`, `${s.turnLimit} turns`, `${s.sides[s.attacker].name} attack`];
  if (s.weather !== 'clear') facts.push(s.weather);
  if (s.timeOfDay !== 'day') facts.push(s.timeOfDay);
  if (s.author) facts.push(`scenario by ${s.author}`);
  return facts.join(' · ');
}
