import type { TroopClass, UnitView } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { headingVector } from '../../shared/geometry/vec.ts';
import { type TableSize, facingToRotationY, worldX, worldZ } from './coordinates.ts';
import type { InstanceSpec } from './instancing.ts';
import type { HeightAt } from './mesh-data.ts';
import { FIGURE_KINDS, type FigureKind, MODEL_LENGTH } from './troop-models.ts';
import { SIDE_COLOURS, mixHex } from './palette.ts';
import { hashText } from './seeded-random.ts';
import { isShipType, isSupplyType } from '../../shared/engine/ship-types.ts';

/** Thickness of a base, inches. */
export const BASE_THICKNESS = 0.12;

/** How a unit is drawn, by troop class. Trains and officers have their own layers. */
export type DrawnAs =
  | { layer: 'figures'; kind: FigureKind; maxPerBase: number }
  | { layer: 'train' }
  | { layer: 'officer'; rank: 'commander' | 'commissar' | 'observer' | 'officer' };

/**
 * How a unit of this class is drawn. A tank is a Mark V unless its troop type names a light tank (a
 * Renault) or a Whippet: the rule sets say which in the type's id ("white-light-tank", "white-whippet").
 */
export function drawnAs(troopClass: TroopClass, troopType = ''): DrawnAs {
  switch (troopClass) {
    case 'infantry': return { layer: 'figures', kind: 'infantry', maxPerBase: 6 };
    case 'cavalry': return { layer: 'figures', kind: 'cavalry', maxPerBase: 3 };
    case 'mg': return { layer: 'figures', kind: 'mg', maxPerBase: 1 };
    case 'tachanka': return { layer: 'figures', kind: 'tachanka', maxPerBase: 1 };
    case 'field-gun': return { layer: 'figures', kind: 'field-gun', maxPerBase: 1 };
    case 'tank': return { layer: 'figures', kind: tankKind(troopType), maxPerBase: 1 };
    case 'armoured-car': return { layer: 'figures', kind: 'armoured-car', maxPerBase: 1 };
    case 'train-artillery':
      // An armed river steamer is a gun on water: drawn as a gunboat when its type says so ("red-gunboat").
      return isShipType(troopType) ? { layer: 'figures', kind: 'gunboat', maxPerBase: 1 } : { layer: 'train' };
    case 'train-car':
      // Supply wagons share the train wagons' class; on the table they are horse-drawn ("red-supply-wagons").
      return isSupplyType(troopType) ? { layer: 'figures', kind: 'supply-wagon', maxPerBase: 1 } : { layer: 'train' };
    case 'train-engine':
    case 'train-mg':
      return { layer: 'train' };
    case 'commander':
    case 'commissar':
    case 'observer':
    case 'officer':
      return { layer: 'officer', rank: troopClass };
  }
}

const tankKind = (troopType: string): FigureKind =>
  /light|renault|\bft\b/i.test(troopType) ? 'light-tank' : /whippet|medium/i.test(troopType) ? 'medium-tank' : 'tank';

/** Whether a unit is on the table to be drawn: routed, destroyed and withdrawn units have left it. */
export const isOnTable = (u: UnitView): boolean => u.status !== 'routed' && u.status !== 'destroyed' && u.status !== 'withdrawn';

/** Hidden and reserve units are drawn pale, as a ghost of their side's colour. */
export const isGhost = (u: UnitView): boolean => u.status === 'hidden' || u.status === 'reserve';

export function unitColour(u: UnitView): string {
  const colour = SIDE_COLOURS[u.side];
  return isGhost(u) ? mixHex(colour, '#ffffff', 0.6) : colour;
}

/** Where a unit is, for markers, officers' lines and the camera: the middle of its bases and how high it stands. */
export interface UnitAnchor {
  centre: Vec;
  /** Ground height at the centre, inches. */
  ground: number;
  /** Height of its tallest model above the ground, inches. */
  top: number;
  /** Mean facing of its bases, table degrees. */
  facing: number;
  /** Distance from the centre to the rear of the bases, inches. */
  rearReach: number;
}

