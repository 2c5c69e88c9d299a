import type { Vec } from '../../../geometry/vec.ts';
import type { IndexedFeature } from '../../../geometry/terrain-shapes.ts';
import type { RaState, RaUnit } from '../state.ts';
import { BASE_SIZES } from '../troops/troop-card.ts';
import { onTable } from '../troops/units.ts';
import { indexOf } from '../terrain/visibility.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * "Buildings": "plenty of troops can fit into the area and claim hard cover – but only as many can fire out as
 * can occupy the frontage." The text gives no measure, so (README "Building frontage") the frontage is the
 * building's width as the target sees it – its outline measured across the line of fire – and one base fires
 * for every 30 mm base width of it (at least one). Friends who fired out of the same building earlier in the
 * turn have used their share of it.
 */

/** A building or built-up area that still stands at the point. */
export function builtFeatureAt(s: RaState, p: Vec): IndexedFeature | null {
  for (const f of indexOf(s).at(p)) {
    if (s.buildings[f.id]?.destroyed) continue;
    if (f.kind === 'building' || (f.kind === 'area' && f.feature.type === 'built-up')) return f;
  }
  return null;
}

/** Bases that can line the side of the feature facing `toward`: its width across the line of fire over a base width. */
export function frontageBases(f: IndexedFeature, toward: Vec): number {
  if (f.kind !== 'building' && f.kind !== 'area') return Infinity;
  const cx = (f.bounds.minX + f.bounds.maxX) / 2, cy = (f.bounds.minY + f.bounds.maxY) / 2;
  const len = hypot(toward.x - cx, toward.y - cy);
  const px = len > 1e-9 ? -(toward.y - cy) / len : 1, py = len > 1e-9 ? (toward.x - cx) / len : 0;
  let lo = Infinity, hi = -Infinity;
  for (let i = 0; i + 1 < f.outline.length; i += 2) {
    const d = f.outline[i]! * px + f.outline[i + 1]! * py;
    lo = Math.min(lo, d);
    hi = Math.max(hi, d);
  }
  return Math.max(1, Math.floor((hi - lo) / BASE_SIZES.foot.width + 1e-9));
}

/** Bases of other friendly units inside the feature that have already fired out of it this turn. */
function frontageUsed(s: RaState, u: RaUnit, featureId: string, cap: number): number {
  let used = 0;
  for (const f of s.units) {
    if (f.side !== u.side || f.id === u.id || !onTable(f) || !f.firedThisTurn) continue;
    const inside = f.bases.filter((b) => builtFeatureAt(s, b)?.id === featureId).length;
    used += Math.min(inside, cap);
  }
  return used;
}

export interface FrontageLimit { featureId: string; label: string; bases: number }

/**
 * Keeps, of the bases able to fire, only as many inside each building as its frontage allows (those nearest the
 * target first); bases outside buildings are untouched.
 */
export function capByFrontage(s: RaState, u: RaUnit, target: Vec, from: readonly Vec[]): { from: Vec[]; limits: FrontageLimit[] } {
  const groups = new Map<string, { f: IndexedFeature; bases: Vec[] }>();
  const kept: Vec[] = [];
  for (const b of from) {
    const f = builtFeatureAt(s, b);
    if (!f) { kept.push(b); continue; }
    const g = groups.get(f.id) ?? { f, bases: [] };
    g.bases.push(b);
    groups.set(f.id, g);
  }
  const limits: FrontageLimit[] = [];
  for (const [id, g] of groups) {
    const cap = frontageBases(g.f, target);
    const room = Math.max(0, cap - frontageUsed(s, u, id, cap));
    const near = [...g.bases].sort((a, b) => hypot(a.x - target.x, a.y - target.y) - hypot(b.x - target.x, b.y - target.y));
    kept.push(...near.slice(0, room));
    if (g.bases.length > room) {
      const label = 'label' in g.f.feature && g.f.feature.label ? g.f.feature.label : id;
      limits.push({ featureId: id, label, bases: room });
    }
  }
  return { from: kept, limits };
}
