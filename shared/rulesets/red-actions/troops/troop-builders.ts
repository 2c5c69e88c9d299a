import type { MoraleTest } from '../tables/tables-misc.ts';
import { type ArmyId, BASE_SIZES, type TroopCard, type UnitTrait, basesForKind, morale } from './troop-card.ts';

/** Short builders so each army's cards read as a list of numbers with a reason. */

interface Common {
  id: string;
  name: string;
  army: ArmyId;
  points: number;
  morale: Readonly<Record<MoraleTest, number>>;
  rationale: string;
  traits?: readonly UnitTrait[];
}

export function riflemen(c: Common & { shooting: number; range: number; fighting: number; move?: number; evasive?: number }): TroopCard {
  return {
    id: c.id, name: c.name, army: c.army, kind: 'riflemen', troopClass: 'infantry',
    move: c.move ?? 8, evasive: c.evasive ?? 4, shooting: c.shooting, range: c.range, fighting: c.fighting,
    morale: c.morale, gun: null, points: c.points, traits: c.traits ?? [], dismountsAs: null, arc: 'front',
    base: BASE_SIZES.foot, bases: basesForKind('riflemen'), rationale: c.rationale,
  };
}

/** Mounted cavalry: the card's shooting value already carries the penalty for firing from horseback. */
export function sabres(c: Common & { fighting: number; dismountsAs: string; move?: number; shooting?: number }): TroopCard {
  return {
    id: c.id, name: c.name, army: c.army, kind: 'sabres', troopClass: 'cavalry',
    move: c.move ?? 16, evasive: null, shooting: c.shooting ?? 1, range: 8, fighting: c.fighting,
    morale: c.morale, gun: null, points: c.points, traits: ['may-form', ...(c.traits ?? [])], dismountsAs: c.dismountsAs, arc: 'front',
    base: BASE_SIZES.horse, bases: basesForKind('sabres'), rationale: c.rationale,
  };
}

export function tachankas(c: Common & { move?: number; fighting?: number }): TroopCard {
  return {
    id: c.id, name: c.name, army: c.army, kind: 'tachanka', troopClass: 'tachanka', move: c.move ?? 16, evasive: null,
    shooting: 4, range: 24, fighting: c.fighting ?? 1, morale: c.morale, gun: null, points: c.points, traits: c.traits ?? [],
    dismountsAs: null, arc: 'rear', base: BASE_SIZES.cart, bases: basesForKind('tachanka'), rationale: c.rationale,
  };
}

export interface SupportQuality {
  /** Crew morale (charge is never tested: these troops cannot charge). */
  crew: Readonly<Record<MoraleTest, number>>;
  /** Early Soviet and other very poor gunners add 1 to their direct-hit numbers. */
  poorGuns: boolean;
  /** Added to each support card's points. */
  pointsDelta: number;
  /** Bonus fighting value of MG crews and tachankas (never above 2). */
  mgFighting: number;
}

/** MGs, tachankas, guns, mortars and a senior officer's base for one army. */
export function supportCards(army: ArmyId, prefix: string, adjective: string, q: SupportQuality): TroopCard[] {
  const poor: UnitTrait[] = q.poorGuns ? ['poor'] : [];
  const p = (n: number) => n + q.pointsDelta;
  const base = { army, gun: null, dismountsAs: null, evasive: null } as const;
  return [
    {
      ...base, id: `${prefix}-mg`, name: `${adjective} MG platoon`, kind: 'mg', troopClass: 'mg', move: 6, evasive: 3,
      shooting: 4, range: 24, fighting: q.mgFighting, morale: q.crew, points: p(12), traits: [], arc: 'front',
      base: BASE_SIZES.foot, bases: basesForKind('mg'),
      rationale: 'A handful of MGs: four a base, so one base alone reaches the 13-16 column inside 8" with the MG bonus.',
    },
    tachankas({
      id: `${prefix}-tachanka`, name: `${adjective} tachankas`, army, fighting: q.mgFighting, morale: q.crew, points: p(15),
      rationale: 'The same guns as an MG platoon on a horse cart: cavalry speed, firing over the tail, no shooting on the move.',
    }),
    {
      ...base, id: `${prefix}-field-gun`, name: `${adjective} field guns`, kind: 'field-gun', troopClass: 'field-gun', move: 10,
      shooting: 4, range: 120, fighting: 0, morale: q.crew, gun: 'field', points: p(20), traits: poor, arc: 'front',
      base: BASE_SIZES.cart, bases: basesForKind('field-gun'),
      rationale: 'A two-gun section: its harm is mostly in direct hits; 3 km of range on a 5 km visibility table.',
    },
    {
      ...base, id: `${prefix}-horse-gun`, name: `${adjective} horse artillery`, kind: 'field-gun', troopClass: 'field-gun', move: 14,
      shooting: 4, range: 100, fighting: 0, morale: q.crew, gun: 'field', points: p(22), traits: ['horse-artillery', ...poor], arc: 'front',
      base: BASE_SIZES.cart, bases: basesForKind('field-gun'),
      rationale: 'Lighter guns that keep up with cavalry and may move half and limber or unlimber in one segment.',
    },
    {
      ...base, id: `${prefix}-mortar`, name: `${adjective} mortar`, kind: 'mortar', troopClass: 'field-gun', move: 6,
      shooting: 3, range: 40, fighting: 0, morale: q.crew, gun: 'other', points: p(12), traits: poor, arc: 'front',
      base: BASE_SIZES.foot, bases: basesForKind('mortar'),
      rationale: 'A trench mortar team: 1 km reach, the "other" direct-hit numbers, routs when charged.',
    },
    {
      ...base, id: `${prefix}-senior-officer`, name: `${adjective} senior officer`, kind: 'officer', troopClass: 'officer', move: 20,
      shooting: 0, range: 0, fighting: 2, morale: q.crew, points: p(15), traits: ['mounted'], arc: 'front',
      base: BASE_SIZES.officer, bases: basesForKind('officer'),
      rationale: 'An officer with a few staff, mounted: 20" a move as the text gives unattached officers.',
    },
  ];
}