export function unitAnchor(u: UnitView, heightAt: HeightAt): UnitAnchor {
  let x = 0, y = 0, fx = 0, fy = 0;
  for (const b of u.bases) {
    x += b.x; y += b.y;
    const h = headingVector(b.facing);
    fx += h.x; fy += h.y;
  }
  const n = Math.max(1, u.bases.length);
  const centre = { x: x / n, y: y / n };
  const facing = (Math.atan2(fx, fy) * 180) / Math.PI;
  const draw = drawnAs(u.troopClass, u.troopType);
  const top = draw.layer === 'figures' ? modelHeight(draw.kind) : draw.layer === 'train' ? 2.6 : 1.2;
  const f = headingVector(facing);
  let rear = 0;
  for (const b of u.bases) rear = Math.max(rear, -((b.x - centre.x) * f.x + (b.y - centre.y) * f.y) + u.baseSize.depth / 2);
  return { centre, ground: heightAt(centre), top: top + BASE_THICKNESS, facing, rearReach: rear };
}

const modelHeight = (kind: FigureKind): number =>
  ({ infantry: 1, officer: 1, cavalry: 1.5, mg: 0.9, tachanka: 1.3, 'field-gun': 1.05, tank: 1.2, 'medium-tank': 1.1, 'light-tank': 1.1, 'armoured-car': 1.27, gunboat: 1.2, 'supply-wagon': 1.3 })[kind];

/** Nominal width of each model across its front, inches, for fitting vehicles to their bases. */
const MODEL_WIDTH: Readonly<Record<FigureKind, number>> = {
  infantry: 0.35, officer: 0.35, cavalry: 0.42, mg: 0.8, tachanka: 1.2, 'field-gun': 1.2, tank: 1.88, 'medium-tank': 1.2, 'light-tank': 0.94, 'armoured-car': 0.86, gunboat: 0.64, 'supply-wagon': 1.2,
};

/**
 * How much of its base a vehicle fills: a Renault stands small beside a Mark V on a base of the same size, a
 * Whippet (6.1 m to the Mark V's 8 m) between them.
 */
const FILL: Partial<Record<FigureKind, number>> = { 'light-tank': 0.5, 'medium-tank': 0.7 };

/**
 * Offsets of the figures on a base in the base's own frame (`right`, `forward`, inches) with the scale
 * each is drawn at: foot figures in ranks across the front, horses side by side, a vehicle or gun alone
 * and scaled to fill its base.
 */
