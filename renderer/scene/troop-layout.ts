import type { TroopClass, UnitView } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { headingVector } from '../../shared/geometry/vec.ts';
import { type TableSize, facingToRotationY, worldX, worldZ } from './coordinates.ts';
import type { InstanceSpec } from './instancing.ts';
import type { HeightAt } from './mesh-data.ts';
import { FIGURE_KINDS, type FigureKind } from './troop-models.ts';
import { BASE_THICKNESS, farGroupKey, figureGrowth, figureSlots, modelHeight } from './figure-slots.ts';
import { type Dress, dressFor } from './troop-dress.ts';
import { bedPlace, rideOf, ridingView, towedView } from './passenger-layout.ts';
import { SIDE_COLOURS, mixHex } from './palette.ts';
import { hashText } from './seeded-random.ts';
import { isShipType, isSupplyType } from '../../shared/engine/ship-types.ts';

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
    case 'tachanka': return { layer: 'figures', kind: softTransportKind(troopType) ?? 'tachanka', maxPerBase: 1 };
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

/**
 * Soft transport shares the tachanka's class (Ten Rounds Rapid's lorries and horse wagons): a lorry or a horse wagon by
 * its type's id ("white-lorries", "red-wagons", "green-carts"), or null for a tachanka proper.
 */
export const softTransportKind = (troopType: string): 'lorry' | 'wagon' | null =>
  /lorr(y|ies)|truck/i.test(troopType) ? 'lorry' : /wagon|cart/i.test(troopType) ? 'wagon' : null;

const tankKind = (troopType: string): FigureKind =>
  /light|renault|\bft\b/i.test(troopType) ? 'light-tank' : /whippet|medium/i.test(troopType) ? 'medium-tank' : 'tank';

/** Whether a unit is on the table to be drawn: routed, destroyed and withdrawn units have left it. */
export const isOnTable = (u: UnitView): boolean => u.status !== 'routed' && u.status !== 'destroyed' && u.status !== 'withdrawn';

/** Hidden and reserve units, and enemy units last seen (fog of war), are drawn pale, as a ghost of their side's colour. */
export const isGhost = (u: UnitView): boolean => u.status === 'hidden' || u.status === 'reserve' || u.lastSeen !== undefined;

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

export function unitAnchor(u: UnitView, heightAt: HeightAt, figureScale = 1): UnitAnchor {
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
  const top = draw.layer === 'figures' ? modelHeight(draw.kind) * figureGrowth(draw.kind, u.baseSize, figureScale) : draw.layer === 'train' ? 2.6 : 1.2;
  const f = headingVector(facing);
  let rear = 0;
  for (const b of u.bases) rear = Math.max(rear, -((b.x - centre.x) * f.x + (b.y - centre.y) * f.y) + u.baseSize.depth / 2);
  return { centre, ground: heightAt(centre), top: top + BASE_THICKNESS, facing, rearReach: rear };
}


export interface FigureLayer {
  specs: InstanceSpec[];
  /** The unit each instance belongs to, for picking. */
  unitIds: string[];
}

/** A layer of figures: with what each instance's men wear (troop-dress.ts), for the kinds drawn in their army's dress. */
export interface FigureDressLayer extends FigureLayer {
  dresses: Dress[];
}

/** Anchors of every unit on the table, by id (a passenger's in its transport's bed), its figures at `figureScale`. */
export function unitAnchors(units: readonly UnitView[], heightAt: HeightAt, figureScale = 1): Map<string, UnitAnchor> {
  const out = new Map<string, UnitAnchor>();
  const byId = new Map(units.map((u) => [u.id, u]));
  for (const u of units) if (isOnTable(u) && u.bases.length > 0) out.set(u.id, drawnUnit(u, byId, heightAt, figureScale).anchor);
  return out;
}

/**
 * A unit as it is drawn: itself, a passenger standing in its transport's bed (passenger-layout.ts), `lift` above the
 * transport's base, with its anchor up there, or a towed gun hitched behind the transport; `rim` false for both, which
 * have no base of their own.
 */
export function drawnUnit(u: UnitView, byId: ReadonlyMap<string, UnitView>, heightAt: HeightAt, figureScale = 1): { view: UnitView; lift: number; rim: boolean; anchor: UnitAnchor } {
  const ride = rideOf(u, byId);
  if (!ride) return { view: u, lift: 0, rim: true, anchor: unitAnchor(u, heightAt, figureScale) };
  if (u.towed) {
    const view = towedView(u, ride);
    return { view, lift: 0, rim: false, anchor: unitAnchor(view, heightAt) };
  }
  const draw = drawnAs(ride.troopClass, ride.troopType);
  const kind = draw.layer === 'figures' ? draw.kind : 'infantry';
  const scale = draw.layer === 'figures' ? figureSlots(kind, 1, ride.baseSize)[0]!.scale : 1;
  const { view, lift } = ridingView(u, bedPlace(ride, kind, scale, modelHeight(kind)));
  const anchor = unitAnchor(view, heightAt);
  return { view, lift, rim: false, anchor: { ...anchor, top: anchor.top + lift } };
}

export interface UnitsLayout {
  figures: Record<FigureKind, FigureDressLayer>;
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
   * keyed by `farGroupKey` (kind, count, base, dress and figure scale). Software WebGL pays per instance, so four figures as one copy cost a quarter.
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
  /** Men and horses drawn this many times true scale on their bases (the settings' figure scale); 1 when left out. */
  figureScale?: number;
}

