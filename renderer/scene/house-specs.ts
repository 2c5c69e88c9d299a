import { baseCorners } from '../../shared/geometry/base.ts';
import { type TableSize, facingToRotationY, worldX, worldZ } from './coordinates.ts';
import type { InstanceSpec } from './instancing.ts';
import type { HeightAt } from './mesh-data.ts';
import { TERRAIN_COLOURS } from './palette.ts';
import { hashText } from './seeded-random.ts';
import type { House } from './village-layout.ts';

/**
 * Walls and roofs of houses as instances, and an onion dome on its drum astride each church's ridge. Walls start below the lowest corner so a house on a slope shows
 * no gap; stone houses are plastered with tiled or iron roofs, wooden ones have logs under thatch or planks.
 */
export function houseSpecs(houses: readonly House[], table: TableSize, heightAt: HeightAt): { walls: InstanceSpec[]; roofs: InstanceSpec[]; domes: InstanceSpec[] } {
  const walls: InstanceSpec[] = [];
  const roofs: InstanceSpec[] = [];
  const domes: InstanceSpec[] = [];
  for (const h of houses) {
    const heights = baseCorners({ x: h.x, y: h.y, facing: h.rotation, width: h.width, depth: h.depth }).map((c) => heightAt(c));
    const low = Math.min(...heights), high = Math.max(...heights);
    const x = worldX(h.x, table), z = worldZ(h.y, table), rotationY = facingToRotationY(h.rotation);
    const sink = 0.1 + (high - low);
    const pick = hashText(`${h.x},${h.y}`) % 2 === 0;
    walls.push({ x, y: low - 0.1, z, rotationY, sx: h.width, sy: h.wallHeight + sink, sz: h.depth, colour: h.type === 'stone' ? TERRAIN_COLOURS.plaster : TERRAIN_COLOURS.woodWall });
    const roofColour = h.type === 'stone' ? (pick ? TERRAIN_COLOURS.roofRed : TERRAIN_COLOURS.roofGrey) : (pick ? TERRAIN_COLOURS.roofThatch : TERRAIN_COLOURS.roofGrey);
    const eaves = low - 0.1 + h.wallHeight + sink, roofHeight = 0.35 * h.depth + 0.35;
    roofs.push({ x, y: eaves, z, rotationY, sx: h.width, sy: roofHeight, sz: h.depth, colour: h.church ? TERRAIN_COLOURS.roofGrey : roofColour });
    if (h.church) {
      // the drum stands on the ridge, its dome as wide as half the church is deep
      const size = Math.min(h.width, h.depth) * 0.5;
      domes.push({ x, y: eaves + roofHeight * 0.8, z, rotationY, sx: size, sy: size, sz: size });
    }
  }
  return { walls, roofs, domes };
}
