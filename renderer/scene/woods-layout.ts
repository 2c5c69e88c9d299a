import type { Area } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { boundsOf, polygonArea } from '../../shared/geometry/polygon.ts';
import { type TableSize, worldX, worldZ } from './coordinates.ts';
import type { InstanceSpec } from './instancing.ts';
import type { HeightAt } from './mesh-data.ts';
import { scatterInPolygon } from './scatter.ts';
import { seededRandom } from './seeded-random.ts';
import { TERRAIN_COLOURS } from './palette.ts';

/** Trees and bushes of the scenario's wooded areas, ready for instancing. */
export interface WoodsLayout {
  trunks: InstanceSpec[];
  roundCrowns: InstanceSpec[];
  coneCrowns: InstanceSpec[];
  bushes: InstanceSpec[];
}

interface Planting {
  /** Inches between neighbours. */
  spacing: number;
  /** Share of conifers among the trees. */
  conifers: number;
  /** Tree height range, inches. */
  height: [number, number];
  crowns: readonly string[];
  /** Bushes for every tree. */
  bushes: number;
}

/** Open woods let the bases be seen between the trunks; dense woods crowd tighter, darker and taller. */
export const PLANTING: Readonly<Record<'woods' | 'dense-woods' | 'scrub', Planting>> = {
  woods: { spacing: 2.6, conifers: 0.4, height: [3, 4.4], crowns: TERRAIN_COLOURS.treeCrowns, bushes: 0.3 },
  'dense-woods': { spacing: 1.8, conifers: 0.65, height: [3.6, 5.2], crowns: TERRAIN_COLOURS.denseCrowns, bushes: 0.5 },
  scrub: { spacing: 1.3, conifers: 0, height: [0, 0], crowns: TERRAIN_COLOURS.bush, bushes: 1 },
};

/** Trees stand this far from any base, as players lift trees out to place their troops. */
export const CLEARING_RADIUS = 1.1;

/**
 * Seeded planting of every woods, dense woods and scrub area: the same scenario always grows the same
 * trees. Trees never stand on a base (`clearings` are the bases' centres).
 */
export function layoutWoods(areas: readonly Area[], table: TableSize, heightAt: HeightAt, clearings: readonly Vec[] = []): WoodsLayout {
  const out: WoodsLayout = { trunks: [], roundCrowns: [], coneCrowns: [], bushes: [] };
  const clear = clearingTest(clearings, CLEARING_RADIUS);
  for (const area of areas) {
    if (area.type !== 'woods' && area.type !== 'dense-woods' && area.type !== 'scrub') continue;
    const plan = PLANTING[area.type];
    const random = seededRandom(`trees:${area.id}`);
    const budget = Math.ceil((polygonArea(area.polygon) / (plan.spacing * plan.spacing)) * 1.5) + 8;
    const spots = scatterInPolygon(area.polygon, { spacing: plan.spacing, seed: area.id, margin: 0.3, maxPoints: Math.min(6000, budget) });
    for (const p of spots) {
      const r1 = random(), r2 = random(), r3 = random(), r4 = random();
      if (clear(p)) continue;
      const g = heightAt(p);
      const x = worldX(p.x, table), z = worldZ(p.y, table);
      const crown = plan.crowns[Math.floor(r3 * plan.crowns.length)]!;
      if (area.type === 'scrub') {
        const s = 0.45 + r1 * 0.45;
        out.bushes.push({ x, y: g, z, rotationY: r2 * 6.28, sx: s, sy: s * (0.7 + r4 * 0.4), sz: s, colour: crown });
        continue;
      }
      const h = plan.height[0] + (plan.height[1] - plan.height[0]) * r1;
      const lean = (r4 - 0.5) * 0.12;
      out.trunks.push({ x, y: g, z, rotationY: r2 * 6.28, sx: 1, sy: h, sz: 1, tiltX: lean });
      const spec: InstanceSpec = { x, y: g, z, rotationY: r2 * 6.28, sx: h, sy: h, sz: h, tiltX: lean, colour: crown };
      (r3 < plan.conifers ? out.coneCrowns : out.roundCrowns).push(spec);
      if (r4 < plan.bushes) {
        const bp = { x: p.x + (r2 - 0.5) * plan.spacing * 0.6, y: p.y + (r1 - 0.5) * plan.spacing * 0.6 };
        if (!clear(bp)) {
          const s = 0.4 + r2 * 0.3;
          out.bushes.push({ x: worldX(bp.x, table), y: heightAt(bp), z: worldZ(bp.y, table), rotationY: r3 * 6.28, sx: s, sy: s * 0.8, sz: s, colour: TERRAIN_COLOURS.bush[Math.floor(r1 * 3)]! });
        }
      }
    }
  }
  return out;
}

