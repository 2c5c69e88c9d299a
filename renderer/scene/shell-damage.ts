import { type BufferGeometry, CircleGeometry, CylinderGeometry } from 'three';
import type { DamagedTerrainView } from '../../shared/engine/ruleset.ts';
import type { Area, Building, Line } from '../../shared/scenario/schema.ts';
import { polygonCentroid } from '../../shared/geometry/polygon.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { headingVector } from '../../shared/geometry/vec.ts';
import { type TableSize, worldX, worldZ } from './coordinates.ts';
import type { HeightAt } from './mesh-data.ts';
import type { InstanceSpec } from './instancing.ts';
import { compact, mergeParts, part } from './model-kit.ts';
import { scatterInPolygon } from './scatter.ts';
import { between, seededRandom } from './seeded-random.ts';
import { TERRAIN_COLOURS } from './palette.ts';

/**
 * What shellfire did to the ground (a rule set's `damagedTerrain`, Ten Rounds Rapid's section 15): craters ringed with
 * thrown-up earth and scorch over the damaged wood, village or wire, more of them the more moves of fire it took;
 * splintered stumps among a wood's trees and rubble round a house once it is badly hit. Seeded by the feature's id, so a
 * redraw puts every crater where it was.
 */

export interface ShellDamageLayout {
  craters: InstanceSpec[];
  stumps: InstanceSpec[];
  rubble: InstanceSpec[];
  /** The damage in words at each feature, for a label on the table. */
  labels: { text: string; p: Vec }[];
}

/** Gap between craters on a damaged area, inches, by severity: a few shell holes, then many, then ground torn up. */
const AREA_SPACING = [3.4, 2.4, 1.7] as const;
/** Gap between craters along cut wire, inches, by severity. */
const WIRE_SPACING = [4, 2.8, 2] as const;
/** Enough to read as shellfire, few enough that a big wood does not cost much to draw. */
const MAX_PER_FEATURE = 60;

export function layoutShellDamage(
  damaged: readonly DamagedTerrainView[], terrain: { areas: readonly Area[]; lines: readonly Line[]; buildings: readonly Building[] }, table: TableSize, heightAt: HeightAt,
): ShellDamageLayout {
  const out: ShellDamageLayout = { craters: [], stumps: [], rubble: [], labels: [] };
  const areas = new Map(terrain.areas.map((a) => [a.id, a]));
  const lines = new Map(terrain.lines.map((l) => [l.id, l]));
  const buildings = new Map(terrain.buildings.map((b) => [b.id, b]));
  const at = (p: Vec, extra: Omit<InstanceSpec, 'x' | 'y' | 'z'>): InstanceSpec => ({ x: worldX(p.x, table), y: heightAt(p), z: worldZ(p.y, table), ...extra });
  for (const d of damaged) {
    const random = seededRandom(`shelled:${d.featureId}`);
    const crater = (p: Vec, size = 1) => {
      const r = between(random, 0.35, 0.75) * size;
      out.craters.push(at(p, { rotationY: random() * 6.28, sx: r, sy: 0.6 + 0.4 * random(), sz: r * between(random, 0.8, 1.1) }));
    };
    const area = areas.get(d.featureId), line = lines.get(d.featureId), building = buildings.get(d.featureId);
    if (area) {
      const spots = scatterInPolygon(area.polygon, { spacing: AREA_SPACING[d.severity - 1]!, seed: `shelled:${d.featureId}`, margin: 0.3, maxPoints: MAX_PER_FEATURE });
      for (const p of spots) crater(p);
      out.labels.push({ text: d.label, p: polygonCentroid(area.polygon) });
      if (area.type === 'woods' || area.type === 'dense-woods') {
        // trees broken off by the shells: a stump beside every other crater once the wood is badly hit
        if (d.severity >= 2) spots.forEach((p, i) => i % 2 === 0 && out.stumps.push(at({ x: p.x + 0.7, y: p.y + 0.3 }, { rotationY: random() * 6.28, tiltX: between(random, -0.5, 0.5), tiltZ: between(random, -0.4, 0.4), sx: 1.6, sy: between(random, 1.2, 2), sz: 1.6 })));
      } else if (d.severity >= 2) {
        for (const p of spots) if (random() < 0.5) rubbleHeap(out.rubble, { x: p.x + 0.6, y: p.y - 0.4 }, random, at);
      }
    } else if (line) {
      const holes = alongLine(line.points, WIRE_SPACING[d.severity - 1]!);
      for (const p of holes) crater(p, 0.8);
      out.labels.push({ text: d.label, p: holes[Math.floor(holes.length / 2)] ?? line.points[0]! });
    } else if (building) {
      // craters round the house, and from bad going on the house itself in ruins about its walls
      const reach = Math.max(building.width, building.depth) / 2 + 0.8;
      for (let i = 0; i < 2 + d.severity * 2; i++) {
        const h = headingVector(random() * 360), k = reach * between(random, 0.9, 1.5);
        crater({ x: building.x + h.x * k, y: building.y + h.y * k }, 0.8);
      }
      if (d.severity >= 2) for (let i = 0; i < d.severity * 3; i++) rubbleHeap(out.rubble, { x: building.x + between(random, -1, 1) * reach, y: building.y + between(random, -1, 1) * reach }, random, at);
      out.labels.push({ text: d.label, p: { x: building.x, y: building.y + reach } });
    }
  }
  return out;
}

