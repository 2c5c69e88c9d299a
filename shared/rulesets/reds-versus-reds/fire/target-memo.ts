import { sameItems } from '../../../engine/state-memo.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { type FigureState, type RvrState, type UnitState, isActive } from '../state.ts';
import { answersOnly } from '../troops/figures.ts';

/** The close combats and defensive fire as `hasTarget` reads them: who fights whom, and who may shoot back at whom. */
interface Fights {
  combats: { single: string; opponents: readonly string[] }[];
  defensiveFire: { defender: string; attacker: string }[];
}

/**
 * Whether each figure of a unit has a target (`hasTarget`), kept from one state to the next of a shooting
 * category: after every shot or held fire each side's shooters are asked again, and nothing they see has moved.
 * Kept by the unit's figures list (a list and its figures never change once a state has been stepped to; a
 * move or a casualty makes a new list) and checked against every other input `hasTarget` reads: the scenario,
 * the shooting category, the enemy figures lists (positions, which enemies stand on the table, their units'
 * figures), the combats and defensive fire, and for a unit that only fires back, whom it may fire back at.
 */
interface KeptTargets {
  scenario: Scenario;
  category: number;
  enemies: readonly (readonly FigureState[] | null)[];
  fights: Fights;
  answersOnly: boolean;
  attackedBy: readonly string[];
  attackedByLastTurn: readonly string[];
  /** By figure position in the list: the answer, or undefined if not asked yet. */
  answers: (boolean | undefined)[];
}

const kept = new WeakMap<readonly FigureState[], KeptTargets>();

/** The figures list of every unit of the other side, in state order (null for one off the table). */
export function enemyLists(state: RvrState, side: SideId): (readonly FigureState[] | null)[] {
  const out: (readonly FigureState[] | null)[] = [];
  for (const u of state.units) if (u.side !== side) out.push(isActive(u) ? u.figures : null);
  return out;
}

/**
 * The answers kept for the unit's figures list, if they were worked out against the same inputs; otherwise a
 * fresh record for them (kept from now on).
 */
export function keptTargets(state: RvrState, unit: UnitState, enemies: readonly (readonly FigureState[] | null)[]): (boolean | undefined)[] {
  const known = kept.get(unit.figures);
  const answering = answersOnly(state, unit);
  if (known && known.scenario === state.scenario && known.category === state.category && known.answersOnly === answering
    && (!answering || (known.attackedBy === unit.attackedBy && known.attackedByLastTurn === unit.attackedByLastTurn))
    && sameItems(known.enemies, enemies) && sameFights(known.fights, state)) return known.answers;
  const answers: (boolean | undefined)[] = [];
  kept.set(unit.figures, {
    scenario: state.scenario, category: state.category, enemies, answersOnly: answering, attackedBy: unit.attackedBy, attackedByLastTurn: unit.attackedByLastTurn, answers,
    // Copied: a step's draft may still change its combats after being asked.
    fights: {
      combats: state.combats.map((c) => ({ single: c.single, opponents: [...c.opponents] })),
      defensiveFire: state.defensiveFire.map((d) => ({ defender: d.defender, attacker: d.attacker })),
    },
  });
  return answers;
}

function sameFights(fights: Fights, state: RvrState): boolean {
  const { combats, defensiveFire } = fights;
  if (combats.length !== state.combats.length || defensiveFire.length !== state.defensiveFire.length) return false;
  for (let i = 0; i < combats.length; i++) {
    const a = combats[i]!, b = state.combats[i]!;
    if (a.single !== b.single || !sameItems(a.opponents, b.opponents)) return false;
  }
  for (let i = 0; i < defensiveFire.length; i++) {
    const a = defensiveFire[i]!, b = state.defensiveFire[i]!;
    if (a.defender !== b.defender || a.attacker !== b.attacker) return false;
  }
  return true;
}
