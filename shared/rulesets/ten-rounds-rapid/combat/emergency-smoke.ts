import type { GameEvent } from '../../../engine/events.ts';
import { dot, headingVector } from '../../../geometry/vec.ts';
import { type TrrState, type TrrUnit, centreOf, troopOf } from '../state.ts';
import { BASE_SIZE, isBlue } from '../troop-kinds.ts';
import { toCm, toInches } from '../scale.ts';
import { ruleName } from '../rule-names.ts';

/**
 * Section 16 "Emergency Smoke. This represents smoke grenades carried by the infantry. It produces a screen sufficient
 * to cover the firing group, 1 cm in front of it. It lasts one move. It may only be used once in a game." and "Smoke
 * may only be used by Blue Armies". The screen is a smoke cloud as artillery lays (combat/smoke-and-gas.ts): as wide
 * as the company's line and a base to spare, 2 cm deep, its near side 1 cm ahead of the company's front.
 */
export const EMERGENCY_SMOKE_RULE = ruleName('16 Smoke');
export const SCREEN_GAP_CM = 1;
export const SCREEN_DEPTH_CM = 2;

export function emergencySmokeRefusal(state: TrrState, u: TrrUnit): string | null {
  const t = troopOf(u);
  if (!isBlue(t.army)) return 'smoke is for Blue armies only';
  if (t.kind !== 'rifles' || t.sniper) return 'emergency smoke is the infantry companies\' smoke grenades';
  if (u.smokeUsed) return `${u.name} have used their smoke grenades: "only once in a game"`;
  if (u.status !== 'ready' && u.status !== 'halted') return `${u.name} may not throw smoke now`;
  if (u.band === null || u.band === 'rout' || state.activeUnit !== u.id) return `${u.name} throw smoke in their activation`;
  return null;
}

/** The screen's rectangle ahead of the company: centre (inches), heading (its facing), along and across in cm. */
export function screenAhead(u: TrrUnit): { centre: { x: number; y: number }; heading: number; alongCm: number; acrossCm: number } {
  const heading = u.pieces[0]!.facing;
  const ahead = headingVector(heading), across = headingVector(heading + 90);
  const c = centreOf(u);
  let front = -Infinity, left = Infinity, right = -Infinity;
  for (const p of u.pieces) {
    const d = { x: p.x - c.x, y: p.y - c.y };
    front = Math.max(front, dot(d, ahead));
    const s = dot(d, across);
    left = Math.min(left, s); right = Math.max(right, s);
  }
  const base = BASE_SIZE[troopOf(u).kind];
  const alongIn = front + base.depth / 2 + toInches(SCREEN_GAP_CM + SCREEN_DEPTH_CM / 2);
  const mid = (left + right) / 2;
  return {
    centre: { x: c.x + ahead.x * alongIn + across.x * mid, y: c.y + ahead.y * alongIn + across.y * mid },
    heading, alongCm: SCREEN_DEPTH_CM, acrossCm: Math.round(toCm(right - left + base.width) * 10) / 10,
  };
}

/** Lays the screen for the rest of this move ("It lasts one move"); it lifts as the next begins. */
export function emergencySmoke(state: TrrState, u: TrrUnit, events: GameEvent[]): void {
  const s = screenAhead(u);
  u.smokeUsed = true;
  state.artillery.clouds.push({ kind: 'smoke', side: u.side, centre: s.centre, heading: s.heading, alongCm: s.alongCm, acrossCm: s.acrossCm, until: state.turn, calibreMm: 0, label: `${u.name}'s smoke grenades` });
  events.push({ kind: 'artillery-strike', side: u.side, unitId: u.id, at: [s.centre], text: `${u.name} throw smoke grenades: a screen ${s.acrossCm} by ${s.alongCm} cm, ${SCREEN_GAP_CM} cm in front of them, until the end of move ${state.turn} (${EMERGENCY_SMOKE_RULE}, once a game)` });
}
