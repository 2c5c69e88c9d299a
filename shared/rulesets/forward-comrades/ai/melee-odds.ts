import type { Assault, FcState, UnitState } from '../state.ts';
import { findUnit, kindOf, onTable, ownFigures, unitCentre } from '../state.ts';
import { attackedInFlank, meleeModifiers, stillFought } from '../melee/melee.ts';
import { crossesWire, terrainOf } from '../movement/terrain.ts';
import { meleeCasualties, meleeResult } from '../tables/tables-melee.ts';
import { lossWeight } from './army-pressure.ts';
import { countedWorth } from './counted-worth.ts';
import { pointInPolygon } from '../../../geometry/polygon.ts';

/** What the loser of a melee suffers beyond its casualties, as a share of its figures: it falls back (README: "Morale"). */
const FALL_BACK_SHARE = 0.3;

/** A melee's chances, read off the modifiers the rule set computes, every pair of dice counted. */
export interface MeleeOdds {
  /** The chance that the attackers win (the defender is forced out). */
  attackerWins: number;
  /** Figures each side is expected to lose (the first attacker takes a beaten attack's casualties). */
  attackerLoss: number;
  defenderLoss: number;
  /** What the melee is expected to cost each side in figure-equivalents: men, falling back, a unit wiped out. */
  attackerCost: number;
  defenderCost: number;
  /** The chance of each loss the defender takes in a melee it loses, by the figures lost (a tank's: 0). */
  beaten: number[];
}

const sum = (m: readonly { value: number }[]): number => m.reduce((a, b) => a + b.value, 0);

/** What a loss of `figures` men is worth to the unit's side: the men, and the whole unit's weight if none would be left. */
function lossValue(u: UnitState, figures: number, whole: () => number): number {
  const left = ownFigures(u);
  if (figures <= 0 || left <= 0) return 0;
  return figures >= left ? left + whole() : figures;
}

/**
 * What a defender forced out of ground its enemy must clear costs its side, as the AI's objectives weigh a defender
 * inside such an area (4, and 0.6 of its worth), pressing harder as the turns run out.
 */
function groundAtStake(state: FcState, defender: UnitState): number {
  for (const c of state.scenario.victory) {
    if (c.type !== 'clear-area' || c.winner === defender.side) continue;
    const area = state.scenario.terrain.find((f) => f.id === c.areaId);
    if (area?.kind !== 'area' || !defender.stands.some((s) => pointInPolygon(s, area.polygon))) continue;
    const spent = Math.min(1, state.turn / Math.max(1, state.turnLimit));
    return (4 + 0.6 * ownFigures(defender)) * (1 + 2 * spent * spent);
  }
  return 0;
}

/** The odds of the melee `assaults` bring on `defender`, as it would be fought now ("Highest roll wins"). */
export function meleeOdds(state: FcState, assaults: readonly Assault[], defender: UnitState): MeleeOdds {
  const sides = meleeModifiers(state, assaults, defender);
  const a = sum(sides.attacker), d = sum(sides.defender);
  const main = findUnit(state, assaults[0]!.attacker)!;
  // A unit's whole weight is asked for only where a melee could wipe it out.
  let defenderWhole: number | null = null, attackerWhole: number | null = null;
  // A train or the last wagons lost count as several units: worth as much as those units, besides the army's morale.
  const defenderWeight = () => (defenderWhole ??= lossWeight(state, defender) + countedWorth(state, defender));
  const attackerWeight = () => (attackerWhole ??= lossWeight(state, main) + countedWorth(state, main));
  const stake = groundAtStake(state, defender);
  const odds: MeleeOdds = { attackerWins: 0, attackerLoss: 0, defenderLoss: 0, attackerCost: 0, defenderCost: 0, beaten: [] };
  for (let aDie = 1; aDie <= 6; aDie++) {
    for (let dDie = 1; dDie <= 6; dDie++) {
      const r = meleeResult(aDie + a, dDie + d, sides.flank, sides.defences);
      const casualties = meleeCasualties(r.margin);
      if (r.winner === 'attacker') {
        odds.attackerWins += 1;
        const lost = kindOf(defender) === 'tank' ? 0 : casualties;
        odds.defenderLoss += lost;
        odds.beaten[lost] = (odds.beaten[lost] ?? 0) + 1 / 36;
        odds.defenderCost += lossValue(defender, lost, defenderWeight) + FALL_BACK_SHARE * ownFigures(defender) + stake;
      } else {
        const lost = kindOf(main) === 'tank' ? 0 : casualties;
        odds.attackerLoss += lost;
        odds.attackerCost += lossValue(main, lost, attackerWeight);
      }
    }
  }
  for (const k of ['attackerWins', 'attackerLoss', 'defenderLoss', 'attackerCost', 'defenderCost'] as const) odds[k] /= 36;
  return odds;
}

/**
 * What the melees still to be fought this turn are expected to bring `side`, in figure-equivalents: the enemy's
 * losses less ours, with falling back counted for the beaten defender. A melee waiting on the defender's choice to
 * withdraw counts only when standing would be better for the defender: otherwise it would withdraw.
 */
export function meleeTerm(state: FcState, side: UnitState['side']): number {
  let total = 0;
  const targets = new Set(state.assaults.map((a) => a.target));
  for (const id of targets) {
    const defender = findUnit(state, id)!;
    const assaults = state.assaults.filter((a) => a.target === id && stillFought(state, a, defender));
    if (!onTable(defender) || assaults.length === 0) continue;
    total += meleeValue(state, assaults, defender, side);
  }
  if (state.withdrawal) {
    const attacker = findUnit(state, state.withdrawal.attacker), defender = findUnit(state, state.withdrawal.target);
    if (attacker && defender && onTable(attacker) && onTable(defender)) {
      const from = unitCentre(attacker);
      const assault: Assault = { attacker: attacker.id, target: defender.id, from: [], flank: attackedInFlank(defender, from), wire: crossesWire(terrainOf(state.scenario), from, unitCentre(defender)) };
      const forDefender = meleeValue(state, [...state.assaults.filter((a) => a.target === defender.id), assault], defender, defender.side);
      if (forDefender > 0) total += defender.side === side ? forDefender : -forDefender;
    }
  }
  return total;
}

/** One melee's expected worth to `side`. */
export function meleeValue(state: FcState, assaults: readonly Assault[], defender: UnitState, side: UnitState['side']): number {
  const odds = meleeOdds(state, assaults, defender);
  return defender.side === side ? odds.attackerCost - odds.defenderCost : odds.defenderCost - odds.attackerCost;
}
