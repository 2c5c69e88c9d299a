import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { type FcState, type LeaderState, type UnitState, findLeader, leaderAt, leaderFit } from '../state.ts';
import {
  EFFICIENT_EXTRA_INCHES, LEADERSHIP_DIE, leadershipBand, leadershipPasses,
} from '../tables/tables-command.ts';
import { officerMove, moveInches } from '../tables/tables-move.ts';
import { pointToUnit, round1 } from '../movement/stands.ts';
import { rollMove } from '../movement/movement.ts';
import { heroicLeaderOf } from '../morale/morale.ts';

const RULE = 'Forward Comrades: Determining leadership';

/** Who gives a unit its leadership roll, and from how far; null distance is the "Over 36" line. */
export interface LeadershipSource {
  distance: number | null;
  extra: number;
  why: string;
}

/**
 * "Leaders may only influence their own troops except for the commander in chief who may influence any of his
 * units": the nearer of the unit's own leader and the C-in-C. A leader killed, wounded, fled or defected, out of
 * action this turn, or "leading heroically" another unit at the start of the turn gives the "Over 36" line.
 */
export function leadershipSource(state: FcState, unit: UnitState): LeadershipSource {
  const candidates: LeaderState[] = [];
  const own = findLeader(state, unit.leaderId);
  if (own) candidates.push(own);
  const chief = state.leaders.find((l) => l.side === unit.side && l.commanderInChief && l !== own);
  if (chief) candidates.push(chief);
  let best: LeadershipSource | null = null;
  const reasons: string[] = [];
  for (const l of candidates) {
    if (!leaderFit(l, state.turn)) { reasons.push(`${l.name} is ${l.status === 'scratched' ? 'out of action this turn' : l.status}`); continue; }
    if (l.heroicAtTurnStart && l.leading !== unit.id) { reasons.push(`${l.name} is leading heroically`); continue; }
    const extra = l.character === 'efficient' ? EFFICIENT_EXTRA_INCHES : 0;
    const distance = pointToUnit(leaderAt(state, l), unit);
    // Compare by the band each gives: an Efficient leader further off may still give the better line.
    if (!best || leadershipBand(distance - extra).moveOn > leadershipBand(best.distance === null ? null : best.distance - best.extra).moveOn) {
      best = { distance, extra, why: `${round1(distance)}" from ${l.name}${extra ? ' (Efficient, +6")' : ''}` };
    }
  }
  return best ?? { distance: null, extra: 0, why: reasons.length ? reasons.join('; ') : 'no leader' };
}

/**
 * Phase 1 for one unit: "Units which are being "led heroically" by their officer need not test for command";
 * the rest roll a D10 on the leadership table. A unit with a leadership point rolls its move for the turn.
 */
export function rollLeadership(state: FcState, unit: UnitState, dice: Dice, events: GameEvent[]): void {
  const heroic = heroicLeaderOf(state, unit);
  if (heroic) {
    unit.leadership = true;
    events.push({ kind: 'note', side: unit.side, unitId: unit.id, text: `${unit.name} are led heroically by ${heroic.name}: leadership without a roll` });
  } else {
    const source = leadershipSource(state, unit);
    const band = leadershipBand(source.distance, source.extra);
    const die = dice.d(LEADERSHIP_DIE);
    unit.leadership = leadershipPasses(die, band);
    events.push({
      kind: 'note', side: unit.side, unitId: unit.id, text: `${unit.name}: ${unit.leadership ? 'a leadership point' : 'no leadership this turn'} (${source.why})`,
      roll: {
        table: 'leadership', column: band.label + (source.extra ? ' (+6" Efficient)' : ''), target: band.moveOn >= LEADERSHIP_DIE ? `1-${LEADERSHIP_DIE}: will move` : `1-${band.moveOn}`,
        dice: [die], modifiers: [], total: die, result: unit.leadership ? 'leadership point: may move or fire' : 'no leadership', rule: RULE,
      },
    });
  }
  if (unit.leadership) rollMove(state, unit, dice, events);
}

/** "Officers move at the rate of 6 D6 per turn": each fit officer's move, rolled at the start of phase 1's officer moves. */
export function rollOfficerMove(state: FcState, leader: LeaderState, dice: Dice, events: GameEvent[]): void {
  const move = officerMove(state.system);
  const rolled = dice.roll(move.dice, 6);
  leader.allowance = moveInches(move, rolled);
  events.push({
    kind: 'note', side: leader.side, unitId: leader.id, text: `${leader.name} may move ${leader.allowance}"`,
    roll: { table: 'movement', column: `officers, ${state.system === 'all-dice' ? 'all dice' : 'fixed plus D6'}`, target: `${move.fixed > 0 ? `${move.fixed}" + ` : ''}${move.dice} D6`, dice: rolled, each: true, modifiers: [], total: leader.allowance, result: `${leader.allowance}"`, rule: 'Forward Comrades: Officers' },
  });
}

/** Whether the officer may join `unit` to lead it heroically now (phase 1, after leadership). */
export function joinRefusal(state: FcState, leader: LeaderState, unit: UnitState): string | null {
  if (leader.character === 'coward') return `${leader.name} is a Coward and never leads heroically`;
  if (unit.side !== leader.side || unit.status !== 'active') return `${leader.name} cannot lead ${unit.name}`;
  if (!leader.commanderInChief && unit.leaderId !== leader.id) return `${unit.name} are not ${leader.name}'s troops`;
  if (unit.leadership) return `"An officer may move to join a unit and lead it heroically if the unit was determined to have no leadership": ${unit.name} have leadership`;
  if (state.leaders.some((l) => l.leading === unit.id && l !== leader)) return `${unit.name} already have an officer leading them`;
  const d = pointToUnit(leaderAt(state, leader), unit);
  if (d > leader.allowance + 1e-6) return `${unit.name} are ${round1(d)}" away and ${leader.name} may move ${leader.allowance}"`;
  return null;
}

/** The officer joins the unit and leads it heroically: the unit has leadership this turn and rolls its move. */
export function joinUnit(state: FcState, leader: LeaderState, unit: UnitState, dice: Dice, events: GameEvent[]): void {
  leader.leading = unit.id;
  leader.moved = true;
  unit.leadership = true;
  events.push({ kind: 'move', side: leader.side, unitId: leader.id, targetUnitId: unit.id, text: `${leader.name} joins ${unit.name} and leads them heroically` });
  rollMove(state, unit, dice, events);
}

/** Moves the officer's figure (leaving any unit he led). */
export function moveOfficer(state: FcState, leader: LeaderState, x: number, y: number, events: GameEvent[]): string | null {
  const from = leaderAt(state, leader);
  const d = hypot(x - from.x, y - from.y);
  if (d > leader.allowance + 1e-6) return `${leader.name} may move ${leader.allowance}"; that is ${round1(d)}"`;
  const { width, height } = state.scenario.table;
  if (x < 0 || y < 0 || x > width || y > height) return 'the officer would leave the table';
  if (leader.character === 'fanatic' && leader.leading) return `${leader.name} is a Fanatic and "MUST lead heroically each turn"`;
  leader.x = x; leader.y = y;
  const left = leader.leading;
  leader.leading = null;
  leader.moved = true;
  events.push({ kind: 'move', side: leader.side, unitId: leader.id, at: [{ x, y }], text: `${leader.name} rides ${round1(d)}"${left ? `, leaving the unit he led` : ''}` });
  return null;
}
