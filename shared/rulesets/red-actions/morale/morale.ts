import type { Modifier } from '../../../engine/events.ts';
import { attackSector } from '../../../geometry/arcs.ts';
import type { RaState, RaUnit } from '../state.ts';
import { MORALE_AUTOMATIC_FAILURE, MORALE_MODIFIERS, MORALE_TRIGGER_TABLE, type MoraleTest, type MoraleTrigger } from '../tables/tables-misc.ts';
import { cardOf } from '../troops/troops.ts';
import { cardFor, kindOf, onTable, unitCentre, unitDistance, unitRect } from '../troops/units.ts';
import { officerModifiers } from '../officers/command.ts';
import { mayChargeKind } from '../charge/charge-rules.ts';
import { canSee, indexOf } from '../terrain/visibility.ts';
import { coverAt, nightOrFog } from '../terrain/terrain.ts';
import { type Ctx, explain, sumText, unitEvent } from '../context.ts';

/** "Morale Tests": success numbers, their modifiers, and the 2d6 roll. */

/** A White Officer base makes conscripts test as a White Volunteer company. */
export function moraleNumbers(u: RaUnit): Readonly<Record<MoraleTest, number>> {
  if (u.traits.includes('white-officer-base')) return cardOf('white-volunteers').morale;
  return cardFor(u).morale;
}

/** An enemy behind the unit's flank within 12" with no friend in sight able to charge it. */
export function enemyBehindFlank(s: RaState, u: RaUnit): boolean {
  const rect = unitRect(u);
  const range = MORALE_MODIFIERS.enemyBehindFlank.range;
  for (const e of s.units) {
    if (e.side === u.side || e.status !== 'active' || e.concealment !== 'none') continue;
    if (unitDistance(u, e) > range || attackSector(rect, unitCentre(e)) === 'front') continue;
    const answered = s.units.some((f) => f.side === u.side && f.id !== u.id && f.status === 'active'
      && mayChargeKind(kindOf(f), kindOf(e), false) && unitDistance(f, e) <= cardFor(f).move
      && canSee(s, u, f) && canSee(s, f, e));
    if (!answered) return true;
  }
  return false;
}

/** "+2 when behind earthworks, in a trench or in a stone building suitable for defence." */
export function fortified(s: RaState, u: RaUnit): boolean {
  if (u.dugIn >= 1) return true;
  const index = indexOf(s);
  const c = u.bases[0] ? coverAt(index, u.bases[0]) : null;
  if (!c) return false;
  if (c.trench) return true;
  return c.stoneForDefence && u.occupying !== null && (c.needsPossession.length === 0 || c.needsPossession.includes(u.occupying));
}

export interface MoraleTarget { base: number; modifiers: Modifier[]; target: number }

/** What bears on a morale test besides the officers: each of "Morale Tests"' modifiers, present or not. */
export type MoraleSituation = Readonly<Record<keyof typeof MORALE_MODIFIERS, boolean>>;

/** The success number with its modifiers named, from the card's number, the officers' bonuses and the situation. */
export function moraleTargetOf(base: number, officers: readonly Modifier[], situation: MoraleSituation): MoraleTarget {
  const modifiers: Modifier[] = [...officers];
  for (const key of ['enemyBehindFlank', 'fortified', 'nightOrFog', 'marchingAmbushed'] as const) {
    if (situation[key]) modifiers.push({ label: MORALE_MODIFIERS[key].label, value: MORALE_MODIFIERS[key].value });
  }
  return { base, modifiers, target: base + modifiers.reduce((a, m) => a + m.value, 0) };
}

export function moraleTarget(s: RaState, u: RaUnit, test: MoraleTest, opts: { marchingAmbush?: boolean } = {}): MoraleTarget {
  return moraleTargetOf(moraleNumbers(u)[test], officerModifiers(s, u), {
    enemyBehindFlank: enemyBehindFlank(s, u), fortified: fortified(s, u), nightOrFog: nightOrFog(s), marchingAmbushed: opts.marchingAmbush === true,
  });
}

export interface MoraleOutcome { passed: boolean; roll: number; target: number; margin: number }

/** 2d6 at or under the modified success number passes; a 12 always fails. */
export function judgeMorale(roll: number, target: number): boolean {
  return roll !== MORALE_AUTOMATIC_FAILURE && roll <= target;
}

/** Rolls a morale test and writes it into the events. */
export function moraleTest(ctx: Ctx, u: RaUnit, test: MoraleTest, trigger: MoraleTrigger, opts: { marchingAmbush?: boolean } = {}): MoraleOutcome {
  const t = moraleTarget(ctx.s, u, test, opts);
  const dice = ctx.dice.roll(2, 6);
  const roll = dice[0]! + dice[1]!;
  const passed = judgeMorale(roll, t.target);
  const why = MORALE_TRIGGER_TABLE[trigger].text.toLowerCase();
  unitEvent(ctx, 'morale', u, `${u.name} takes a ${test} test (${why}): rolls ${roll} against ${t.target} and ${passed ? 'passes' : 'fails'}`, {
    roll: explain('Morale Tests', dice, passed ? 'passed' : 'failed', {
      table: 'morale', column: test, target: `${sumText(t.base, t.modifiers)} or less (12 always fails)`,
    }),
  });
  return { passed, roll, target: t.target, margin: roll - t.target };
}

/** Units whose morale can still be tested: on the table and not already running. */
export const testable = (u: RaUnit): boolean => onTable(u) && u.status !== 'routing';
