import { counted } from '../../../engine/agreement.ts';
import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, Modifier } from '../../../engine/events.ts';
import { MELEE_MODIFIERS, MELEE_WINNER_HITS, isVehicle, testsOnStandLoss, type Kind } from '../tables.ts';
import { type UnitState, type WwState, findUnit, kindOf, troopOf } from '../state.ts';
import { defendedAt, terrainOf } from '../ground/terrain.ts';
import { applyHits } from '../fire/hits.ts';
import { savedHits } from '../fire/saves.ts';
import { routMove, testMorale } from '../morale/morale.ts';
import { said } from '../unit-words.ts';

const NO_CHARGE_BONUS_AGAINST: readonly Kind[] = ['mg', 'tank', 'armoured-car'];

/** One side of a hand to hand fight as its modifiers read it. */
export interface MeleeSide { kind: Kind; stands: number; elite: boolean; charging: boolean; defended: boolean }

/** The modifiers a side adds to its d6 against `enemy` (the rules lookup asks this too). */
export function sideModifiers(side: MeleeSide, enemy: Pick<MeleeSide, 'kind' | 'stands'>): Modifier[] {
  const out: Modifier[] = [];
  const add = (id: keyof typeof MELEE_MODIFIERS) => out.push({ label: MELEE_MODIFIERS[id].label, value: MELEE_MODIFIERS[id].value });
  if (side.charging && !NO_CHARGE_BONUS_AGAINST.includes(enemy.kind)) add('charging');
  if (side.kind === 'cavalry') add('cavalry');
  // "Larger unit": more stands now (README: "Larger unit").
  if (side.stands > enemy.stands) add('larger');
  if (!side.charging && side.defended) add('defended');
  if (isVehicle(side.kind) && enemy.kind === 'infantry') add('vehicleVsInfantry');
  if (side.elite) add('elite');
  return out;
}

/** The modifiers one side of a hand to hand fight adds to its d6. */
export function meleeModifiers(state: WwState, unit: UnitState, enemy: UnitState, charging: boolean): Modifier[] {
  const defended = !charging && defendedAt(terrainOf(state.scenario), unit.stands);
  return sideModifiers({ kind: kindOf(unit), stands: unit.stands.length, elite: troopOf(unit).elite, charging, defended }, { kind: kindOf(enemy), stands: enemy.stands.length });
}

export const sumOf = (mods: readonly Modifier[]) => mods.reduce((a, m) => a + m.value, 0);

/**
 * The result of two modified rolls: "The higher modified roll wins, the loser taking the difference in hits. The
 * winning unit automatically takes 1 hit. The losing unit automatically routes"; a tie is rolled again.
 */
export function handToHand(charger: number, charged: number, loserIsVehicle: (loser: 'charger' | 'charged') => boolean):
  { winner: 'charger' | 'charged'; loserHits: number; winnerHits: number; loserRouts: boolean } | { winner: null; reroll: true } {
  if (charger === charged) return { winner: null, reroll: true };
  const winner = charger > charged ? 'charger' : 'charged';
  const loser = winner === 'charger' ? 'charged' : 'charger';
  return { winner, loserHits: Math.abs(charger - charged), winnerHits: MELEE_WINNER_HITS, loserRouts: !loserIsVehicle(loser) };
}

/**
 * Hand to hand: "both sides roll 1d6. The higher modified roll wins, the loser taking the difference in hits. The
 * winning unit automatically takes 1 hit. The losing unit automatically routes." Ties are rolled again (README:
 * "Melee ties"); a vehicle that loses takes the hits but does not rout (README: "Lone units in melee"). Returns the
 * units that must test morale for a stand lost here (the winner; the loser routs anyway).
 */
export function fightMelee(state: WwState, charger: UnitState, target: UnitState, dice: Dice, events: GameEvent[]): UnitState[] {
  const chargerMods = meleeModifiers(state, charger, target, true);
  const targetMods = meleeModifiers(state, target, charger, false);
  let a: number, b: number;
  let result: ReturnType<typeof handToHand>;
  for (;;) {
    const ra = dice.d(6), rb = dice.d(6);
    a = ra + sumOf(chargerMods);
    b = rb + sumOf(targetMods);
    const rule = 'Wargame Wednesdays: Charge and response 8';
    events.push({ kind: 'combat', side: charger.side, unitId: charger.id, targetUnitId: target.id, text: `${charger.name} (charging) ${said(charger, 'roll', 'rolls')} ${a} in hand to hand with ${target.name}`, roll: { table: 'melee', column: 'charger', dice: [ra], modifiers: chargerMods, total: a, result: `${a}`, rule } });
    events.push({ kind: 'combat', side: target.side, unitId: target.id, targetUnitId: charger.id, text: `${target.name} (charged) ${said(target, 'roll', 'rolls')} ${b} against ${charger.name}`, roll: { table: 'melee', column: 'charged', dice: [rb], modifiers: targetMods, total: b, result: `${b}`, rule } });
    result = handToHand(a, b, (l) => isVehicle(kindOf(l === 'charger' ? charger : target)));
    if (result.winner !== null) break;
    events.push({ kind: 'note', text: `${charger.name} and ${target.name} tie at ${a}: both roll again` });
  }
  const [winner, loser] = result.winner === 'charger' ? [charger, target] : [target, charger];
  const difference = result.loserHits;
  events.push({ kind: 'combat', side: winner.side, unitId: winner.id, targetUnitId: loser.id, text: `${winner.name} ${said(winner, 'win', 'wins')} the hand to hand by ${difference}: ${loser.name} ${said(loser, 'take', 'takes')} ${counted(difference, 'hit')}${result.loserRouts ? ` and ${said(loser, 'rout', 'routs')}` : ''}, ${winner.name} ${said(winner, 'take', 'takes')} ${result.winnerHits}` });
  applyHits(loser, savedHits(state, loser, difference, 'melee', dice, events), events);
  const winnerLost = applyHits(winner, savedHits(state, winner, result.winnerHits, 'melee', dice, events), events);
  if (loser.stands.length > 0 && result.loserRouts) routMove(state, loser, dice, events);
  return winnerLost > 0 && winner.stands.length > 0 && testsOnStandLoss(kindOf(winner)) ? [winner] : [];
}

/** Every charge still in contact after the fire steps, in the order made: chargers that failed morale do not arrive. */
export function resolveMelees(state: WwState, dice: Dice, events: GameEvent[]): void {
  for (const c of state.charges) {
    if (!c.contact) continue;
    const charger = findUnit(state, c.charger)!, target = findUnit(state, c.target)!;
    if (state.failedChargers.includes(charger.id)) {
      events.push({ kind: 'note', side: charger.side, unitId: charger.id, text: `${charger.name} failed ${said(charger, 'their', 'its')} morale under fire and ${said(charger, 'do', 'does')} not go in against ${target.name}` });
      continue;
    }
    if (charger.status !== 'active' || target.status !== 'active') continue;
    for (const u of fightMelee(state, charger, target, dice, events)) {
      if (!testMorale(u, dice, events, 'a stand lost in hand to hand')) state.moraleChoices.push({ unitId: u.id });
    }
  }
}
