import type { GameEvent } from '../../../engine/events.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { segmentHitT } from '../../../geometry/segments.ts';
import { theName } from '../../../engine/agreement.ts';
import { type TrrState, type TrrUnit, kindOf } from '../state.ts';
import { BASE_SIZE } from '../troop-kinds.ts';
import { ruleName } from '../rule-names.ts';
import type { WireLane } from './wire-lane.ts';

/** Lanes through wire (README "Lanes through wire"): where tracks crossed, made and found. */

/** Where the straight way a→b crosses each wire line: along it (0..1), the point, and the wire's id. */
export function wireCrossings(state: TrrState, a: Vec, b: Vec): { t: number; at: Vec; wireId: string; wire: string }[] {
  const out: { t: number; at: Vec; wireId: string; wire: string }[] = [];
  for (const f of terrainIndexFor(state.scenario).along(a, b)) {
    if (f.kind !== 'line' || f.feature.type !== 'wire') continue;
    const p = f.feature.points;
    for (let i = 1; i < p.length; i++) {
      const t = segmentHitT(a.x, a.y, b.x, b.y, p[i - 1]!.x, p[i - 1]!.y, p[i]!.x, p[i]!.y);
      if (!Number.isNaN(t)) out.push({ t, at: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, wireId: f.feature.id, wire: f.feature.label ?? 'the wire' });
    }
  }
  return out.sort((x, y) => x.t - y.t);
}

/** The lane through `wireId` that holds the point where a way crosses it, if any. */
export function laneAt(state: TrrState, wireId: string, at: Vec): WireLane | undefined {
  return state.wireLanes.find((l) => l.wireId === wireId && hypot(l.at.x - at.x, l.at.y - at.y) <= l.halfWidth);
}

/** A tracked vehicle has moved from a to b: each wire it crossed outside a lane gets one where it crossed. */
export function crushLanes(state: TrrState, u: TrrUnit, a: Vec, b: Vec, events: GameEvent[]): void {
  for (const c of wireCrossings(state, a, b)) {
    if (laneAt(state, c.wireId, c.at)) continue;
    const lane: WireLane = { wireId: c.wireId, wire: c.wire, by: u.name, at: c.at, halfWidth: BASE_SIZE[kindOf(u)].width / 2 };
    state.wireLanes = [...state.wireLanes, lane];
    events.push({ kind: 'special-rule', text: `${u.name} crushes a lane through ${theName(c.wire)}: poor going for infantry there from now on (${ruleName('11 Movement')})` });
  }
}
