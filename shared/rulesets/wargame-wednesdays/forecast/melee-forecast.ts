import type { ExpectedLoss, Forecast } from '../../../engine/ruleset.ts';
import { successChances } from '../../../engine/dice-pool.ts';
import { PairAnswers } from '../../../engine/state-memo.ts';
import { FIRE_STEP, MELEE_WINNER_HITS, MOVE_INCHES, fireDice, isVehicle, type Kind } from '../tables.ts';
import { type Charge, type UnitState, type WwState, centroid, findUnit, kindOf, standHits } from '../state.ts';
import { SOURCE, isCharger } from '../fire/fire.ts';
import { meleeModifiers } from '../melee/melee.ts';
import { chargePath, evasion } from '../melee/charge.ts';
import { type Loss, expectedLoss, lossOfDice, moraleFailChance, standsLostTo } from './hit-outcomes.ts';
import { countsChance, hitsWaiting } from './fire-forecast.ts';

/**
 * What a charge is expected to come to, worked out over every roll instead of rolled: whether it makes contact
 * (the bonus d6), whether the charged unit's fire stops the charger first (a lost stand and a failed test), and the
 * hand to hand fight with the modifiers the fight itself uses. For the AI, which cannot see a fight that comes only
 * at the end of the turn.
 */

/** Whether the unit has yet to fire this turn: a fire step still to come (or under way) in which it may shoot. */
export function firesLaterThisTurn(state: WwState, unit: UnitState): boolean {
  if (unit.status !== 'active' || unit.stands.length === 0 || unit.evaded || unit.firedStep !== 0 || isCharger(state, unit.id)) return false;
  const kind = kindOf(unit);
  // A gun fires at an aiming point, drifting as likely onto itself: it is not counted on to stop a charge.
  if (kind === 'artillery' || (kind === 'mg' && (unit.moved || fireDice(kind, 1, standHits(unit)).dice === 0))) return false;
  const step = FIRE_STEP[kind];
  switch (state.phase) {
    case 'freeze': case 'move-order': case 'activate': case 'move': return true;
    case 'fire': return step > state.fireStep || (step === state.fireStep && !state.fireDone.includes(unit.id));
    case 'morale': return state.afterMorale === 'fire-2' && step === 2;
    default: return false;
  }
}

/**
 * The chance the charger does not make contact for the charged unit's fire ("If the charging unit loses a stand, and
 * then tests morale, it may fail … then it does not make contact"): the target's dice at the charger (its stands at
 * `stands`), with the hits already waiting on it, a stand lost and the test failed, or the unit shot away.
 */
export function stopChance(state: WwState, charger: UnitState, target: UnitState, stands: UnitState['stands'] = charger.stands): number {
  const already = hitsWaiting(state, charger);
  const stopped = (hits: number): number => {
    const lost = standsLostTo(charger, hits);
    if (lost === 0) return 0;
    const left = charger.stands.length - lost;
    return left <= 0 ? 1 : moraleFailChance(charger, left);
  };
  if (!firesLaterThisTurn(state, target)) return stopped(already);
  const kind = kindOf(target) as Exclude<Kind, 'artillery'>;
  const fire = fireDice(kind, target.stands.length, standHits(target));
  const p = ((7 - fire.hitOn) / 6) * countsChance(state, charger, SOURCE[kind], stands);
  return successChances(fire.dice, p).reduce((sum, c, k) => sum + c * stopped(already + k), 0);
}

/** The hand to hand fight's losses to each side, as chances: ties rolled again, the loser routing, the winner taking 1 hit. */
export function meleeOutcome(state: WwState, charger: UnitState, target: UnitState): { charger: Loss; target: Loss } {
  const a = meleeModifiers(state, charger, target, true).reduce((s, m) => s + m.value, 0);
  const b = meleeModifiers(state, target, charger, false).reduce((s, m) => s + m.value, 0);
  const totals = { charger: { out: 0, lost: 0 }, target: { out: 0, lost: 0 } };
  const units = { charger, target };
  // What winning costs each side, and losing by each margin: each worked out once.
  const winning = { charger: winnerLoss(state, charger), target: winnerLoss(state, target) };
  const losing = { charger: [] as Loss[], target: [] as Loss[] };
  let decided = 0;
  for (let ra = 1; ra <= 6; ra++) for (let rb = 1; rb <= 6; rb++) {
    const difference = ra + a - (rb + b);
    if (difference === 0) continue;
    decided++;
    const [winner, loser] = difference > 0 ? (['charger', 'target'] as const) : (['target', 'charger'] as const);
    const margin = Math.abs(difference);
    add(totals[loser], (losing[loser][margin] ??= loserLoss(state, units[loser], margin)));
    add(totals[winner], winning[winner]);
  }
  // Ties are rolled again: the decided rolls share all the chance.
  return { charger: scaled(totals.charger, 1 / decided), target: scaled(totals.target, 1 / decided) };
}

