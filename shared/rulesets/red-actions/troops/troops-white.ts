import type { TroopCard } from './troop-card.ts';
import { morale, riflemen, sabres, supportCards, vehicleCards } from './troop-builders.ts';

/** White cards: the Volunteer Army and the AFSR, with their Cossacks. */
export const WHITE_TROOPS: readonly TroopCard[] = [
  riflemen({
    id: 'white-volunteers', name: 'White Volunteers', army: 'whites', shooting: 3, range: 16, fighting: 4,
    morale: morale(8, 8, 8, 7), points: 12,
    rationale: 'The "White Volunteer Company": experienced, motivated, a grade above Red Regulars.',
  }),
  riflemen({
    id: 'white-officers', name: 'White Officer companies', army: 'whites', shooting: 4, range: 16, fighting: 5,
    morale: morale(9, 9, 8, 8), points: 16, traits: ['storm'],
    rationale: 'Companies of officers serving in the ranks: the best shots and the hardest fighters of the war.',
  }),
  riflemen({
    id: 'white-conscripts', name: 'White Conscripts', army: 'whites', shooting: 2, range: 12, fighting: 2, move: 7, evasive: 3,
    morale: morale(6, 5, 5, 5), points: 6, traits: ['mob'],
    rationale: 'Mobilised peasants and prisoners: a Mob, unless stiffened by a White Officer base.',
  }),
  riflemen({
    id: 'white-platoons', name: 'Cossack Platoons', army: 'whites', shooting: 3, range: 16, fighting: 3,
    morale: morale(8, 8, 7, 7), points: 11, traits: ['skirmisher'],
    rationale: 'Plastuns, the Cossack foot: fieldcraft makes them skirmishers; what White Cossacks dismount as.',
  }),
  sabres({
    id: 'white-cossacks', name: 'White Cossacks', army: 'whites', fighting: 5, dismountsAs: 'white-platoons', move: 18, shooting: 1.5,
    morale: morale(8, 7, 6, 6), points: 14,
    rationale: 'Fine horsemen who shot from the saddle, but fought for their own stanitsas and left bad fights early.',
  }),
  sabres({
    id: 'white-cavalry', name: 'White Cavalry', army: 'whites', fighting: 5, dismountsAs: 'white-volunteers',
    morale: morale(8, 8, 7, 7), points: 14,
    rationale: 'Regular cavalry regiments; dismounted they fight as Volunteers.',
  }),
  sabres({
    id: 'white-officer-cavalry', name: 'White Officer cavalry', army: 'whites', fighting: 6, dismountsAs: 'white-officers',
    morale: morale(9, 9, 8, 8), points: 18, traits: ['storm'],
    rationale: 'Squadrons of officers on horse; dismounted they fight as an officer company.',
  }),
  ...supportCards('whites', 'white', 'White', { crew: morale(8, 8, 7, 7), poorGuns: false, pointsDelta: 1, mgFighting: 1 }),
  ...vehicleCards('whites', 'white', 'White', morale(8, 8, 8, 7), false),
];
