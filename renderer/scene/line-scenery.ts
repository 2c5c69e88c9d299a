import type { Line } from '../../shared/scenario/schema.ts';
import { lineWidth } from '../../shared/geometry/terrain-shapes.ts';
import { type TableSize, worldX, worldZ } from './coordinates.ts';
import type { InstanceSpec } from './instancing.ts';
import { type HeightAt, MeshData, appendRibbon, appendWall, offsetPolyline, resamplePolyline } from './mesh-data.ts';
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

/** The railway: a ballast bank, instanced sleepers and two rails. */
export interface RailwayScenery {
  bank: MeshData;
  rails: MeshData;
  sleepers: InstanceSpec[];
}

/** Height of the ballast bank and of the rail tops above the ground, inches. */
export const BALLAST_HEIGHT = 0.16;
export const RAIL_TOP = BALLAST_HEIGHT + 0.08 + 0.09;

export function buildRailway(lines: readonly Line[], table: TableSize, heightAt: HeightAt): RailwayScenery {
  const out: RailwayScenery = { bank: new MeshData(), rails: new MeshData(), sleepers: [] };
  for (const line of lines) {
    if (line.type !== 'railway') continue;
    const k = lineWidth(line);
    const onBank: HeightAt = (p) => heightAt(p) + BALLAST_HEIGHT;
    appendWall(out.bank, line.points, { thickness: 2 * k, height: BALLAST_HEIGHT, heightAt, table, step: 0.75, sink: 0.1, rgb: linearRgb('#77726a'), topRgb: linearRgb(TERRAIN_COLOURS.ballast) });
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