/** Armoured cars, tanks and armoured-train cars for one army. */
export function vehicleCards(army: ArmyId, prefix: string, adjective: string, crew: Readonly<Record<MoraleTest, number>>, poorGuns: boolean): TroopCard[] {
  const poor: UnitTrait[] = poorGuns ? ['poor'] : [];
  const v = { army, evasive: null, dismountsAs: null, fighting: 0, morale: crew } as const;
  return [
    {
      ...v, id: `${prefix}-armoured-car`, name: `${adjective} armoured car`, kind: 'armoured-car', troopClass: 'armoured-car', move: 16,
      shooting: 4, range: 24, gun: null, points: 40, traits: [], arc: 'turret', base: BASE_SIZES.vehicle, bases: basesForKind('armoured-car'),
      rationale: 'An Austin or Garford type: turret MGs, fast on roads, poor across country.',
    },
    {
      ...v, id: `${prefix}-tank`, name: `${adjective} heavy tank`, kind: 'tank', troopClass: 'tank', move: 4,
      shooting: 5, range: 24, gun: 'other', points: 60, traits: ['sponsons-both-sides', ...poor], arc: 'sponson', base: BASE_SIZES.vehicle,
      bases: basesForKind('tank'), rationale: 'A rhomboid tank with 6-pounders in side sponsons: slow, unreliable, terrifying.',
    },
    {
      ...v, id: `${prefix}-light-tank`, name: `${adjective} light tank`, kind: 'tank', troopClass: 'tank', move: 5,
      shooting: 3, range: 20, gun: 'other', points: 45, traits: poor, arc: 'turret', base: BASE_SIZES.vehicle,
      bases: basesForKind('tank'), rationale: 'A Renault-type turret tank: one light gun or MG all round.',
    },
    {
      ...v, id: `${prefix}-train-engine`, name: `${adjective} armoured engine`, kind: 'train-engine', troopClass: 'train-engine', move: 8,
      shooting: 0, range: 0, gun: null, points: 50, traits: [], arc: 'front', base: BASE_SIZES.car, bases: basesForKind('train-engine'),
      rationale: 'The engine moves the train 8" at most; three direct hits immobilise it.',
    },
    {
      ...v, id: `${prefix}-train-artillery`, name: `${adjective} artillery car`, kind: 'train-artillery', troopClass: 'train-artillery', move: 0,
      shooting: 4, range: 120, gun: 'field', points: 45, traits: poor, arc: 'train-gun', base: BASE_SIZES.car, bases: basesForKind('train-artillery'),
      rationale: 'A field gun in an improvised mounting, 45° either side of straight ahead; fires only when the train is stopped.',
    },
    {
      ...v, id: `${prefix}-train-turret`, name: `${adjective} turret gun car`, kind: 'train-turret', troopClass: 'train-artillery', move: 0,
      shooting: 5, range: 160, gun: 'field', points: 60, traits: poor, arc: 'train-turret', base: BASE_SIZES.car, bases: basesForKind('train-turret'),
      rationale: 'A 120 mm gun in a turret: any bearing but back along the train; takes two direct hits.',
    },
    {
      ...v, id: `${prefix}-train-mg`, name: `${adjective} MG car`, kind: 'train-mg', troopClass: 'train-mg', move: 0,
      shooting: 6, range: 24, gun: null, points: 35, traits: [], arc: 'train-mg', base: BASE_SIZES.car, bases: basesForKind('train-mg'),
      rationale: 'Several MGs behind plate, 45° either side of the way they face; may fire on the move.',
    },
    {
      ...v, id: `${prefix}-train-car`, name: `${adjective} wagon`, kind: 'train-car', troopClass: 'train-car', move: 0,
      shooting: 0, range: 0, gun: null, points: 10, traits: [], arc: 'front', base: BASE_SIZES.car, bases: basesForKind('train-car'),
      rationale: 'A tender, boxcar or coach: no effect on play beyond carrying troops.',
    },
  ];
}

export { morale };
