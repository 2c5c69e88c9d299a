import type { TroopType } from '../../../engine/ruleset.ts';
import { type ArmyCard, type ArmyId, BASE_SIZES, type TroopCard, morale } from './troop-card.ts';
import { SOVIET_TROOPS } from './troops-soviet.ts';
import { WHITE_TROOPS } from './troops-white.ts';
import { OTHER_TROOPS } from './troops-others.ts';

/** Flight numbers and officer draws by army ("Definitions"). */
export const ARMIES: Readonly<Record<ArmyId, ArmyCard>> = {
  soviet: { id: 'soviet', name: 'Red Army', flightPercent: 40, officerDraw: 2, rationale: 'Large, raw armies that melted when a fight went badly.' },
  konnarmiya: { id: 'konnarmiya', name: 'First Horse Army (Konnarmiya)', flightPercent: 50, officerDraw: 3, rationale: 'Elite cavalry with chosen commanders; draws three officer tokens as the text says.', alliedTo: ['soviet'] },
  latvians: { id: 'latvians', name: 'Latvian Rifle Division', flightPercent: 55, officerDraw: 3, rationale: 'The Reds\' steadiest troops; draws three officer tokens as the text says.', alliedTo: ['soviet'] },
  partisans: { id: 'partisans', name: 'Red partisans', flightPercent: 35, officerDraw: 2, rationale: 'Bands that scattered and re-formed rather than stand and be destroyed.', alliedTo: ['soviet'] },
  whites: { id: 'whites', name: 'Whites (Volunteer Army, AFSR)', flightPercent: 50, officerDraw: 3, rationale: 'Small professional forces that fought on against odds.' },
  nationalists: { id: 'nationalists', name: 'Nationalists', flightPercent: 35, officerDraw: 3, rationale: 'New armies with brittle cohesion.' },
  poles: { id: 'poles', name: 'Polish Army', flightPercent: 50, officerDraw: 3, rationale: 'A national army with a cause and a regular officer corps.' },
  freikorps: { id: 'freikorps', name: 'Freikorps', flightPercent: 55, officerDraw: 3, rationale: 'Veteran volunteers who expected losses.' },
  makhnovists: { id: 'makhnovists', name: 'Makhnovists', flightPercent: 40, officerDraw: 2, rationale: 'A partisan army: draws two officer tokens; fierce but quick to disperse.' },
};

/** A position marker with no troops behind it, for games that use dummies by agreement. */
const DUMMY: TroopCard = {
  id: 'dummy-marker', name: 'Dummy position marker', army: 'soviet', kind: 'dummy', troopClass: 'infantry', move: 8, evasive: null,
  shooting: 0, range: 0, fighting: 0, morale: morale(12, 12, 12, 12), gun: null, points: 0, traits: [], dismountsAs: null,
  arc: 'front', base: BASE_SIZES.foot, bases: { min: 1, max: 1, default: 1 },
  rationale: 'Removed as soon as the enemy sees it or fires at it; either side may use it.',
};

export const TROOP_CARDS: readonly TroopCard[] = [...SOVIET_TROOPS, ...WHITE_TROOPS, ...OTHER_TROOPS, DUMMY];

const byId = new Map(TROOP_CARDS.map((c) => [c.id, c]));

export function troopCard(id: string): TroopCard | undefined {
  return byId.get(id);
}

/** For code that has already checked the scenario: an unknown id here is a programmer error. */
export function cardOf(id: string): TroopCard {
  const card = byId.get(id);
  if (!card) throw new Error(`red-actions: no troop card "${id}"`);
  return card;
}

/** The card as the editor's roster shows it. */
export function troopTypeOf(card: TroopCard): TroopType {
  const stats: Record<string, string | number> = {
    Move: card.move,
    Evasive: card.evasive ?? '-',
    Shooting: card.shooting,
    Range: card.range,
    Fighting: card.fighting,
    Charge: card.morale.charge,
    Fear: card.morale.fear,
    Serious: card.morale.serious,
    Rally: card.morale.rally,
    Points: card.points,
    'Flight %': ARMIES[card.army].flightPercent,
  };
  if (card.gun) stats['Direct hits'] = card.gun === 'field' ? 'field gun' : 'other';
  if (card.traits.length > 0) stats.Traits = card.traits.join(', ');
  if (card.dismountsAs) stats['Dismounts as'] = troopCard(card.dismountsAs)?.name ?? card.dismountsAs;
  return {
    id: card.id, name: card.name, army: card.army, armyName: ARMIES[card.army].name,
    ...alliesOf(card), troopClass: card.troopClass,
    base: card.base, bases: card.bases, stats, rationale: card.rationale,
  };
}

/** Who fields the card beside its own army: a dummy marker any side may use. */
function alliesOf(card: TroopCard): { alliedTo?: readonly string[] } {
  if (card.kind === 'dummy') return { alliedTo: Object.keys(ARMIES).filter((id) => id !== card.army) };
  const allies = ARMIES[card.army].alliedTo;
  return allies ? { alliedTo: allies } : {};
}

export const TROOP_TYPES: readonly TroopType[] = TROOP_CARDS.map(troopTypeOf);