/** How far a bush may stand from its tree's spot, inches (0.3 of the widest spacing, rounded up). */
const BUSH_REACH = 1;

/**
 * The clearings that can touch a tree or bush of these areas: those within reach of a wooded area's bounds.
 * The others change nothing, so the woods need not be replanted when they move.
 */
export function clearingsAmong(areas: readonly Area[], clearings: readonly Vec[]): Vec[] {
  const reach = CLEARING_RADIUS + BUSH_REACH;
  const boxes = areas.filter((a) => a.type in PLANTING).map((a) => boundsOf(a.polygon));
  return clearings.filter((p) => boxes.some((b) => p.x >= b.minX - reach && p.x <= b.maxX + reach && p.y >= b.minY - reach && p.y <= b.maxY + reach));
}

/** A fast "near any of these points" test on a coarse grid. */
export function clearingTest(points: readonly Vec[], radius: number): (p: Vec) => boolean {
  if (points.length === 0) return () => false;
  const cell = radius * 2;
  const grid = new Map<string, Vec[]>();
  for (const p of points) {
    const key = `${Math.floor(p.x / cell)},${Math.floor(p.y / cell)}`;
    const list = grid.get(key);
    if (list) list.push(p); else grid.set(key, [p]);
  }
  const r2 = radius * radius;
  return (p) => {
    const cx = Math.floor(p.x / cell), cy = Math.floor(p.y / cell);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const q of grid.get(`${cx + dx},${cy + dy}`) ?? []) {
          if ((q.x - p.x) ** 2 + (q.y - p.y) ** 2 < r2) return true;
        }
      }
    }
    return false;
  };
}

/** Reeds in marshes and stones on rough ground. */
export interface GroundCoverLayout {
  reeds: InstanceSpec[];
  stones: InstanceSpec[];
}

export function layoutGroundCover(areas: readonly Area[], table: TableSize, heightAt: HeightAt): GroundCoverLayout {
  const out: GroundCoverLayout = { reeds: [], stones: [] };
  for (const area of areas) {
    if (area.type !== 'marsh' && area.type !== 'rough') continue;
    const random = seededRandom(`cover:${area.id}`);
    const marsh = area.type === 'marsh';
    for (const p of scatterInPolygon(area.polygon, { spacing: marsh ? 1.1 : 1.4, seed: `cover:${area.id}`, margin: 0.2, maxPoints: 4000 })) {
      const r1 = random(), r2 = random(), r3 = random();
      const spec = { x: worldX(p.x, table), y: heightAt(p), z: worldZ(p.y, table), rotationY: r2 * 6.28 };
      if (marsh) {
        const s = 0.55 + r1 * 0.5;
        out.reeds.push({ ...spec, sx: s, sy: s, sz: s, tiltZ: (r3 - 0.5) * 0.3, colour: TERRAIN_COLOURS.reed });
      } else {
        const s = 0.25 + r1 * 0.45;
        out.stones.push({ ...spec, sx: s, sy: s, sz: s, colour: TERRAIN_COLOURS.stone[Math.floor(r3 * 3)]! });
      }
    }
  }
  return out;
}
