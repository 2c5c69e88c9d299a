import { counted } from '../../../engine/agreement.ts';
import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, Modifier } from '../../../engine/events.ts';
import { otherSide, type SideId } from '../../../scenario/terrain-kinds.ts';
import { type FcState, kindOf } from '../state.ts';
import {
  ENEMY_TRAIN_OR_SUPPLY_RELIEF, FANATIC_FIRST_TEST_PERCENT, SUPPLY_CUT_COUNTS, TRAIN_LOST_COUNTS, armyMoraleBand,
} from '../tables/tables-command.ts';
import { commanderOf, officerCharacterTest } from './morale.ts';

const RULE = 'Forward Comrades: Army major morale';

/** A unit is lost when destroyed, gone off the table or surrendered. */
const lost = (status: string): boolean => status !== 'active';

/** Whether the side's supply line is cut: it brought supply wagons and has none left (README: "Supply line"). */
export function supplyCut(state: FcState, side: SideId): boolean {
  const wagons = state.units.filter((u) => u.side === side && kindOf(u) === 'wagon');
  return wagons.length > 0 && wagons.every((u) => lost(u.status));
}

export interface ArmyLosses {
  /** Units lost, each armoured train as 3, a cut supply line as 3, less 2 for each enemy train or supply line lost. */
  counted: number;
  units: number;
  percent: number;
  modifiers: Modifier[];
}

/** What the army morale table counts for a side: its units, those lost, and the trains and supply lines of both sides. */
export interface LossFacts { units: number; lost: number; trainsLost: number; supplyCut: boolean; enemyTrainsLost: number; enemySupplyCut: boolean }

/**
 * The losses as the table reads them (the rules lookup asks this too): "An armored train lost counts as 3 other units
 * lost", "If the supply line to the rear is cut, this counts as 3 units lost", "An enemy armored train captured or
 * forced to retreat from the table reduces your losses by 2 units", and so does the enemy's supply line cut.
 */
export function countedLosses(f: LossFacts): ArmyLosses {
  const modifiers: Modifier[] = [];
  let counted = f.lost;
  if (f.trainsLost > 0) { counted += f.trainsLost * (TRAIN_LOST_COUNTS - 1); modifiers.push({ label: `armoured train lost counts as ${TRAIN_LOST_COUNTS}`, value: f.trainsLost * (TRAIN_LOST_COUNTS - 1) }); }
  if (f.supplyCut) { counted += SUPPLY_CUT_COUNTS; modifiers.push({ label: 'supply line cut', value: SUPPLY_CUT_COUNTS }); }
  if (f.enemyTrainsLost > 0) { counted -= ENEMY_TRAIN_OR_SUPPLY_RELIEF * f.enemyTrainsLost; modifiers.push({ label: 'enemy armoured train lost', value: -ENEMY_TRAIN_OR_SUPPLY_RELIEF * f.enemyTrainsLost }); }
  if (f.enemySupplyCut) { counted -= ENEMY_TRAIN_OR_SUPPLY_RELIEF; modifiers.push({ label: 'enemy supply line cut', value: -ENEMY_TRAIN_OR_SUPPLY_RELIEF }); }
  counted = Math.max(0, counted);
  return { counted, units: f.units, percent: f.units === 0 ? 0 : (counted * 100) / f.units, modifiers };
}

/** The side's losses as the army morale table reads them. */
export function armyLosses(state: FcState, side: SideId): ArmyLosses {
  const mine = state.units.filter((u) => u.side === side);
  const enemy = otherSide(side);
  return countedLosses({
    units: mine.length, lost: mine.filter((u) => lost(u.status)).length,
    trainsLost: mine.filter((u) => kindOf(u) === 'train' && lost(u.status)).length, supplyCut: supplyCut(state, side),
    enemyTrainsLost: state.units.filter((u) => u.side === enemy && kindOf(u) === 'train' && lost(u.status)).length, enemySupplyCut: supplyCut(state, enemy),
  });
}

/**
 * At the end of each turn a side whose losses reach a band it has not yet tested at (30%, 40%, 50%) tests on a
 * D10: "Chance of breaking is 1-3 on D10" and so on. A Fanatic C-in-C's army first tests at 50%; a Committed one
 * re-rolls a break, twice a game. An army that breaks has lost (README: "Army morale failure"); its officers
 * are tested for character. Returns whether the army broke.
 */
export function armyMoraleTest(state: FcState, side: SideId, dice: Dice, events: GameEvent[]): boolean {
  const losses = armyLosses(state, side);
  const band = armyMoraleBand(losses.percent);
  if (!band || band.lossPercent <= state.testedBand[side]) return false;
  const chief = commanderOf(state, side);
  const chiefFit = chief && (chief.status === 'active' || chief.status === 'scratched');
  const name = state.scenario.sides[side].name;
  if (chiefFit && chief.character === 'fanatic' && band.lossPercent < FANATIC_FIRST_TEST_PERCENT) {
    events.push({ kind: 'note', side, text: `${name} have lost ${Math.round(losses.percent)}%, but ${chief.name} is a Fanatic: no major morale test till 50%` });
    return false;
  }
  state.testedBand[side] = band.lossPercent;
  const roll = (): { die: number; broke: boolean } => {
    const die = dice.d(10);
    const broke = die <= band.breaksOn;
    events.push({
      kind: 'morale', side, text: `${name} test army morale at ${Math.round(losses.percent)}% losses: ${broke ? 'the army breaks' : 'it holds'}`,
      roll: {
        table: 'army-morale', column: `${band.lossPercent}% losses (${losses.counted} of ${losses.units} units${losses.modifiers.length ? `: ${losses.modifiers.map((m) => m.label).join(', ')}` : ''})`,
        target: `1-${band.breaksOn} breaks`, dice: [die], modifiers: [], total: die, result: broke ? 'breaks' : 'holds', rule: RULE,
      },
    });
    return { die, broke };
  };
  let { broke } = roll();
  while (broke && chiefFit && chief.character === 'committed' && chief.rerolls > 0) {
    chief.rerolls -= 1;
    events.push({ kind: 'note', side, text: `${chief.name}, Committed, has the major morale rolled again (${counted(chief.rerolls, 're-roll')} left)` });
    broke = roll().broke;
  }
  if (broke) for (const l of state.leaders) if (l.side === side) officerCharacterTest(state, l, dice, events, 'the army failed its major morale');
  return broke;
}