/** The winner automatically takes 1 hit (with a vehicle's save). */
const winnerLoss = (state: WwState, winner: UnitState): Loss => lossOfDice(winner, MELEE_WINNER_HITS, countsChance(state, winner, 'melee'));

/** The loser takes the difference in hits and routs; a tank or armoured car takes them with its saves and does not rout. */
function loserLoss(state: WwState, loser: UnitState, hits: number): Loss {
  if (!isVehicle(kindOf(loser))) return { out: 1, lost: 0 };
  return lossOfDice(loser, hits, countsChance(state, loser, 'melee'));
}

function add(into: { out: number; lost: number }, loss: Loss): void {
  into.out += loss.out;
  into.lost += loss.lost;
}

const scaled = (loss: Loss, by: number): Loss => ({ out: loss.out * by, lost: loss.lost * by });

/** Both sides' expected losses of a fight that happens with chance `go`. */
function meleeLosses(state: WwState, charger: UnitState, target: UnitState, go: number): ExpectedLoss[] {
  if (go <= 0) return [];
  const outcome = meleeOutcome(state, charger, target);
  return [expectedLoss(charger, scaled(outcome.charger, go)), expectedLoss(target, scaled(outcome.target, go))];
}

type Stands = UnitState['stands'];
/**
 * Fights to come, kept by the two units' stand lists (which never change once a state holds them: state.ts, `Stand`)
 * and what else they are worked out from: whether the target may still fire, the hits waiting on the charger, and the
 * target's vehicle test. The AI reads the view of state after state with the same fight under way.
 */
const meleesKept = new PairAnswers<Stands, Stands, Map<string, ExpectedLoss[]>>();

/** The fight a charge in contact will bring at the end of the turn, as losses; none when it will not be fought. Callers only read it. */
export function pendingMelee(state: WwState, c: Charge): ExpectedLoss[] {
  if (!c.contact || state.failedChargers.includes(c.charger)) return [];
  const charger = findUnit(state, c.charger)!, target = findUnit(state, c.target)!;
  if (charger.status !== 'active' || target.status !== 'active') return [];
  const kept = meleesKept.get(charger.stands, target.stands, () => new Map());
  const key = `${firesLaterThisTurn(state, target)}|${hitsWaiting(state, charger)}|${target.hitThisTurn}`;
  let losses = kept.get(key);
  if (!losses) {
    losses = meleeLosses(state, charger, target, 1 - stopChance(state, charger, target));
    kept.set(key, losses);
  }
  return losses;
}

/**
 * A charge as the AI weighs it: the charger at the point of contact, and the fight with the chance that it happens
 * (contact on the bonus d6, the charger not stopped by the target's fire). A charge that cannot reach changes nothing.
 */
export function chargeForecast(state: WwState, unit: UnitState, target: UnitState): Forecast {
  const { dir, need, cost, contactStands } = chargePath(state, unit, target);
  if (cost === null) return { losses: [] };
  let rolls = 0;
  for (let bonus = 1; bonus <= 6; bonus++) if (cost <= MOVE_INCHES[kindOf(unit)] + bonus + 1e-6) rolls++;
  const c = centroid(unit.stands);
  const at = { x: c.x + dir.x * need, y: c.y + dir.y * need };
  const go = (rolls / 6) * (1 - stopChance(state, unit, target, contactStands));
  return { at, losses: meleeLosses(state, unit, target, go) };
}

/**
 * Evading as the AI weighs it: caught and removed on a short roll ("If the charging unit has enough remaining movement
 * to catch it"), otherwise clear of the fight, whose losses it no longer expects (negative: losses avoided). The unit is
 * placed where the evasion takes it on average.
 */
export function evadeForecast(state: WwState, unit: UnitState, c: Charge): Forecast {
  const charger = findUnit(state, c.charger)!;
  let caught = 0, moved = 0;
  let dir = { x: 0, y: 0 };
  for (let rolled = 1; rolled <= 6; rolled++) {
    const e = evasion(state, unit, charger, rolled);
    if (c.remaining >= e.gap) caught++;
    moved += e.moved / 6;
    dir = e.dir;
  }
  const centre = centroid(unit.stands);
  const avoided = pendingMelee(state, c).map((l) => ({ unitId: l.unitId, out: -l.out, lost: -l.lost }));
  const self = avoided.find((l) => l.unitId === unit.id) ?? { unitId: unit.id, out: 0, lost: 0 };
  self.out += caught / 6;
  return { at: { x: centre.x + dir.x * moved, y: centre.y + dir.y * moved }, losses: [...avoided.filter((l) => l !== self), self] };
}
