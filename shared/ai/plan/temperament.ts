import { TEMPERAMENTS, type Scenario, type Temperament } from '../../scenario/schema.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import { AiRandom, mixSeed } from '../own-dice.ts';

/** The AI commander of a side: his name and how he leads. */
export interface Commander {
  name: string;
  temperament: Temperament;
  /** Named by the scenario, or drawn from the game's seed. */
  from: 'scenario' | 'drawn';
}

/**
 * What a temperament changes in a battle plan. A bold commander attacks against odds, keeps little back, takes the
 * straight road and gives up late; a cautious one needs the odds, keeps a strong reserve and calls an attack off
 * early; a cunning one looks hardest for the weak flank and the covered way, whatever the detour.
 */
export interface TemperamentNumbers {
  /** Own strength against the enemy's at which he attacks when either side may win by ground. */
  attackOdds: number;
  /** Share of the mobile units kept back as the reserve. */
  reserveShare: number;
  /** Share of the force lost at which the plan is given up. */
  lossShare: number;
  /** Weight of the enemy in the way against the length of a route (1: as the others weigh it). */
  flankSense: number;
  /** Weight of cover along a route. */
  coverSense: number;
  /** Turns left at which an attack still short of its objective throws everything in. */
  lastTurns: number;
  /** Own strength against the enemy's below which a defender in poor ground trades ground for time. */
  delayOdds: number;
}

export const TEMPERAMENT_NUMBERS: Readonly<Record<Temperament, TemperamentNumbers>> = {
  bold: { attackOdds: 0.8, reserveShare: 0.1, lossShare: 0.6, flankSense: 0.6, coverSense: 0.5, lastTurns: 3, delayOdds: 0.5 },
  cautious: { attackOdds: 1.3, reserveShare: 0.3, lossShare: 0.35, flankSense: 1, coverSense: 1.5, lastTurns: 2, delayOdds: 0.9 },
  cunning: { attackOdds: 1.05, reserveShare: 0.2, lossShare: 0.45, flankSense: 1.8, coverSense: 1.2, lastTurns: 2, delayOdds: 0.75 },
};

/** Ranks and surnames a drawn commander is named from, by side: a Red commander is a comrade, a White one an officer. */
const RANKS: Readonly<Record<SideId, readonly string[]>> = {
  red: ['Commander', 'Commissar', 'Brigade commander'],
  white: ['Colonel', 'Captain', 'General'],
};
const SURNAMES: Readonly<Record<SideId, readonly string[]>> = {
  red: ['Baranov', 'Kozhevnikov', 'Shchukin', 'Gorbunov', 'Lapin', 'Tsvetkov', 'Rudnev', 'Yermakov'],
  white: ['Makhin', 'Voitsekhovsky', 'Kargopolov', 'Sazonov', 'Dolgorukov', 'Pepelyaev', 'Obolensky', 'Lvov'],
};

/**
 * The commander of `side`: the scenario's, when it names one, else drawn from the game's seed (the same game, the same
 * man), never from the dice the game rolls.
 */
export function commanderFor(scenario: Scenario, side: SideId, gameSeed: number): Commander {
  const own = scenario.sides[side].commander;
  if (own) return { name: own.name, temperament: own.temperament, from: 'scenario' };
  const random = new AiRandom(mixSeed(gameSeed, side === 'red' ? 0xc0 : 0xc1, 0x7e3));
  const rank = RANKS[side][random.index(RANKS[side].length)]!;
  const surname = SURNAMES[side][random.index(SURNAMES[side].length)]!;
  return { name: `${rank} ${surname}`, temperament: TEMPERAMENTS[random.index(TEMPERAMENTS.length)]!, from: 'drawn' };
}

/** "Colonel Makhin: cautious", as the briefing names him. */
export const commanderWords = (c: Commander): string => `${c.name}: ${c.temperament}`;
