import type { TroopCard } from './troop-card.ts';
import { morale, riflemen, sabres, supportCards, tachankas, vehicleCards } from './troop-builders.ts';

/** Soviet cards: the Red Army, the Horse Army (Konnarmiya), the Latvians and Red partisans. */
export const SOVIET_TROOPS: readonly TroopCard[] = [
  riflemen({
    id: 'red-conscripts', name: 'Red Conscripts', army: 'soviet', shooting: 2, range: 12, fighting: 2, move: 7, evasive: 3,
    morale: morale(6, 6, 6, 5), points: 6, traits: ['mob'],
    rationale: 'Reluctant mobilised peasants: a Mob, short-ranged and easily shaken.',
  }),
  riflemen({
    id: 'red-regulars', name: 'Red Regulars', army: 'soviet', shooting: 3, range: 16, fighting: 3,
    morale: morale(7, 7, 7, 6), points: 10,
    rationale: 'The yardstick: four bases shoot in the 9-12 column at short range and pass a test a little over half the time.',
  }),
  riflemen({
    id: 'red-engineers', name: 'Red Engineers', army: 'soviet', shooting: 3, range: 16, fighting: 3,
    morale: morale(7, 7, 7, 6), points: 12, traits: ['engineers', 'entrenching-tools'],
    rationale: 'Regular infantry with wire cutters and spades: cut wire on 8+ and dig at half a column a move.',
  }),
  riflemen({
    id: 'latvian-riflemen', name: 'Latvian Riflemen', army: 'latvians', shooting: 3, range: 16, fighting: 4,
    morale: morale(9, 9, 8, 7), points: 14, traits: ['specialist'],
    rationale: 'The Reds\' most reliable regiments: steady, hard in close combat, trading a marker rather than giving ground.',
  }),
  riflemen({
    id: 'chon', name: 'ChON', army: 'soviet', shooting: 3, range: 16, fighting: 4,
    morale: morale(8, 8, 8, 7), points: 13, traits: ['storm'],
    rationale: 'Communist special-purpose detachments: fervent, they would rather lose men than give ground.',
  }),
  riflemen({
    id: 'kursanty', name: 'Kursanty', army: 'soviet', shooting: 3, range: 16, fighting: 4,
    morale: morale(9, 8, 8, 7), points: 14, traits: ['storm'],
    rationale: 'Officer cadets used as shock troops: eager to charge and slow to retire.',
  }),
  riflemen({
    id: 'internationals', name: 'Internationals', army: 'soviet', shooting: 3, range: 16, fighting: 3,
    morale: morale(8, 8, 7, 7), points: 12,
    rationale: 'Former prisoners of war fighting for the Revolution: many were trained soldiers, and loyal.',
  }),
  riflemen({
    id: 'red-partisans', name: 'Red Partisans', army: 'partisans', shooting: 2, range: 12, fighting: 3, move: 8, evasive: 5,
    morale: morale(7, 6, 6, 6), points: 8, traits: ['partisan', 'skirmisher'],
    rationale: 'Local fighters who use ground well and spot ambushes, but lack fire discipline and staying power.',
  }),
  sabres({
    id: 'red-cavalry', name: 'Red Cavalry', army: 'soviet', fighting: 4, dismountsAs: 'red-conscripts',
    morale: morale(7, 7, 7, 6), points: 12,
    rationale: 'Hastily raised horsemen; dismounted they are no better than conscripts, as the dismounting table says.',
  }),
  sabres({
    id: 'konnarmiya-cavalry', name: 'Konnarmiya cavalry', army: 'konnarmiya', fighting: 5, dismountsAs: 'red-regulars', move: 18,
    morale: morale(9, 8, 7, 7), points: 16,
    rationale: 'Budyonny\'s Horse Army: aggressive shock cavalry, dismounting as Red Regulars.',
  }),
  sabres({
    id: 'red-cossacks', name: 'Red Cossacks', army: 'soviet', fighting: 5, dismountsAs: 'red-partisans', move: 18, shooting: 1.5,
    morale: morale(8, 7, 6, 6), points: 14,
    rationale: 'Skilled riders who shoot well from the saddle but are quick to leave a losing fight.',
  }),
  ...supportCards('soviet', 'red', 'Red', {
    crew: morale(7, 7, 7, 6), poorGuns: false, pointsDelta: 0, mgFighting: 1,
  }),
  ...vehicleCards('soviet', 'red', 'Red', morale(8, 8, 7, 7), false),
  ...supportCards('soviet', 'red-early', 'Early Red', {
    crew: morale(6, 6, 6, 5), poorGuns: true, pointsDelta: -3, mgFighting: 1,
  }).filter((card) => card.kind === 'field-gun' || card.kind === 'mortar'),
  tachankas({
    id: 'konnarmiya-tachanka', name: 'Konnarmiya tachankas', army: 'konnarmiya', move: 18, morale: morale(8, 8, 7, 7), points: 16,
    rationale: 'The Horse Army\'s tachankas: the famous carts at their best, faster and steadier than line ones.',
  }),
];
