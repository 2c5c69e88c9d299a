import type { Modifier } from '../../../../engine/events.ts';
import { planAtBand, type DirectFirePlan } from '../direct/direct-fire.ts';
import type { SmallArmsFirer } from '../direct/factors.ts';
import type { SoftTarget } from '../types.ts';

/**
 * "Cavalry Charges": how each side's fire is counted once the charge contacts. The defensive fire before contact is
 * ordinary direct fire at the chargers (mounted troops, 1 left).
 */

export const CHARGE_RULE = '12 Cavalry Charges';

export const CHARGE_ROUNDS = ['contact', 'later'] as const;
export type ChargeRound = (typeof CHARGE_ROUNDS)[number];

export interface ChargeFighter {
  firer: SmallArmsFirer;
  /** It charged, or countercharged, into this fight. */
  charging: boolean;
  lancers: boolean;
}

/** "lancers take a minus 2 factor if fighting non-lance cavalry". */
export const LANCERS_AGAINST_CAVALRY: Modifier = { label: 'lancers fighting non-lance cavalry', value: -2 };

/**
 * "A charging unit that contacts fights as an assault company at close range (lancers as point blank). It's targets
 * fight as if at medium range. After the initial charge both fight at close range." Chargers count "+ 3 Charging
 * cavalry" at contact; in the fight nobody counts as "firing mounted" (README "Decisions").
 */
export function planChargeFire(f: ChargeFighter, round: ChargeRound, opponent: { target: SoftTarget; lancers: boolean }, halved: readonly string[]): DirectFirePlan {
  const contactCharge = round === 'contact' && f.charging;
  const firer: SmallArmsFirer = contactCharge
    ? { ...f.firer, assault: true, chargingCavalry: true, mounted: false, grenades: true }
    : { ...f.firer, assault: false, chargingCavalry: false, mounted: false };
  const band = contactCharge ? (f.lancers ? 'point-blank' : 'close') : round === 'contact' ? 'medium' : 'close';
  const note = contactCharge ? `charging${f.lancers ? ' with lances' : ''}` : round === 'contact' ? 'charged: fights as if at medium range' : 'after the initial charge';
  const extra = round === 'later' && f.lancers && opponent.target.kind === 'mounted' && !opponent.lancers ? [LANCERS_AGAINST_CAVALRY] : [];
  return planAtBand({ firer, target: opponent.target, vehicleMoving: false, halved, band, bandNote: note, extra });
}