function rubbleHeap(out: InstanceSpec[], p: Vec, random: () => number, at: (p: Vec, extra: Omit<InstanceSpec, 'x' | 'y' | 'z'>) => InstanceSpec): void {
  const s = between(random, 0.5, 0.9);
  out.push(at(p, { rotationY: random() * 6.28, sx: s, sy: s * 0.7, sz: s, colour: TERRAIN_COLOURS.stone[Math.floor(random() * 3)]! }));
}

/** Words for damaged ground: the colour of turned earth, apart from the sides' and the tools' colours. */
export const DAMAGE_WORDS_COLOUR = '#e0c9a0';

/** The damage in words by each damaged feature, in the colour of turned earth, for the terrain's names to take in. */
export function damageWords(plan: ShellDamageLayout): { text: string; p: Vec; colour: string }[] {
  return plan.labels.map((l) => ({ text: l.text, p: l.p, colour: DAMAGE_WORDS_COLOUR }));
}

/** Points every `spacing` inches along a polyline, starting half a gap in. */
export function alongLine(points: readonly Vec[], spacing: number): Vec[] {
  const out: Vec[] = [];
  let carry = spacing / 2;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!, b = points[i]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    for (let t = carry; t <= len; t += spacing) out.push({ x: a.x + ((b.x - a.x) * t) / len, y: a.y + ((b.y - a.y) * t) / len });
    carry = (carry - len) % spacing;
    if (carry < 0) carry += spacing;
  }
  return out;
}

/** Colours of a shell hole: the scorched ground round it, the earth thrown up in its lip, the dark pit. */
export const CRATER_COLOURS = { scorch: '#3d3427', lip: '#7a6040', pit: '#221c15' } as const;

/**
 * A shell hole of radius 1 (scaled per crater): a scorched disc, a low lip of thrown-up earth, the dark pit inside,
 * each a little above the last so none fights the felt for its pixels.
 */
export function craterModel(): BufferGeometry {
  const flat = (r: number): BufferGeometry => new CircleGeometry(r, 10).rotateX(-Math.PI / 2);
  return compact(mergeParts([
    part(flat(1.6), CRATER_COLOURS.scorch, { at: [0, 0.04, 0] }),
    part(new CylinderGeometry(0.95, 1.2, 0.14, 10, 1, true), CRATER_COLOURS.lip, { at: [0, 0.1, 0] }),
    part(flat(0.95), CRATER_COLOURS.pit, { at: [0, 0.12, 0] }),
  ]));
}

/** A tree snapped off by a shell: a short trunk with a splintered top. */
export function stumpModel(): BufferGeometry {
  return compact(mergeParts([
    part(new CylinderGeometry(0.07, 0.12, 0.55, 5), TERRAIN_COLOURS.treeTrunk, { at: [0, 0.27, 0] }),
    part(new CylinderGeometry(0, 0.07, 0.22, 4), '#c9b48a', { at: [0.02, 0.64, 0] }),
  ]));
}
