import type { Vec } from '../../../geometry/vec.ts';
import type { RaState, RaUnit } from '../state.ts';
import { onTable, unitCentre } from './units.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** Where things are relative to the enemy. */

/** Centre of the nearest enemy unit the side knows of (concealed ones count only if nothing else is there). */
export function nearestEnemyCentre(s: RaState, u: RaUnit): Vec | null {
  const c = unitCentre(u);
  let best: Vec | null = null;
  let bestD = Infinity;
  let fallback: Vec | null = null;
  let fallbackD = Infinity;
  for (const e of s.units) {
    if (e.side === u.side || !onTable(e) || e.bases.length === 0) continue;
    const ec = unitCentre(e);
    const d = hypot(ec.x - c.x, ec.y - c.y);
    if (e.concealment === 'none') { if (d < bestD) { bestD = d; best = ec; } }
    else if (d < fallbackD) { fallbackD = d; fallback = ec; }
  }
  return best ?? fallback;
}

/** Unit vector pointing from `from` to the unit (away from the threat); toward the own baseline if they coincide. */
export function awayFrom(s: RaState, u: RaUnit, from: Vec): Vec {
  const c = unitCentre(u);
  const dx = c.x - from.x, dy = c.y - from.y;
  const len = hypot(dx, dy);
  if (len > 1e-6) return { x: dx / len, y: dy / len };
  return homeward(s, u);
}

/** Unit vector toward the side's own baseline. */
export function homeward(s: RaState, u: RaUnit): Vec {
  switch (s.scenario.sides[u.side].baseline) {
    case 'south': return { x: 0, y: -1 };
    case 'north': return { x: 0, y: 1 };
    case 'west': return { x: -1, y: 0 };
    case 'east': return { x: 1, y: 0 };
  }
}

/** Heading (degrees) facing away from the own baseline: where the side's troops enter facing. */
export function inwardFacing(s: RaState, u: RaUnit): number {
  switch (s.scenario.sides[u.side].baseline) {
    case 'south': return 0;
    case 'north': return 180;
    case 'west': return 90;
    case 'east': return 270;
  }
}

export function insideTable(s: RaState, p: Vec, margin = 0): boolean {
  const { width, height } = s.scenario.table;
  return p.x >= margin && p.y >= margin && p.x <= width - margin && p.y <= height - margin;
}

export function clampToTable(s: RaState, p: Vec, margin = 0.6): Vec {
  const { width, height } = s.scenario.table;
  return { x: Math.min(width - margin, Math.max(margin, p.x)), y: Math.min(height - margin, Math.max(margin, p.y)) };
}