export const SELECTED_COLOUR = '#fff4a0';

/** Every base and figure of the units drawn as figures, laid out for instancing. */
export function layoutUnits(input: UnitsLayoutInput): UnitsLayout {
  const { table, heightAt } = input;
  const figures = Object.fromEntries(FIGURE_KINDS.map((k) => [k, { specs: [], unitIds: [], dresses: [] }])) as unknown as Record<FigureKind, FigureDressLayer>;
  const out: UnitsLayout = { figures, rims: { specs: [], unitIds: [] }, hulls: { specs: [], unitIds: [] }, halos: [], pointer: [], farGroups: new Map(), anchors: new Map() };
  const haloColour = new Map<string, string>();
  for (const h of input.highlights ?? []) for (const id of h.unitIds) haloColour.set(id, h.color);
  if (input.selectedUnitId) haloColour.set(input.selectedUnitId, SELECTED_COLOUR);

  const byId = new Map(input.units.map((u) => [u.id, u]));
  for (const listed of input.units) {
    if (!isOnTable(listed) || listed.bases.length === 0) continue;
    const { view: u, lift, rim, anchor } = drawnUnit(listed, byId, heightAt, input.figureScale ?? 1);
    out.anchors.set(u.id, anchor);
    const draw = drawnAs(u.troopClass, u.troopType);
    const halo = haloColour.get(u.id);
    const colour = unitColour(u);
    const { width, depth } = u.baseSize;
    const dress = dressFor(u.troopType, u.side, u.name);
    // passengers stand in their transport's bed at true scale
    const figureScale = lift > 0 ? 1 : input.figureScale ?? 1;
    u.bases.forEach((b, bi) => {
      const ground = heightAt(b) + lift;
      // a passenger's "base" is the transport's bed, level on the transport
      const tilt = lift > 0 ? { tiltX: 0, tiltZ: 0 } : baseTilt(b, b.facing, width, depth, heightAt);
      const rotationY = facingToRotationY(b.facing);
      const x = worldX(b.x, table), z = worldZ(b.y, table);
      if (halo) out.halos.push({ x, y: ground - 0.02, z, rotationY, ...tilt, sx: width + 0.45, sy: 0.08, sz: depth + 0.45, colour: halo });
      if (draw.layer !== 'figures') return;
      if (rim) {
        out.rims.specs.push({ x, y: ground - 0.04, z, rotationY, ...tilt, sx: width, sy: BASE_THICKNESS + 0.04, sz: depth, colour });
        out.rims.unitIds.push(u.id);
      }
      out.hulls.specs.push({ x, y: ground, z, rotationY, sx: width, sy: anchor.top - lift, sz: depth });
      out.hulls.unitIds.push(u.id);
      const count = Math.min(draw.maxPerBase, b.figures);
      if (draw.kind === 'infantry' || draw.kind === 'cavalry') {
        const key = farGroupKey(draw.kind, count, u.baseSize, dress, figureScale);
        let group = out.farGroups.get(key);
        if (!group) { group = { specs: [], unitIds: [] }; out.farGroups.set(key, group); }
        group.specs.push({ x, y: ground + BASE_THICKNESS, z, rotationY, colour });
        group.unitIds.push(u.id);
      }
      const axes = { f: headingVector(b.facing), r: headingVector(b.facing + 90) };
      const seed = hashText(`${u.id}:${bi}`);
      figureSlots(draw.kind, count, u.baseSize, figureScale).forEach((slot, i) => {
        // a little irregularity, as figures glued on by hand
        const jr = (((seed >>> (i * 3)) & 7) - 3.5) * 0.012, jf = (((seed >>> (i * 3 + 11)) & 7) - 3.5) * 0.012;
        const p = {
          x: b.x + axes.r.x * (slot.right + jr) + axes.f.x * (slot.forward + jf),
          y: b.y + axes.r.y * (slot.right + jr) + axes.f.y * (slot.forward + jf),
        };
        const turn = draw.kind === 'infantry' ? (((seed >>> (i * 2 + 5)) & 7) - 3.5) * 0.04 : 0;
        // men and horses stand on the base's top at their own spot, upright whatever the slope; a gun or vehicle, as
        // long as its base, lies on the base as it tilts, so neither end sinks into a hillside nor floats off it
        const baseTop = ground + BASE_THICKNESS + slopeOffset(b, p, tilt, b.facing);
        const lies = draw.kind !== 'infantry' && draw.kind !== 'cavalry' && draw.kind !== 'officer';
        figures[draw.kind].specs.push({ x: worldX(p.x, table), y: baseTop, z: worldZ(p.y, table), rotationY: rotationY + turn, ...(lies ? tilt : {}), sx: slot.scale, sy: slot.scale, sz: slot.scale, colour });
        figures[draw.kind].unitIds.push(u.id);
        figures[draw.kind].dresses.push(dress);
      });
    });
    if (u.id === input.selectedUnitId) {
      out.pointer.push({ x: worldX(anchor.centre.x, table), y: anchor.ground + anchor.top + 1.4, z: worldZ(anchor.centre.y, table), colour: SELECTED_COLOUR });
    }
  }
  return out;
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
