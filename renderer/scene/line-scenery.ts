import type { Line } from '../../shared/scenario/schema.ts';
import { lineWidth } from '../../shared/geometry/terrain-shapes.ts';
import { type TableSize, worldX, worldZ } from './coordinates.ts';
import type { InstanceSpec } from './instancing.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { distanceToPolyline } from '../../shared/geometry/segments.ts';
import { type HeightAt, MeshData, type ProfilePoint, appendProfile, appendRibbon, appendWall, offsetPolyline, resamplePolyline } from './mesh-data.ts';
import { linearRgb } from './model-kit.ts';
import { LINE_STYLE, TERRAIN_COLOURS } from './palette.ts';
import { stationsAlong } from './scatter.ts';
import { seededRandom } from './seeded-random.ts';

/** Everything drawn along the scenario's lines except the railway, merged by material. */
export interface LineScenery {
  /** Flat ribbons on the felt: roads, tracks, water, trench floors. */
  ribbons: MeshData;
  /** Upright bands: walls, hedge cores, trench parapets. */
  bands: MeshData;
  hedgeBushes: InstanceSpec[];
  wirePosts: InstanceSpec[];
  /** Pairs of world points for the wire strands. */
  wireStrands: number[];
}

export function buildLineScenery(lines: readonly Line[], table: TableSize, heightAt: HeightAt): LineScenery {
  const out: LineScenery = { ribbons: new MeshData(), bands: new MeshData(), hedgeBushes: [], wirePosts: [], wireStrands: [] };
  // Draw order inside one mesh does not matter: lifts keep water above roads and roads above the felt.
  for (const line of lines) {
    const width = lineWidth(line);
    switch (line.type) {
      case 'road':
      case 'track':
      case 'stream-small':
      case 'stream-big':
      case 'river': {
        const style = LINE_STYLE[line.type]!;
        appendRibbon(out.ribbons, line.points, { width, heightAt, table, lift: style.lift, step: 0.75, rgb: linearRgb(style.colour) });
        if (line.type !== 'road' && line.type !== 'track') appendBanks(out.ribbons, line, lines, table, heightAt);
        break;
      }
      case 'trench': {
        const style = LINE_STYLE.trench!;
        appendRibbon(out.ribbons, line.points, { width, heightAt, table, lift: style.lift, step: 0.75, rgb: linearRgb(style.colour) });
        for (const side of [1, -1]) {
          appendWall(out.bands, offsetPolyline(line.points, side * (width / 2 + 0.18)), {
            thickness: 0.36, height: side > 0 ? 0.32 : 0.22, heightAt, table, step: 1, rgb: linearRgb('#7a6040'), topRgb: linearRgb('#8c7a4e'),
          });
        }
        break;
      }
      case 'wall':
        appendWall(out.bands, line.points, {
          thickness: Math.min(width, 0.4), height: 0.55, heightAt, table, step: 1, rgb: linearRgb(TERRAIN_COLOURS.stoneWall), topRgb: linearRgb('#b5afa2'),
        });
        break;
      case 'hedge': {
        appendWall(out.bands, line.points, {
          thickness: Math.min(width, 0.4), height: 0.45, heightAt, table, step: 1, rgb: linearRgb('#3f5a26'), topRgb: linearRgb('#4c6a2e'),
        });
        const random = seededRandom(`hedge:${line.id}`);
        for (const s of stationsAlong(line.points, 0.42)) {
          const size = 0.5 + random() * 0.22;
          out.hedgeBushes.push({
            x: worldX(s.p.x, table), y: heightAt(s.p) - 0.05, z: worldZ(s.p.y, table), rotationY: random() * 6.28,
            sx: size, sy: size * 1.1, sz: size, colour: TERRAIN_COLOURS.bush[Math.floor(random() * 3)]!,
          });
        }
        break;
      }
      case 'wire': {
        const posts = stationsAlong(resamplePolyline(line.points, 1), 1.1, 0);
        for (const s of posts) out.wirePosts.push({ x: worldX(s.p.x, table), y: heightAt(s.p), z: worldZ(s.p.y, table), rotationY: 0 });
        for (let i = 1; i < posts.length; i++) {
          const a = posts[i - 1]!.p, b = posts[i]!.p;
          for (const h of [0.22, 0.42, 0.62]) {
            out.wireStrands.push(worldX(a.x, table), heightAt(a) + h, worldZ(a.y, table), worldX(b.x, table), heightAt(b) + h, worldZ(b.y, table));
          }
          // the diagonal strands that make it read as entanglement rather than a fence
          out.wireStrands.push(worldX(a.x, table), heightAt(a) + 0.62, worldZ(a.y, table), worldX(b.x, table), heightAt(b) + 0.22, worldZ(b.y, table));
        }
        break;
      }
      case 'railway':
        break;
    }
  }
  return out;
}

/** How high a river's or stream's banks rise above the felt, inches: the water lies below their crest. */
export const BANK_TOP = { 'stream-small': 0.08, 'stream-big': 0.1, river: 0.12 } as const;

/** How wide each bank is, from the water's edge to its foot on the felt, inches. */
export const bankWidth = (waterWidth: number): number => Math.min(1.2, Math.max(0.45, 0.3 * waterWidth + 0.3));

