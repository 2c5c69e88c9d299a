import type { Modifier } from '../../../engine/events.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { RaOfficer, RaState, RaUnit } from '../state.ts';
import { type OfficerCharacteristic, OFFICER_TOKENS, officerToken } from './officer-tokens.ts';
import { SENIOR_OFFICER_REACH } from '../tables/tables-misc.ts';
import { cardFor, kindOf, onTable, unitDistance } from '../troops/units.ts';
import { canSee } from '../terrain/visibility.ts';
import type { Ctx } from '../context.ts';

/** "Characteristics" and "The Morale Effects of Officers": who commands a unit and what he lends it. */

export const juniorOf = (u: RaUnit): RaOfficer | undefined => u.officers.find((o) => o.rank === 'junior');
export const isOfficerUnit = (u: RaUnit): boolean => kindOf(u) === 'officer';
export const seniorOf = (officerUnit: RaUnit): RaOfficer | undefined => officerUnit.officers[0];

/** Senior officers with the unit, commanding it personally or merely present. */
export function attachedSeniors(s: RaState, u: RaUnit): RaUnit[] {
  return s.units.filter((o) => o.attachedTo === u.id && o.status === 'active' && isOfficerUnit(o));
}

export function personalCommander(s: RaState, u: RaUnit): RaUnit | undefined {
  return attachedSeniors(s, u).find((o) => o.personalCommand);
}

/** The officer whose characteristic the unit uses: a senior in personal command, else its junior. */
export function commandingOfficer(s: RaState, u: RaUnit): RaOfficer | undefined {
  if (isOfficerUnit(u)) return seniorOf(u);
  const senior = personalCommander(s, u);
  return senior ? seniorOf(senior) : juniorOf(u);
}

/**
 * The unit's working characteristics: its card's, the scenario's, and its commander's. Storm and Specialist
 * units ignore a Mob officer; a White Officer base lifts the Mob characteristic from conscripts.
 */
export function unitTraits(s: RaState, u: RaUnit): Set<string> {
  const traits = new Set<string>([...cardFor(u).traits, ...u.traits]);
  const c = commandingOfficer(s, u)?.characteristic;
  if (c && c !== 'clever' && c !== 'commissar') {
    if (!(c === 'mob' && (traits.has('storm') || traits.has('specialist')))) traits.add(c);
  }
  if (u.traits.includes('white-officer-base')) traits.delete('mob');
  return traits;
}

export const hasTrait = (s: RaState, u: RaUnit, trait: string): boolean => unitTraits(s, u).has(trait);
export const isMob = (s: RaState, u: RaUnit): boolean => hasTrait(s, u, 'mob');

/** Whether any officer with the unit (or the officer himself) has the characteristic. */
export function hasOfficerCharacteristic(s: RaState, u: RaUnit, c: OfficerCharacteristic): boolean {
  if (isOfficerUnit(u)) return seniorOf(u)?.characteristic === c;
  if (juniorOf(u)?.characteristic === c) return true;
  return attachedSeniors(s, u).some((o) => seniorOf(o)?.characteristic === c);
}

/** A senior officer lends his bonus within 12" if he can see the unit, or within 4" regardless. */
export function seniorInReach(s: RaState, officer: RaUnit, u: RaUnit): boolean {
  if (officer.side !== u.side || !onTable(officer) || officer.status === 'routing' || !isOfficerUnit(officer)) return false;
  if (officer.attachedTo === u.id) return true;
  const d = unitDistance(officer, u);
  if (d <= SENIOR_OFFICER_REACH.unseen) return true;
  return d <= SENIOR_OFFICER_REACH.seen && canSee(s, officer, u);
}

/** Officer modifiers to every morale test's success number. */
export function officerModifiers(s: RaState, u: RaUnit): Modifier[] {
  if (isOfficerUnit(u)) {
    const own = seniorOf(u);
    return own && own.bonus !== 0 ? [{ label: `${own.name} (own bonus)`, value: own.bonus }] : [];
  }
  const personal = personalCommander(s, u);
  if (personal) return lentBonuses(null, [], seniorOf(personal)!);
  const seniors: RaOfficer[] = [];
  for (const o of s.units) {
    if (!seniorInReach(s, o, u)) continue;
    const senior = seniorOf(o);
    if (senior) seniors.push(senior);
  }
  return lentBonuses(juniorOf(u) ?? null, seniors, null);
}

type Bonus = Pick<RaOfficer, 'name' | 'bonus'>;

/**
 * "The Morale Effects of Officers", given who is there: a senior in personal command replaces the junior's bonus;
 * otherwise the junior's bonus, plus the best positive bonus of the seniors in reach. The game and the lookup
 * (`tachanka rules red-actions morale-test`) both ask this.
 */
export function lentBonuses(junior: Bonus | null, seniorsInReach: readonly Bonus[], personal: Bonus | null): Modifier[] {
  if (personal) return [{ label: `${personal.name} in personal command`, value: personal.bonus }];
  const out: Modifier[] = [];
  if (junior && junior.bonus !== 0) out.push({ label: `junior officer ${junior.name}`, value: junior.bonus });
  let best: Bonus | null = null;
  for (const senior of seniorsInReach) if (senior.bonus > 0 && (!best || senior.bonus > best.bonus)) best = senior;
  if (best) out.push({ label: `senior officer ${best.name} nearby`, value: best.bonus });
  return out;
}

/** Draws a token from the side's bag; an empty bag is refilled with the whole set. */
export function drawToken(ctx: Ctx, side: SideId): string {
  let bag = ctx.s.tokenBags[side];
  if (bag.length === 0) bag = OFFICER_TOKENS.map((t) => t.id);
  const i = ctx.dice.d(bag.length) - 1;
  const id = bag[i]!;
  ctx.s.tokenBags[side] = [...bag.slice(0, i), ...bag.slice(i + 1)];
  return id;
}

export function officerFromToken(id: string, name: string, rank: RaOfficer['rank'], tokenId: string): RaOfficer {
  const t = officerToken(tokenId) ?? { id: tokenId, words: 'ordinary', bonus: 0, characteristic: null };
  return { id, name, rank, tokenId: t.id, bonus: t.bonus, characteristic: t.characteristic };
}

/** Commissars let no non-Commissar officer take over their unit. */
export function mayTakeCommand(s: RaState, officer: RaUnit, u: RaUnit): boolean {
  const junior = juniorOf(u);
  if (junior?.characteristic === 'commissar' && seniorOf(officer)?.characteristic !== 'commissar') return false;
  const current = personalCommander(s, u);
  return !current || current.id === officer.id;
}