export function figureSlots(kind: FigureKind, count: number, base: { width: number; depth: number }): { right: number; forward: number; scale: number }[] {
  const n = Math.max(1, count);
  if (kind !== 'infantry' && kind !== 'cavalry' && kind !== 'officer') {
    const fit = Math.min((base.depth * 0.95) / MODEL_LENGTH[kind], (base.width * 0.95) / MODEL_WIDTH[kind]) * (FILL[kind] ?? 1);
    const scale = clamp(fit, 0.35, 3);
    return [{ right: 0, forward: 0, scale }];
  }
  const spacing = kind === 'cavalry' ? 0.5 : 0.42;
  const cols = Math.max(1, Math.min(n, Math.floor(base.width / spacing + 0.25)));
  const rows = Math.ceil(n / cols);
  const scale = kind === 'cavalry' ? clamp((base.depth * 0.95) / MODEL_LENGTH.cavalry, 0.4, 1) : clamp((base.depth * 0.9) / (rows * 0.4), 0.5, 1);
  const out: { right: number; forward: number; scale: number }[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? n - row * cols : cols;
    const col = i % cols;
    out.push({
      right: (col - (inRow - 1) / 2) * (base.width / cols),
      forward: rows === 1 ? 0 : ((rows - 1) / 2 - row) * (base.depth / rows),
      scale,
    });
  }
  return out;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export interface FigureLayer {
  specs: InstanceSpec[];
  /** The unit each instance belongs to, for picking. */
  unitIds: string[];
}

/** Anchors of every unit on the table, by id. */
export function unitAnchors(units: readonly UnitView[], heightAt: HeightAt): Map<string, UnitAnchor> {
  const out = new Map<string, UnitAnchor>();
  for (const u of units) if (isOnTable(u) && u.bases.length > 0) out.set(u.id, unitAnchor(u, heightAt));
  return out;
}

export interface UnitsLayout {
  figures: Record<FigureKind, FigureLayer>;
  /** The bases: side-coloured edges round a flocked top. */
  rims: FigureLayer;
  /** Boxes over each base as tall as its figures, for picking. */
  hulls: FigureLayer;
  /** Glowing plates under highlighted and selected units. */
  halos: InstanceSpec[];
  /** A pointer hovering over the selected unit. */
  pointer: InstanceSpec[];
  /**
   * For the far view, foot and horse figures one instance per base: each base's figures as one model,
   * keyed by `farGroupKey`. Software WebGL pays per instance, so four figures as one copy cost a quarter.
   */
  farGroups: Map<string, FigureLayer>;
  anchors: Map<string, UnitAnchor>;
}

export interface UnitsLayoutInput {
  units: readonly UnitView[];
  table: TableSize;
  heightAt: HeightAt;
  selectedUnitId?: string | null;
  highlights?: readonly { unitIds: readonly string[]; color: string }[];
}

export const SELECTED_COLOUR = '#fff4a0';

/** Every base and figure of the units drawn as figures, laid out for instancing. */
export function layoutUnits(input: UnitsLayoutInput): UnitsLayout {
  const { table, heightAt } = input;
  const figures = Object.fromEntries(FIGURE_KINDS.map((k) => [k, { specs: [], unitIds: [] }])) as unknown as Record<FigureKind, FigureLayer>;
  const out: UnitsLayout = { figures, rims: { specs: [], unitIds: [] }, hulls: { specs: [], unitIds: [] }, halos: [], pointer: [], farGroups: new Map(), anchors: new Map() };
  const haloColour = new Map<string, string>();
  for (const h of input.highlights ?? []) for (const id of h.unitIds) haloColour.set(id, h.color);
  if (input.selectedUnitId) haloColour.set(input.selectedUnitId, SELECTED_COLOUR);

  for (const u of input.units) {
    if (!isOnTable(u) || u.bases.length === 0) continue;
    const anchor = unitAnchor(u, heightAt);
    out.anchors.set(u.id, anchor);
    const draw = drawnAs(u.troopClass, u.troopType);
    const halo = haloColour.get(u.id);
    const colour = unitColour(u);
    const { width, depth } = u.baseSize;
    u.bases.forEach((b, bi) => {
      const ground = heightAt(b);
      const tilt = baseTilt(b, b.facing, width, depth, heightAt);
      const rotationY = facingToRotationY(b.facing);
      const x = worldX(b.x, table), z = worldZ(b.y, table);
      if (halo) out.halos.push({ x, y: ground - 0.02, z, rotationY, ...tilt, sx: width + 0.45, sy: 0.08, sz: depth + 0.45, colour: halo });
      if (draw.layer !== 'figures') return;
      out.rims.specs.push({ x, y: ground - 0.04, z, rotationY, ...tilt, sx: width, sy: BASE_THICKNESS + 0.04, sz: depth, colour });
      out.rims.unitIds.push(u.id);
      out.hulls.specs.push({ x, y: ground, z, rotationY, sx: width, sy: anchor.top, sz: depth });
      out.hulls.unitIds.push(u.id);
      const count = Math.min(draw.maxPerBase, b.figures);
      if (draw.kind === 'infantry' || draw.kind === 'cavalry') {
        const key = farGroupKey(draw.kind, count, u.baseSize);
        let group = out.farGroups.get(key);
        if (!group) { group = { specs: [], unitIds: [] }; out.farGroups.set(key, group); }
        group.specs.push({ x, y: ground + BASE_THICKNESS, z, rotationY, colour });
        group.unitIds.push(u.id);
      }
      const axes = { f: headingVector(b.facing), r: headingVector(b.facing + 90) };
      const seed = hashText(`${u.id}:${bi}`);
      figureSlots(draw.kind, count, u.baseSize).forEach((slot, i) => {
        // a little irregularity, as figures glued on by hand
        const jr = (((seed >>> (i * 3)) & 7) - 3.5) * 0.012, jf = (((seed >>> (i * 3 + 11)) & 7) - 3.5) * 0.012;
        const p = {
          x: b.x + axes.r.x * (slot.right + jr) + axes.f.x * (slot.forward + jf),
          y: b.y + axes.r.y * (slot.right + jr) + axes.f.y * (slot.forward + jf),
        };
        const turn = draw.kind === 'infantry' ? (((seed >>> (i * 2 + 5)) & 7) - 3.5) * 0.04 : 0;
        // figures stand on the base's top at their own spot, upright whatever the slope
        const baseTop = ground + BASE_THICKNESS + slopeOffset(b, p, tilt, b.facing);
        figures[draw.kind].specs.push({ x: worldX(p.x, table), y: baseTop, z: worldZ(p.y, table), rotationY: rotationY + turn, sx: slot.scale, sy: slot.scale, sz: slot.scale, colour });
        figures[draw.kind].unitIds.push(u.id);
      });
    });
    if (u.id === input.selectedUnitId) {
      out.pointer.push({ x: worldX(anchor.centre.x, table), y: anchor.ground + anchor.top + 1.4, z: worldZ(anchor.centre.y, table), colour: SELECTED_COLOUR });
    }
  }
  return out;
}

/** The key of a far group: the kind of figure, how many stand on the base, and the base's size. */
export function farGroupKey(kind: 'infantry' | 'cavalry', count: number, base: { width: number; depth: number }): string {
  return `${kind}:${count}:${base.width.toFixed(3)}x${base.depth.toFixed(3)}`;
}

export function parseFarGroupKey(key: string): { kind: 'infantry' | 'cavalry'; count: number; base: { width: number; depth: number } } {
  const [kind, count, size] = key.split(':');
  const [width, depth] = (size ?? '').split('x').map(Number);
  return { kind: kind === 'cavalry' ? 'cavalry' : 'infantry', count: Number(count), base: { width: width ?? 1, depth: depth ?? 1 } };
}

/** Pitch and roll that lay a base flat on the slope beneath it (radians, in the base's own frame). */
export function baseTilt(p: Vec, facing: number, width: number, depth: number, heightAt: HeightAt): { tiltX: number; tiltZ: number } {
  const f = headingVector(facing), r = headingVector(facing + 90);
  const front = heightAt({ x: p.x + (f.x * depth) / 2, y: p.y + (f.y * depth) / 2 });
  const back = heightAt({ x: p.x - (f.x * depth) / 2, y: p.y - (f.y * depth) / 2 });
  const right = heightAt({ x: p.x + (r.x * width) / 2, y: p.y + (r.y * width) / 2 });
  const left = heightAt({ x: p.x - (r.x * width) / 2, y: p.y - (r.y * width) / 2 });
  if (front === back && left === right) return { tiltX: 0, tiltZ: 0 };
  return { tiltX: Math.atan2(front - back, depth), tiltZ: Math.atan2(right - left, width) };
}

/** Height of the tilted base's top at p relative to its centre. */
function slopeOffset(centre: Vec, p: Vec, tilt: { tiltX: number; tiltZ: number }, facing: number): number {
  const f = headingVector(facing), r = headingVector(facing + 90);
  const dx = p.x - centre.x, dy = p.y - centre.y;
  return (dx * f.x + dy * f.y) * Math.tan(tilt.tiltX) + (dx * r.x + dy * r.y) * Math.tan(tilt.tiltZ);
}
