import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { type TrrState, type TrrUnit, centreOf, onTable } from '../state.ts';
import { coverAt } from '../movement/terrain.ts';
import { moveRefusal, rateCm } from '../movement/movement.ts';
import { wayFor } from '../options/weather-going.ts';
import { movementOf } from '../movement/movement.ts';
import { toCm, toInches } from '../scale.ts';

/** Ways tried round the unit, and steps out along each, when it looks for cover to retire to. */
const BEARINGS = 16;
const STEPS = 8;

const nearestEnemyCm = (state: TrrState, u: TrrUnit, at: Vec): number => {
  let best = Infinity;
  for (const e of state.units) {
    if (e.side === u.side || !onTable(e)) continue;
    const c = centreOf(e);
    best = Math.min(best, hypot(c.x - at.x, c.y - at.y));
  }
  return toCm(best);
};

/**
 * "retire to the nearest cleared terrain feature, and halt" (section 8; README: "Retiring"). The feature is one that
 * gives cover (a wood, scrub, a village, a building, a hedge, wall or trench) other than those the unit stands in,
 * "cleared" of the enemy (no enemy piece takes cover in it), reached within a full move without coming nearer the
 * nearest enemy; the unit makes for the nearest place where most of its bases would stand in it. Null where there is
 * none: the unit then goes a full move straight back toward its own edge.
 */
export function coverToRetireTo(state: TrrState, u: TrrUnit): { to: Vec; name: string } | null {
  const index = terrainIndexFor(state.scenario);
  const here = new Set(u.pieces.map((p) => coverAt(index, p).feature?.id).filter((id) => id !== undefined));
  const held = new Set<string>();
  for (const e of state.units) if (e.side !== u.side && onTable(e)) for (const p of e.pieces) { const f = coverAt(index, p).feature; if (f) held.add(f.id); }
  const from = centreOf(u);
  const enemyNow = nearestEnemyCm(state, u, from);
  // The way is checked as any move of the unit's would be, whatever it has done this move already (a defender thrown out).
  const { band, moved, fired } = u;
  Object.assign(u, { band: 'any', moved: false, fired: false });
  let best: { to: Vec; name: string; cm: number } | null = null;
  try {
    const full = toInches(rateCm(u, wayFor(state, movementOf(u), from, from)));
    for (let s = 1; s <= STEPS; s++) {
      const r = (full * s) / STEPS;
      for (let b = 0; b < BEARINGS; b++) {
        const a = (2 * Math.PI * b) / BEARINGS;
        const to = { x: from.x + Math.cos(a) * r, y: from.y + Math.sin(a) * r };
        const cm = toCm(r);
        if (best && cm >= best.cm) continue;
        const names = new Map<string, { name: string; n: number }>();
        for (const p of u.pieces) {
          const f = coverAt(index, { x: p.x + to.x - from.x, y: p.y + to.y - from.y }).feature;
          if (!f || here.has(f.id) || held.has(f.id)) continue;
          const k = names.get(f.id) ?? { name: f.name, n: 0 };
          k.n++;
          names.set(f.id, k);
        }
        const found = [...names.values()].find((k) => k.n * 2 > u.pieces.length);
        if (!found || nearestEnemyCm(state, u, to) < enemyNow || moveRefusal(state, u, to) !== null) continue;
        best = { to, name: found.name, cm };
      }
      if (best) break;
    }
  } finally { Object.assign(u, { band, moved, fired }); }
  return best ? { to: best.to, name: best.name } : null;
}
