import type { Line, Scenario } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { headingVector } from '../../shared/geometry/vec.ts';
import { type TableSize, facingToRotationY, worldX, worldZ } from './coordinates.ts';
import type { InstanceSpec } from './instancing.ts';
import { type HeightAt, MeshData, appendRibbon, circlePoints } from './mesh-data.ts';
import { dashPolyline } from './overlays.ts';
import { linearRgb } from './model-kit.ts';
import { OKABE_ITO, TERRAIN_COLOURS } from './palette.ts';
import { placePointFeatures } from './feature-layout.ts';
import { houseSpecs } from './house-specs.ts';
import { nearestRoad } from './village-layout.ts';
import { seededRandom } from './seeded-random.ts';
import { offTableTrainCars, trainCentre } from './off-table-train.ts';

export const OBJECTIVE_COLOUR = OKABE_ITO.orange;

/** Bridges, fords, objectives, stations and entry points, as flat paint, boxes, houses and labels. */
export interface FeatureScenery {
  flat: MeshData;
  /** Unit boxes standing on y = 0, scaled and tinted per instance. */
  boxes: InstanceSpec[];
  stones: InstanceSpec[];
  walls: InstanceSpec[];
  roofs: InstanceSpec[];
  labels: { text: string; p: Vec; height: number; colour: string }[];
}

