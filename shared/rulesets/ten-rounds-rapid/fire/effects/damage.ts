/**
 * Hits on weapons that are not counted in figures: machine guns, tachankas, field guns and soft transport. The
 * casualties the casualty table gives are hits on the model.
 */

export const WEAPON_DAMAGE_RULES = {
  mg: '12 Machine Guns and Tchankas',
  tachanka: '12 Machine Guns and Tchankas',
  'field-gun': '12 Field Guns',
} as const;
export type DamagedWeapon = keyof typeof WEAPON_DAMAGE_RULES;

/** Hits each takes before it is eliminated. */
export const HITS_TO_ELIMINATE: Readonly<Record<DamagedWeapon, number>> = { mg: 2, tachanka: 3, 'field-gun': 3 };

export interface WeaponDamage {
  hits: number;
  /** "The first hit reduces the basic factor by half" (machine guns, tachankas). */
  halved: boolean;
  /** Tachanka: "The second hit removes the capability to move and fire". */
  noMoveAndFire: boolean;
  /** Field gun: "One hit reduces stationary fire at soft targets to once per firing". */
  firesOnce: boolean;
  /** Field gun: "Two hits reduces HE factor by half". */
  heHalved: boolean;
  eliminated: boolean;
  /** The effects now in force, in the text's words. */
  effects: string[];
}

/** The damage after `newHits` more hits; hits stop at elimination. */
export function weaponDamage(weapon: DamagedWeapon, hitsBefore: number, newHits: number): WeaponDamage {
  if (!Number.isInteger(hitsBefore) || hitsBefore < 0 || !Number.isInteger(newHits) || newHits < 0) throw new RangeError(`hits are whole numbers 0 or more, got ${hitsBefore} and ${newHits}`);
  const hits = Math.min(hitsBefore + newHits, HITS_TO_ELIMINATE[weapon]);
  const eliminated = hits >= HITS_TO_ELIMINATE[weapon];
  const halved = weapon !== 'field-gun' && hits >= 1 && !eliminated;
  const noMoveAndFire = weapon === 'tachanka' && hits >= 2 && !eliminated;
  const firesOnce = weapon === 'field-gun' && hits >= 1 && !eliminated;
  const heHalved = weapon === 'field-gun' && hits >= 2 && !eliminated;
  const effects = eliminated ? ['eliminated'] : [
    ...(halved ? ['basic factor halved'] : []), ...(noMoveAndFire ? ['may not move and fire'] : []),
    ...(firesOnce ? ['fires once per firing at soft targets'] : []), ...(heHalved ? ['HE factor halved'] : []),
  ];
  return { hits, halved, noMoveAndFire, firesOnce, heHalved, eliminated, effects };
}

export const SOFT_TRANSPORT_RULE = '12 Soft Transports';

export interface SoftTransportDamage {
  /** Casualties the transport has suffered in all, this fire included. */
  casualties: number;
  /** "Soft transport takes 1 hit per 2 casualties". */
  hits: number;
  /** Figures aboard that fall: "Passengers take hits as normal … it offers no protection to its passengers". */
  passengersLost: number;
  eliminated: boolean;
}

/**
 * Fire on a soft transport. `load` is the figures it carried when first fired on (its capacity when empty); it is
 * eliminated once the casualties against it reach half of that, rounded up: "eliminated when half the passengers are
 * eliminated" (README "Decisions").
 */
export function softTransportDamage(t: { load: number; aboard: number; casualtiesBefore: number }, casualties: number): SoftTransportDamage {
  if (t.load < 1 || t.aboard < 0 || t.aboard > t.load) throw new RangeError(`a transport's load is 1 or more and its figures aboard 0 to its load, got ${t.load} and ${t.aboard}`);
  const total = t.casualtiesBefore + casualties;
  return { casualties: total, hits: Math.floor(total / 2), passengersLost: Math.min(casualties, t.aboard), eliminated: total >= Math.ceil(t.load / 2) };
}