const BANK_PAINT = { foot: linearRgb('#5f6a38'), crest: linearRgb(TERRAIN_COLOURS.bank), lip: linearRgb('#574832'), bed: linearRgb('#3f3626') };

/**
 * Earthen banks along both sides of a stream or river: from the felt up to a crest, down a muddy lip into the water,
 * and on under the water's edge so no felt shows between. Broken where a road, track, railway or other water crosses,
 * so a ford's road and a tributary's mouth stay open.
 */
function appendBanks(mesh: MeshData, water: Line, lines: readonly Line[], table: TableSize, heightAt: HeightAt): void {
  const type = water.type as keyof typeof BANK_TOP;
  const half = lineWidth(water) / 2, bank = bankWidth(lineWidth(water)), top = BANK_TOP[type];
  const under = Math.min(0.25, half * 0.4);
  const left: ProfilePoint[] = [
    { offset: half + bank, height: -0.03, rgb: BANK_PAINT.foot },
    { offset: half + bank * 0.4, height: top, rgb: BANK_PAINT.crest },
    { offset: half, height: top * 0.5, rgb: BANK_PAINT.lip },
    { offset: half - under, height: -0.01, rgb: BANK_PAINT.bed },
  ];
  const right = left.map((q) => ({ ...q, offset: -q.offset })).reverse();
  const crossings = lines.filter((l) => l !== water && l.id !== water.id && CROSSING_TYPES.has(l.type));
  const random = seededRandom(`banks:${water.id}`);
  const mud = (_station: number, _index: number, rgb: readonly [number, number, number]) => {
    const k = 0.88 + random() * 0.24;
    return [rgb[0] * k, rgb[1] * k, rgb[2] * k] as const;
  };
  for (const run of openRuns(resamplePolyline(water.points, 0.5), crossings, half + bank)) {
    for (const profile of [left, right]) appendProfile(mesh, run, { heightAt, table, profile, step: 0.5, paint: mud });
  }
}

const CROSSING_TYPES: ReadonlySet<Line['type']> = new Set(['road', 'track', 'railway', 'stream-small', 'stream-big', 'river']);

/** The stretches of a polyline farther than their own `reach` plus a crossing line's half width from every crossing line. */
function openRuns(points: readonly Vec[], crossings: readonly Line[], reach: number): Vec[][] {
  const runs: Vec[][] = [];
  let run: Vec[] = [];
  for (const p of points) {
    const blocked = crossings.some((l) => distanceToPolyline(p, l.points) < lineWidth(l) / 2 + reach);
    if (blocked) {
      if (run.length > 1) runs.push(run);
      run = [];
    } else run.push(p);
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

/** The railway: a ballast bank, instanced sleepers and two rails. */
export interface RailwayScenery {
  bank: MeshData;
  rails: MeshData;
  sleepers: InstanceSpec[];
}

/** Height of the ballast bank and of the rail tops above the ground, inches. */
export const BALLAST_HEIGHT = 0.16;
export const RAIL_TOP = BALLAST_HEIGHT + 0.08 + 0.09;

/**
 * The ballast bed's cross-section for a railway `k` inches wide: sloping shoulders from a toe sunk in the felt up to a
 * level top wider than the sleepers, with stations across the top so the gravel's mottling shows.
 */
export function ballastProfile(k: number): ProfilePoint[] {
  const toe = linearRgb('#77726a'), top = linearRgb(TERRAIN_COLOURS.ballast);
  const across = [0.9, 0.45, 0, -0.45, -0.9].map((f) => ({ offset: f * k, height: BALLAST_HEIGHT, rgb: top }));
  return [{ offset: k + 0.35, height: -0.06, rgb: toe }, ...across, { offset: -(k + 0.35), height: -0.06, rgb: toe }];
}

export function buildRailway(lines: readonly Line[], table: TableSize, heightAt: HeightAt): RailwayScenery {
  const out: RailwayScenery = { bank: new MeshData(), rails: new MeshData(), sleepers: [] };
  for (const line of lines) {
    if (line.type !== 'railway') continue;
    const k = lineWidth(line);
    const onBank: HeightAt = (p) => heightAt(p) + BALLAST_HEIGHT;
    const random = seededRandom(`ballast:${line.id}`);
    const gravel = (_station: number, _index: number, rgb: readonly [number, number, number]) => {
      const k = 0.8 + random() * 0.4;
      return [rgb[0] * k, rgb[1] * k, rgb[2] * k] as const;
    };
    appendProfile(out.bank, line.points, { heightAt, table, profile: ballastProfile(k), step: 0.4, level: true, paint: gravel });
    for (const s of stationsAlong(line.points, 0.55)) {
      out.sleepers.push({ x: worldX(s.p.x, table), y: heightAt(s.p) + BALLAST_HEIGHT, z: worldZ(s.p.y, table), rotationY: (-s.heading * Math.PI) / 180, sx: 1.55 * k, sy: 1, sz: 1 });
    }
    for (const side of [1, -1]) {
      appendWall(out.rails, offsetPolyline(line.points, side * 0.45 * k), {
        thickness: 0.08, height: 0.17, heightAt: onBank, table, step: 0.75, sink: 0, rgb: linearRgb(TERRAIN_COLOURS.rail), topRgb: linearRgb('#9a9ea2'),
      });
    }
  }
  return out;
}