export function buildFeatureScenery(scenario: Pick<Scenario, 'table' | 'terrain' | 'victory'>, table: TableSize, heightAt: HeightAt): FeatureScenery {
  const out: FeatureScenery = { flat: new MeshData(), boxes: [], stones: [], walls: [], roofs: [], labels: [] };
  const rails = scenario.terrain.filter((f): f is Line => f.kind === 'line' && f.type === 'railway');
  const box = (p: Vec, y: number, heading: number, sx: number, sy: number, sz: number, colour: string) =>
    out.boxes.push({ x: worldX(p.x, table), y, z: worldZ(p.y, table), rotationY: facingToRotationY(heading), sx, sy, sz, colour });
  const flag = (p: Vec, text: string) => {
    const g = heightAt(p);
    box(p, g, 0, 0.1, 3.2, 0.1, '#3a2c1e');
    box({ x: p.x + 0.6, y: p.y }, g + 2.35, 0, 1.1, 0.75, 0.06, OBJECTIVE_COLOUR);
    out.labels.push({ text, p, height: g + 3.3, colour: '#ffe9b0' });
  };

  // Areas a side must clear or hold: a dashed ring in the objective colour and a flag with the area's name.
  const goals = new Set(scenario.victory.flatMap((v) => (v.type === 'clear-area' || v.type === 'hold-area' ? [v.areaId] : [])));
  for (const f of scenario.terrain) {
    if (f.kind !== 'area' || !goals.has(f.id)) continue;
    for (const dash of dashPolyline([...f.polygon, f.polygon[0]!], 1.2, 0.7)) {
      appendRibbon(out.flat, dash, { width: 0.18, heightAt, table, lift: 0.09, step: 0.5, rgb: linearRgb(OBJECTIVE_COLOUR) });
    }
    // the flag stands at the area's north-west corner, clear of the houses inside it
    const corner = f.polygon.reduce((a, b) => (b.y - b.x > a.y - a.x ? b : a));
    flag(corner, f.label ? `Objective: ${f.label}` : 'Objective');
  }

  for (const placed of placePointFeatures(scenario)) {
    const f = placed.feature;
    const p = { x: f.x, y: f.y };
    const dir = headingVector(placed.heading);
    const along = (d: number): Vec => ({ x: p.x + dir.x * d, y: p.y + dir.y * d });
    switch (f.type) {
      case 'bridge': {
        const length = placed.span + 2.6;
        const width = Math.min(4, Math.max(1.7, placed.radius * 1.25));
        const deck = Math.max(heightAt(along(-length / 2)), heightAt(along(length / 2)), heightAt(p)) + 0.25;
        const stone = placed.span >= 2;
        const colour = stone ? TERRAIN_COLOURS.stoneWall : '#7a5634';
        box(p, deck - 0.22, placed.heading, width, 0.22, length, colour);
        const right = headingVector(placed.heading + 90);
        for (const s of [-1, 1]) {
          const q = { x: p.x + right.x * s * (width / 2 - 0.08), y: p.y + right.y * s * (width / 2 - 0.08) };
          box(q, deck, placed.heading, 0.16, 0.32, length, stone ? '#aaa394' : '#5e4128');
        }
        // piers at the banks, down into the water
        for (const d of [-placed.span / 2 - 0.2, placed.span / 2 + 0.2]) box(along(d), heightAt(along(d)) - 0.3, placed.heading, width * 0.9, deck - heightAt(along(d)) + 0.1, 0.4, colour);
        break;
      }
      case 'ford': {
        const half = placed.span / 2 + 0.8;
        appendRibbon(out.flat, [along(-half), along(half)], { width: placed.radius * 1.3, heightAt, table, lift: 0.07, step: 0.5, rgb: linearRgb('#b8a47a') });
        const random = seededRandom(`ford:${f.id}`);
        for (let i = 0; i < 14; i++) {
          const q = along((random() - 0.5) * half * 2);
          const side = headingVector(placed.heading + 90), off = (random() - 0.5) * placed.radius * 1.2;
          const s = 0.18 + random() * 0.2;
          out.stones.push({ x: worldX(q.x + side.x * off, table), y: heightAt(q) + 0.05, z: worldZ(q.y + side.y * off, table), rotationY: random() * 6, sx: s, sy: s, sz: s, colour: TERRAIN_COLOURS.stone[i % 3]! });
        }
        break;
      }
      case 'objective':
        appendRibbon(out.flat, circlePoints(p, placed.radius), { width: 0.12, heightAt, table, lift: 0.08, closed: true, step: 0.5, rgb: linearRgb(OBJECTIVE_COLOUR) });
        flag(p, f.label ?? 'Objective');
        break;
      case 'train': {
        // an armoured train firing from off the table: Train.svelte draws its cars; here only its name
        const centre = trainCentre(offTableTrainCars([f], rails, [], table, heightAt), f.id) ?? p;
        if (f.label) out.labels.push({ text: f.label, p: centre, height: heightAt(centre) + 3.4, colour: '#ffffff' });
        break;
      }
      case 'station': {
        const rail = nearestRoad(p, rails);
        const heading = placed.heading;
        const side = headingVector(heading + 90);
        // the platform on the side of the track where the author put the station
        const onTrack = rail && rail.distance < placed.radius + 4 ? projectOnLine(p, rail.line) : p;
        const preferred = (p.x - onTrack.x) * side.x + (p.y - onTrack.y) * side.y >= 0 ? 1 : -1;
        const atSide = (sign: number, d: number): Vec => ({ x: onTrack.x + side.x * sign * d, y: onTrack.y + side.y * sign * d });
        // ...unless that would put the building off the table: then across the track, or not at all
        const sign = [preferred, -preferred].find((s) => onTable(atSide(s, 5.2), table));
        if (sign === undefined) break;
        const at = (d: number) => atSide(sign, d);
        const platform = at(1.9);
        box(platform, heightAt(platform) - 0.1, heading, 1.4, 0.45, Math.max(5, placed.radius * 2.2), '#9b958a');
        const house = at(3.9);
        const built = houseSpecs([{ ...house, width: 4.2, depth: 2.2, rotation: heading + 90, wallHeight: 1.8, type: 'stone', authored: true }], table, heightAt);
        out.walls.push(...built.walls);
        out.roofs.push(...built.roofs);
        if (f.label) out.labels.push({ text: f.label, p: house, height: heightAt(house) + 3.4, colour: '#ffffff' });
        break;
      }
      case 'entry': {
        const tail = along(-1.2), neck = along(0.4), tip = along(1.4);
        const rgb = linearRgb('#f2efe6');
        appendRibbon(out.flat, [tail, neck], { width: 0.35, heightAt, table, lift: 0.08, step: 0.5, rgb });
        const right = headingVector(placed.heading + 90);
        const v = (q: Vec) => out.flat.vertex(worldX(q.x, table), heightAt(q) + 0.08, worldZ(q.y, table), 0, 0, rgb);
        out.flat.triangle(v({ x: neck.x - right.x * 0.6, y: neck.y - right.y * 0.6 }), v({ x: neck.x + right.x * 0.6, y: neck.y + right.y * 0.6 }), v(tip));
        if (f.label) out.labels.push({ text: f.label, p, height: heightAt(p) + 0.6, colour: '#ffffff' });
        break;
      }
    }
  }
  return out;
}

const onTable = (p: Vec, table: TableSize) => p.x >= 0 && p.y >= 0 && p.x <= table.width && p.y <= table.height;

function projectOnLine(p: Vec, line: Line): Vec {
  let best = p, bestD = Infinity;
  for (let i = 1; i < line.points.length; i++) {
    const a = line.points[i - 1]!, b = line.points[i]!;
    const vx = b.x - a.x, vy = b.y - a.y, len2 = vx * vx + vy * vy || 1;
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * vx + (p.y - a.y) * vy) / len2));
    const q = { x: a.x + vx * t, y: a.y + vy * t };
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d < bestD) { bestD = d; best = q; }
  }
  return best;
}
