import type { TroopCard } from './troop-card.ts';
import { morale, riflemen, sabres, supportCards, tachankas, vehicleCards } from './troop-builders.ts';

/** Nationalists, Poles, Freikorps and Makhnovists. */
export const OTHER_TROOPS: readonly TroopCard[] = [
  riflemen({
    id: 'nationalist-regulars', name: 'Nationalist Regulars', army: 'nationalists', shooting: 3, range: 16, fighting: 3,
    morale: morale(7, 6, 6, 6), points: 8,
    rationale: 'Newly raised national armies: organised like regulars but brittle under pressure.',
  }),
  riflemen({
    id: 'nationalist-militia', name: 'Nationalist militia', army: 'nationalists', shooting: 2, range: 12, fighting: 2, move: 7, evasive: 3,
    morale: morale(6, 5, 5, 5), points: 5, traits: ['mob'],
    rationale: 'Village levies and peasant bands: a Mob.',
  }),
  sabres({
    id: 'nationalist-cavalry', name: 'Nationalist Cavalry', army: 'nationalists', fighting: 4, dismountsAs: 'nationalist-regulars',
    morale: morale(7, 7, 6, 6), points: 11,
    rationale: 'Keen but green horsemen, dismounting as Nationalist Regulars.',
  }),
  ...supportCards('nationalists', 'nationalist', 'Nationalist', { crew: morale(7, 6, 6, 6), poorGuns: true, pointsDelta: -2, mgFighting: 1 }),
  riflemen({
    id: 'polish-regulars', name: 'Polish Regulars', army: 'poles', shooting: 3, range: 16, fighting: 3,
    morale: morale(8, 8, 7, 7), points: 11,
    rationale: 'A national army with many veterans of three empires: solid regular infantry.',
  }),
  sabres({
    id: 'polish-uhlans', name: 'Polish Uhlans', army: 'poles', fighting: 5, dismountsAs: 'polish-regulars',
    morale: morale(9, 8, 7, 7), points: 15,
    rationale: 'Lancers with a fierce tradition, dismounting as Polish Regulars.',
  }),
  ...supportCards('poles', 'polish', 'Polish', { crew: morale(8, 8, 7, 7), poorGuns: false, pointsDelta: 0, mgFighting: 1 }),
  ...vehicleCards('poles', 'polish', 'Polish', morale(8, 8, 8, 7), false).filter((c) => c.kind !== 'tank' || c.id === 'polish-light-tank'),
  riflemen({
    id: 'freikorps-kompagnie', name: 'Freikorps Kompagnie', army: 'freikorps', shooting: 4, range: 16, fighting: 4,
    morale: morale(9, 9, 8, 8), points: 15, traits: ['specialist', 'grenadiers'],
    rationale: 'Front veterans with stormtroop habits: grenades, MGs and a willingness to take losses rather than ground.',
  }),
  sabres({
    id: 'fk-uhlans', name: 'FK Uhlans', army: 'freikorps', fighting: 5, dismountsAs: 'freikorps-kompagnie',
    morale: morale(8, 8, 8, 7), points: 15,
    rationale: 'Freikorps cavalry, dismounting as a Freikorps Kompagnie.',
  }),
  ...supportCards('freikorps', 'freikorps', 'Freikorps', { crew: morale(9, 9, 8, 8), poorGuns: false, pointsDelta: 2, mgFighting: 2 }),
  riflemen({
    id: 'makhnovist-partisans', name: 'Makhnovist Partisans', army: 'makhnovists', shooting: 2, range: 12, fighting: 3, evasive: 5,
    morale: morale(8, 7, 6, 6), points: 9, traits: ['partisan', 'skirmisher'],
    rationale: 'Makhno\'s insurgents: fierce in the attack, masters of ground, unwilling to hold a line.',
  }),
  sabres({
    id: 'makhnovist-cavalry', name: 'Makhnovist Cavalry', army: 'makhnovists', fighting: 5, dismountsAs: 'makhnovist-partisans', move: 18,
    morale: morale(8, 7, 6, 6), points: 14,
    rationale: 'Fast raiding horsemen, dismounting as Makhnovist Partisans.',
  }),
  tachankas({
    id: 'makhnovist-tachanka', name: 'Makhnovist tachankas', army: 'makhnovists', move: 18, morale: morale(8, 8, 7, 7), points: 16,
    rationale: 'The army that made the tachanka famous: many carts, well handled.',
  }),
  ...supportCards('makhnovists', 'makhnovist', 'Makhnovist', { crew: morale(7, 7, 6, 6), poorGuns: true, pointsDelta: -2, mgFighting: 1 })
    .filter((c) => c.kind !== 'tachanka'),
];
