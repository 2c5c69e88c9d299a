import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, Modifier } from '../../../engine/events.ts';
import { shellModifiers } from './impact.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { type FcState, type LeaderState, type UnitState, leaderAt, leaderFit, troopOf } from '../state.ts';
import { GUN_CHART, rangeBand, shellsHitting, type GunSize, type RangeBand } from '../tables/tables-fire.ts';
import { INTERVENTIONIST_INDIRECT_BONUS, indirectBand } from '../tables/tables-command.ts';
import { canSee, terrainOf } from '../movement/terrain.ts';
import { pointToUnit, round1 } from '../movement/stands.ts';
import type { Gun } from './fire.ts';
import { counted } from '../../../engine/agreement.ts';
import { modifierWords } from './modifier-words.ts';
import { squarePlaceWords } from '../../../table-orders/place-words.ts';

const RULE = 'Forward Comrades: Artillery';

/**
 * One gun section's shells at a target: "Roll D10 per shell fired", a hit at or over the chart's number, "+1 Firing
 * at Point blank range, -1 Firing at long range", "-1 vs tanks … except at point blank range". Indirect fire has
 * no range modifier (README). Returns the hits.
 */
export function shellsAt(gun: Gun, target: UnitState, band: RangeBand | 'indirect', dice: Dice, events: GameEvent[], shooter: UnitState): { hits: number; rolled: number[] } {
  const chart = GUN_CHART[gun.size];
  const shells = chart.shells(gun.crew);
  if (shells <= 0) return { hits: 0, rolled: [] };
  const modifiers = shellModifiers(band, target);
  const rolled = dice.roll(shells, 10);
  const hits = shellsHitting(gun.size, rolled, modifiers);
  events.push({
    kind: 'shot', side: shooter.side, unitId: shooter.id, targetUnitId: target.id, hits,
    text: `${shooter.name} (${gun.label}) ${band === 'indirect' ? 'fire indirectly' : 'fire'} at ${target.name}: ${counted(shells, 'shell', 'shells')}, ${counted(hits, 'hit', 'hits')}`,
    roll: {
      table: 'artillery', column: `${chart.label}, ${band === 'indirect' ? 'indirect' : band.replace('-', ' ')}`,
      target: `${chart.hitOn}-10 on each D10${modifierWords(modifiers)}`,
      dice: rolled, each: true, modifiers: [], total: hits, result: `${counted(hits, 'hit', 'hits')}, ${counted(chart.figuresPerHit, 'figure')} a hit`, rule: RULE,
    },
  });
  return { hits, rolled };
}

/** The direct-fire band from the gun to the target, or null out of range. */
export const gunBand = (size: GunSize, distance: number): RangeBand | null =>
  rangeBand(distance, { pointBlank: GUN_CHART[size].pointBlank, close: GUN_CHART[size].close, long: GUN_CHART[size].long });

export const gunLong = (size: GunSize): number => GUN_CHART[size].long;

/**
 * Officers who could spot for indirect fire on `target`: "An officer must have a line of communications back to
 * the firing battery. One officer may only "Spot" for one battery"; a fit officer, not leading heroically, who
 * sees the target (README: "Indirect fire").
 */
export function spotters(state: FcState, gun: UnitState, target: UnitState): LeaderState[] {
  const index = terrainOf(state.scenario);
  return state.leaders.filter((l) => l.side === gun.side && leaderFit(l, state.turn) && l.status === 'active' && !l.leading && (l.spottedFor === null || l.spottedFor === gun.id)
    && target.stands.some((s) => canSee(index, leaderAt(state, l), s)));
}

/** Why this gun may not fire indirectly now, or null. */
export function indirectRefusal(state: FcState, gun: UnitState, size: GunSize, target: UnitState, defensive: boolean): string | null {
  if (!state.indirectFire) return '"The game master must allow it before the start of the game": this scenario does not';
  if (!GUN_CHART[size].indirect) return 'light guns fire no indirect fire';
  if (defensive && !troopOf(gun).interventionist) return '"Guns firing in phase 3 (defensive fire) may fire only directly (except for interventionist guns"';
  if (spotters(state, gun, target).length === 0) return `no officer of ${gun.name}'s side sees ${target.name} and is free to spot`;
  return null;
}

/**
 * "Able to fire? Roll D6": by the distance from the spotting officer to the battery, 3-6, 4-6 or 5-6, interventionist
 * guns +1. The nearest free spotter is used; he spots for this battery only, this turn.
 */
export function indirectPermission(state: FcState, gun: UnitState, target: UnitState, dice: Dice, events: GameEvent[]): boolean {
  const spotter = spotters(state, gun, target).sort((a, b) => dist(state, a, gun) - dist(state, b, gun))[0]!;
  spotter.spottedFor = gun.id;
  const d = dist(state, spotter, gun);
  const band = indirectBand(d);
  const die = dice.d(6);
  const modifiers: Modifier[] = troopOf(gun).interventionist ? [{ label: 'interventionist guns', value: INTERVENTIONIST_INDIRECT_BONUS }] : [];
  const total = die + modifiers.reduce((a, m) => a + m.value, 0);
  const able = total >= band.fireOn;
  events.push({
    kind: 'artillery-request', side: gun.side, unitId: gun.id, targetUnitId: target.id,
    text: `${spotter.name} spots for ${gun.name} at ${round1(d)}": ${able ? 'the battery may fire' : 'the message does not get through'}`,
    roll: { table: 'indirect-fire', column: band.label, target: `${band.fireOn}-6`, dice: [die], modifiers, total, result: able ? 'able to fire' : 'unable to fire', rule: `${RULE}: Indirect fire` },
  });
  return able;
}

const dist = (state: FcState, l: LeaderState, gun: UnitState): number => pointToUnit(leaderAt(state, l), gun);

/** Why the gun may not bombard the point, or null: "Light guns may not bombard"; the point within the gun's long range (README). */
export function bombardRefusal(state: FcState, gun: UnitState, size: GunSize, x: number, y: number): string | null {
  const chart = GUN_CHART[size];
  if (chart.bombard === null) return '"Light guns may not Bombard"';
  const { width, height } = state.scenario.table;
  if (x < 0 || y < 0 || x > width || y > height) return 'the bombardment must fall on the table';
  const d = Math.max(0, Math.min(...gun.stands.map((s) => hypot(s.x - x, s.y - y))));
  if (d > chart.long + 1e-9) return `${gun.name} reach ${chart.long}" and that point is ${round1(d)}" away`;
  return null;
}

/** "Place a square impact area for each gun section": the bombardment stands until the end of the turn. */
export function bombard(state: FcState, gun: UnitState, size: GunSize, x: number, y: number, events: GameEvent[]): void {
  const chart = GUN_CHART[size];
  const label = `bombardment by ${gun.name}`;
  state.bombardments.push({ gunId: gun.id, side: gun.side, x, y, size: chart.burst, modifier: chart.bombard ?? 0, label });
  events.push({ kind: 'artillery-strike', side: gun.side, unitId: gun.id, at: [{ x, y }], text: `${gun.name} bombard a ${chart.burst}" square centred in square ${squarePlaceWords(terrainOf(state.scenario), { x, y })}: units moving into it must test morale${chart.bombard ? ` at +${chart.bombard}` : ''}` });
}
